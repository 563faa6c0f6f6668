// The local test network of `npm start` (server/modules/chain/local-chain.ts): anvil with the test
// USDT, started beside the embedded database unless CHAIN=off or a real network is configured.
//
//   npm run chain:dev                      where the running local chain is, and how to use it
//   npm run chain:dev -- send <addr> <amt> send <amt> test USDT from the funded payer to <addr>
//
// Never use any of its keys on a real network.
import fs from 'node:fs';
import path from 'node:path';
import { getAddress } from 'viem';
import { localChainInfoFile, sendTestUsdt } from '../server/modules/chain/local-chain.ts';

const dataDir = path.resolve(process.env.DATA_DIR || './data');

async function send(to: string, amount: string): Promise<void> {
  const receipt = await sendTestUsdt(dataDir, to, amount);
  console.log(
    `sent ${amount} test USDT to ${getAddress(to)} in block ${receipt.blockNumber} (tx ${receipt.transactionHash})`,
  );
  console.log('the app credits it after the configured confirmations (3 on the local chain).');
}

function describe(): void {
  const file = localChainInfoFile(dataDir);
  if (!fs.existsSync(file)) {
    console.log('no local chain is running: `npm start` starts one (unless CHAIN=off).');
    return;
  }
  const info = JSON.parse(fs.readFileSync(file, 'utf8')) as { rpcUrl: string; token: string };
  console.log(`local chain at ${info.rpcUrl}, test USDT at ${info.token}`);
  console.log('send test USDT to your deposit address (Wallet > Deposit):');
  console.log('  npm run chain:dev -- send <your deposit address> 25');
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
  describe();
}
