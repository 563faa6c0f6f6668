// The local test network a fresh install runs beside its embedded database, so the whole money
// path (deposit, withdrawal, payout) can be tried without a real chain: anvil from npm with the
// test USDT, a hot wallet and a payer funded with test tokens, deposits derived from a fixed
// development seed. Its state lives in DATA_DIR/local-chain/, so balances on the chain and in the
// database stay in step across restarts. Never started in production (server/main.ts).
import fs from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { getAddress, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { toUnits } from '../../../domain/wallet/amounts.ts';
import {
  anvilActions,
  anvilKeys,
  deployTestUsdtInOneBlock,
  freePort,
  rpcCall,
  startAnvil,
} from './anvil.ts';

/** anvil's first deployment from its first key always lands here. */
const TOKEN: Hex = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const PREFERRED_PORT = 8545;

export interface LocalChain {
  rpcUrl: string;
  token: Hex;
  /** The CHAIN_* settings the app reads (the same names an operator sets for a real network). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Where a running local chain is described, for `npm run chain:dev -- send`. */
export function localChainInfoFile(dataDir: string): string {
  return path.join(dataDir, 'local-chain', 'chain.json');
}

/**
 * The deposit key is a fixed development seed; the app is given only its extended public key,
 * derived here once and written down, since deriving it took a twentieth of a second or more of
 * every start (local-chain.test.ts checks it is still the seed's).
 */
export const developmentSeedPhrase = 'caravan development deposit seed';
export const developmentXpub =
  'xpub6DkF2oW6AXkbmX9WN6vVsKhW8f9eY94AEhdZuhpzdasEpM7JiSgjZAV5tgb6E6sF4wzPSeFmeJRefCe2c9YXKTRcoqq1zMAhAmUrDUSJ7of';

async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The payer: a wallet holding test USDT to send deposits from (`chain:dev -- send`). */
export const localPayerKey = anvilKeys[2];

export async function startLocalChain(options: {
  dataDir: string;
  /** Port to use; by default 8545 when free, else any free port. */
  port?: number;
}): Promise<LocalChain> {
  const folder = path.join(options.dataDir, 'local-chain');
  fs.mkdirSync(folder, { recursive: true });
  const port =
    options.port ?? ((await portFree(PREFERRED_PORT)) ? PREFERRED_PORT : await freePort());
  const anvil = await startAnvil({
    port,
    blockTime: 1,
    stateFile: path.join(folder, 'anvil-state.json'),
  });
  const code = await rpcCall<Hex>(anvil.rpcUrl, 'eth_getCode', [TOKEN, 'latest']).catch(
    () => undefined,
  );
  if (!code || code === '0x') {
    const token = await deployTestUsdtInOneBlock(anvil.rpcUrl, [
      { to: privateKeyToAccount(anvilKeys[1]).address, units: toUnits('1000000', 6) },
      { to: privateKeyToAccount(localPayerKey).address, units: toUnits('1000000', 6) },
    ]);
    if (token !== getAddress(TOKEN))
      throw new Error(`test USDT deployed at ${token}, not ${TOKEN}`);
  }
  const infoFile = localChainInfoFile(options.dataDir);
  fs.writeFileSync(
    infoFile,
    `${JSON.stringify({ rpcUrl: anvil.rpcUrl, token: TOKEN }, null, 2)}\n`,
  );
  // However the process ends (another library may call process.exit first): the chain stops too
  // (anvil saves its state on SIGTERM) and nobody is pointed at a chain that is gone.
  process.once('exit', () => {
    anvil.process.kill('SIGTERM');
    fs.rmSync(infoFile, { force: true });
  });
  return {
    rpcUrl: anvil.rpcUrl,
    token: TOKEN,
    env: localChainEnv(anvil.rpcUrl),
    stop: async () => {
      await anvil.stop();
      fs.rmSync(infoFile, { force: true });
    },
  };
}

/**
 * The CHAIN_* settings of the local chain at `rpcUrl`; a second app instance on the same database
 * is given the same ones (tests/e2e/two-servers.spec.ts).
 */
export function localChainEnv(rpcUrl: string): Record<string, string> {
  return {
    CHAIN_RPC_URL: rpcUrl,
    CHAIN_ID: '31337',
    CHAIN_NETWORK: 'ERC20',
    CHAIN_TEST_NETWORK: 'local',
    CHAIN_USDT_ADDRESS: TOKEN,
    CHAIN_USDT_DECIMALS: '6',
    CHAIN_CONFIRMATIONS: '3',
    CHAIN_START_BLOCK: '0',
    CHAIN_POLL_MS: '2000',
    CHAIN_DEPOSIT_XPUB: developmentXpub,
    CHAIN_HOT_WALLET_KEY: anvilKeys[1],
  };
}

/** Sends test USDT from the payer on the running local chain (`chain:dev -- send`). */
export async function sendTestUsdt(dataDir: string, to: string, amount: string) {
  const file = localChainInfoFile(dataDir);
  if (!fs.existsSync(file))
    throw new Error(`no local chain is running for ${dataDir} (start the app with npm start)`);
  const info = JSON.parse(fs.readFileSync(file, 'utf8')) as { rpcUrl: string; token: Hex };
  const chain = anvilActions(info.rpcUrl, info.token);
  await chain.balanceOf(info.token).catch(() => {
    throw new Error(`the local chain at ${info.rpcUrl} does not answer: is npm start running?`);
  });
  return chain.transfer(localPayerKey, getAddress(to), toUnits(amount, 6));
}
