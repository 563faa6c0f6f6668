// The local test network of `npm start` (server/modules/chain/local-chain.ts): anvil with the test
// USDT, started beside the embedded database unless CHAIN=off or a real network is configured.
//
//   npm run chain:dev                      where the running local networks are, how to use them
//   npm run chain:dev -- send [--network <name>] <addr> <amt>
//                                          send <amt> test USDT from the funded payer to <addr> on
//                                          the named local network (without --network: the first)
//
// Never use any of its keys on a real network.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getAddress } from 'viem';
import {
  localChainInfoFile,
  readLocalChainInfo,
  sendTestUsdt,
} from '../server/modules/chain/local-chain.ts';

const dataDir = path.resolve(process.env.DATA_DIR || './data');

async function send(to: string, amount: string, network: string | undefined): Promise<void> {
  const receipt = await sendTestUsdt(dataDir, to, amount, network);
  const name = network ?? readLocalChainInfo(dataDir)[0]?.name;
  console.log(
    `sent ${amount} test USDT to ${getAddress(to)} on ${name} in block ${receipt.blockNumber} (tx ${receipt.transactionHash})`,
  );
  console.log('the app credits it after the configured confirmations (3 on the local chain).');
}

function describe(): void {
  const file = localChainInfoFile(dataDir);
  if (!fs.existsSync(file)) {
    console.log('no local chain is running: `npm start` starts one (unless CHAIN=off).');
    return;
  }
  for (const network of readLocalChainInfo(dataDir))
    console.log(
      `${network.name} (${network.label}, chain id ${network.chainId}) at ${network.rpcUrl}, test USDT at ${network.token}`,
    );
  console.log('send test USDT to your deposit address (Wallet > Deposit):');
  console.log('  npm run chain:dev -- send [--network BEP20] <your deposit address> 25');
}

const { values, positionals } = parseArgs({
  options: { network: { type: 'string' } },
  allowPositionals: true,
});
const [command, to, amount] = positionals;
if (command === 'send') {
  if (!to || !amount) {
    console.error('usage: npm run chain:dev -- send [--network <name>] <address> <amount>');
    process.exit(2);
  }
  send(to, amount, values.network).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('send failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
} else {
  describe();
}
