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

/** anvil's first deployment from its first key always lands here, on either network. */
const TOKEN: Hex = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

/**
 * The two local test networks (issue #36): two anvil nodes with different chain ids, so a fresh
 * install shows and tests the choice of network. Named like the real networks they stand for.
 */
export const localNetworks = [
  { name: 'ERC20', label: 'Test network A (local)', chainId: 31337, preferredPort: 8545 },
  { name: 'BEP20', label: 'Test network B (local)', chainId: 31338, preferredPort: 8546 },
] as const;

export interface LocalNetwork {
  name: string;
  label: string;
  chainId: number;
  rpcUrl: string;
  token: Hex;
}

export interface LocalChain {
  networks: LocalNetwork[];
  /** The CHAIN_* settings the app reads (the same names an operator sets for real networks). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Where the running local networks are described, for `npm run chain:dev -- send`. */
export function localChainInfoFile(dataDir: string): string {
  return path.join(dataDir, 'local-chain', 'chain.json');
}

/** The local networks of a running app, as its info file describes them. */
export function readLocalChainInfo(dataDir: string): LocalNetwork[] {
  const file = localChainInfoFile(dataDir);
  if (!fs.existsSync(file))
    throw new Error(`no local chain is running for ${dataDir} (start the app with npm start)`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { networks: LocalNetwork[] }).networks;
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

async function startLocalNetwork(
  folder: string,
  network: (typeof localNetworks)[number],
): Promise<{ network: LocalNetwork; stop: () => Promise<void>; kill: () => void }> {
  const port = (await portFree(network.preferredPort)) ? network.preferredPort : await freePort();
  const anvil = await startAnvil({
    port,
    blockTime: 1,
    chainId: network.chainId,
    // Network A keeps the file name of the single local chain before it, so its state survives.
    stateFile: path.join(
      folder,
      network.chainId === localNetworks[0].chainId
        ? 'anvil-state.json'
        : `anvil-state-${network.chainId}.json`,
    ),
  });
  const code = await rpcCall<Hex>(anvil.rpcUrl, 'eth_getCode', [TOKEN, 'latest']).catch(
    () => undefined,
  );
  if (!code || code === '0x') {
    const token = await deployTestUsdtInOneBlock(
      anvil.rpcUrl,
      [
        { to: privateKeyToAccount(anvilKeys[1]).address, units: toUnits('1000000', 6) },
        { to: privateKeyToAccount(localPayerKey).address, units: toUnits('1000000', 6) },
      ],
      network.chainId,
    );
    if (token !== getAddress(TOKEN))
      throw new Error(`test USDT deployed at ${token}, not ${TOKEN}`);
  }
  return {
    network: {
      name: network.name,
      label: network.label,
      chainId: network.chainId,
      rpcUrl: anvil.rpcUrl,
      token: TOKEN,
    },
    stop: () => anvil.stop(),
    kill: () => anvil.process.kill('SIGTERM'),
  };
}

export async function startLocalChain(options: { dataDir: string }): Promise<LocalChain> {
  const folder = path.join(options.dataDir, 'local-chain');
  fs.mkdirSync(folder, { recursive: true });
  const started = await Promise.all(
    localNetworks.map((network) => startLocalNetwork(folder, network)),
  );
  const networks = started.map((entry) => entry.network);
  const infoFile = localChainInfoFile(options.dataDir);
  fs.writeFileSync(infoFile, `${JSON.stringify({ networks }, null, 2)}\n`);
  // However the process ends (another library may call process.exit first): the chains stop too
  // (anvil saves its state on SIGTERM) and nobody is pointed at a chain that is gone.
  process.once('exit', () => {
    for (const entry of started) entry.kill();
    fs.rmSync(infoFile, { force: true });
  });
  return {
    networks,
    env: localChainEnv(networks),
    stop: async () => {
      await Promise.all(started.map((entry) => entry.stop()));
      fs.rmSync(infoFile, { force: true });
    },
  };
}

/** The environment variable holding the local networks' hot wallet key (a well-known test key). */
const LOCAL_HOT_WALLET_KEY_ENV = 'CHAIN_LOCAL_HOT_WALLET_KEY';

/**
 * The CHAIN_* settings of the local networks; a second app instance on the same database is
 * given the same ones (tests/e2e/two-servers.spec.ts).
 */
export function localChainEnv(networks: readonly LocalNetwork[]): Record<string, string> {
  const list = networks.map((network) => ({
    name: network.name,
    label: network.label,
    rpcUrl: network.rpcUrl,
    chainId: network.chainId,
    usdtAddress: network.token,
    decimals: 6,
    confirmations: 3,
    depositMin: '1',
    startBlock: 0,
    hotWalletKeyEnv: LOCAL_HOT_WALLET_KEY_ENV,
    testNetwork: true,
  }));
  return {
    CHAIN_NETWORKS: JSON.stringify(list),
    CHAIN_POLL_MS: '2000',
    CHAIN_DEPOSIT_XPUB: developmentXpub,
    [LOCAL_HOT_WALLET_KEY_ENV]: anvilKeys[1],
  };
}

/**
 * Sends test USDT from the payer on a running local network (`chain:dev -- send`): the one named,
 * else the first.
 */
export async function sendTestUsdt(
  dataDir: string,
  to: string,
  amount: string,
  networkName?: string,
) {
  const networks = readLocalChainInfo(dataDir);
  const network = networkName
    ? networks.find((candidate) => candidate.name === networkName)
    : networks[0];
  if (!network)
    throw new Error(
      `no local network ${networkName}: the local networks are ${networks.map((n) => n.name).join(', ')}`,
    );
  const chain = anvilActions(network.rpcUrl, network.token, network.chainId);
  await chain.balanceOf(network.token).catch(() => {
    throw new Error(`the local chain at ${network.rpcUrl} does not answer: is npm start running?`);
  });
  return chain.transfer(localPayerKey, getAddress(to), toUnits(amount, 6));
}
