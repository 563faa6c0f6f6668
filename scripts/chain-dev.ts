// A local blockchain for trying on-chain deposits and payouts (README "Wallet and ledger").
//
//   npm run chain:dev                      start anvil (port 8545, a block a second), deploy the test
//                                          USDT, fund the hot wallet and a payer, print the app's env
//   npm run chain:dev -- send <addr> <amt> send <amt> test USDT from the payer to <addr>
//
// The deposit key is a fixed development seed so addresses stay the same across restarts; only its
// extended PUBLIC key is given to the app. Never use any of these keys on a real network.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getAddress, type Hex } from 'viem';
import { HDKey, privateKeyToAccount } from 'viem/accounts';
import { toUnits } from '../domain/wallet/amounts.ts';
import {
  anvilActions,
  anvilKeys,
  deployTestUsdt,
  startAnvil,
} from '../server/modules/chain/anvil.ts';

const PORT = Number(process.env.CHAIN_DEV_PORT ?? 8545);
const RPC = `http://127.0.0.1:${PORT}`;
// anvil's first deployment from its first key always lands here.
const TOKEN: Hex = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

function devXpub(): string {
  const seed = createHash('sha512').update('caravan development deposit seed').digest();
  return HDKey.fromMasterSeed(seed).derive("m/44'/60'/0'/0").publicExtendedKey;
}

async function send(to: string, amount: string): Promise<void> {
  const chain = anvilActions(RPC, TOKEN);
  const receipt = await chain.transfer(anvilKeys[2], getAddress(to), toUnits(amount, 6));
  console.log(
    `sent ${amount} USDT to ${getAddress(to)} in block ${receipt.blockNumber} (tx ${receipt.transactionHash})`,
  );
  console.log('the app credits it after the configured confirmations (CHAIN_CONFIRMATIONS).');
}

async function start(): Promise<void> {
  const anvil = await startAnvil({ port: PORT, blockTime: 1 });
  const token = await deployTestUsdt(anvil.rpcUrl);
  const chain = anvilActions(anvil.rpcUrl, token);
  const hot = privateKeyToAccount(anvilKeys[1]).address;
  const payer = privateKeyToAccount(anvilKeys[2]).address;
  await chain.mint(hot, toUnits('1000000', 6));
  await chain.mint(payer, toUnits('1000000', 6));
  const env = [
    `CHAIN_RPC_URL=${anvil.rpcUrl}`,
    `CHAIN_ID=31337`,
    `CHAIN_NETWORK=ERC20`,
    `CHAIN_USDT_ADDRESS=${token}`,
    `CHAIN_USDT_DECIMALS=6`,
    `CHAIN_CONFIRMATIONS=3`,
    `CHAIN_START_BLOCK=0`,
    `CHAIN_POLL_MS=2000`,
    `CHAIN_DEPOSIT_XPUB=${devXpub()}`,
    `CHAIN_HOT_WALLET_KEY=${anvilKeys[1]}`,
  ];
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'chain-dev.env');
  writeFileSync(file, `${env.join('\n')}\n`);
  console.log(`anvil running at ${anvil.rpcUrl}, test USDT at ${token}`);
  console.log(`hot wallet ${hot} and payer ${payer} hold 1,000,000 test USDT each`);
  console.log(`\nstart the app with these variables (also written to ${file}):\n`);
  console.log(`  env $(cat ${file} | xargs) npm start\n`);
  console.log('then send to your deposit address (Wallet > Deposit):');
  console.log('  npm run chain:dev -- send <your deposit address> 25\n');
  console.log('Ctrl-C stops the chain.');
  const stop = async () => {
    await anvil.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

const [command, to, amount] = process.argv.slice(2);
if (command === 'send') {
  if (!to || !amount) {
    console.error('usage: npm run chain:dev -- send <address> <amount>');
    process.exit(2);
  }
  send(to, amount).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('send failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
} else {
  start().catch((error: unknown) => {
    console.error('chain:dev failed:', error);
    process.exit(1);
  });
}
