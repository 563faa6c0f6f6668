// A local anvil node (from the `@foundry-rs/anvil` npm package) on a free port, for the chain tests
// and `npm run chain:dev`, plus the test USDT deployment.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { projectRoot } from '../../platform/paths.ts';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  getAddress,
  getContractAddress,
  http,
  type Chain,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { testUsdtAbi, testUsdtBytecode } from './test-usdt.ts';

/** anvil's well-known development keys (public knowledge: never use them on a real network). */
export const anvilKeys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
] as const satisfies readonly Hex[];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Anvil {
  rpcUrl: string;
  process: ChildProcess;
  publicClient: PublicClient;
  stop(): Promise<void>;
}

/**
 * anvil's own executable from the package for this platform: the package's `bin` is a Node script
 * that only starts it, a second Node process that cost about half a second of a start.
 */
function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const name = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  try {
    const binary = createRequire(path.join(projectRoot, 'package.json')).resolve(
      `@foundry-rs/anvil-${process.platform}-${arch}/bin/${name}`,
    );
    if (fs.existsSync(binary)) return binary;
  } catch {
    // Not installed for this platform: the package's own launcher finds it.
  }
  return path.join(projectRoot, 'node_modules/.bin/anvil');
}

/**
 * One JSON-RPC call over node:http, for the few calls on the server's start path: without fetch
 * (Node loads its HTTP client, undici, on first use) and viem's transport, which together cost a
 * tenth of a second or more of a warm start.
 */
export function rpcCall<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      rpcUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const reply = JSON.parse(text) as { result?: T; error?: { message?: string } };
            if (reply.error) reject(new Error(`${method}: ${reply.error.message ?? 'failed'}`));
            else resolve(reply.result as T);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The viem chain of a local anvil node with this chain id (31337, anvil's own, by default). */
export function localChain(chainId: number = foundry.id): Chain {
  return chainId === foundry.id ? foundry : defineChain({ ...foundry, id: chainId });
}

export async function startAnvil(
  options: { port?: number; blockTime?: number; stateFile?: string; chainId?: number } = {},
): Promise<Anvil> {
  const port = options.port ?? (await freePort());
  const chainId = String(options.chainId ?? foundry.id);
  const args = ['--port', String(port), '--host', '127.0.0.1', '--chain-id', chainId, '--silent'];
  if (options.blockTime) args.push('--block-time', String(options.blockTime));
  // The chain survives restarts: loaded from and saved to this file (every few seconds and on exit).
  if (options.stateFile) args.push('--state', options.stateFile, '--state-interval', '5');
  const child = spawn(anvilBinary(), args, { stdio: 'ignore' });
  const rpcUrl = `http://127.0.0.1:${port}`;
  const publicClient = createPublicClient({
    chain: localChain(options.chainId),
    transport: http(rpcUrl),
    cacheTime: 0,
  });
  const started = Date.now();
  for (;;) {
    try {
      await rpcCall(rpcUrl, 'eth_blockNumber');
      break;
    } catch (error) {
      if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode}`);
      if (Date.now() - started > 30_000) throw error;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return {
    rpcUrl,
    process: child,
    publicClient,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Deploys the test USDT with anvil's first key; returns its address. */
export async function deployTestUsdt(rpcUrl: string, chainId?: number): Promise<Hex> {
  const account = privateKeyToAccount(anvilKeys[0]);
  const chain = localChain(chainId);
  const wallet = createWalletClient({ chain, transport: http(rpcUrl), account });
  const client = createPublicClient({ chain, transport: http(rpcUrl), cacheTime: 0 });
  const hash = await wallet.deployContract({ abi: testUsdtAbi, bytecode: testUsdtBytecode });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (!receipt.contractAddress) throw new Error('test USDT deployment failed');
  return getAddress(receipt.contractAddress);
}

/**
 * Deploys the test USDT with anvil's first key and mints to each holder, all in one block mined on
 * the spot: with `--block-time` each transaction would otherwise wait for the next interval block.
 * Returns the token's address.
 */
export async function deployTestUsdtInOneBlock(
  rpcUrl: string,
  holders: Array<{ to: Hex; units: bigint }>,
  chainId?: number,
): Promise<Hex> {
  const transport = http(rpcUrl);
  const account = privateKeyToAccount(anvilKeys[0]);
  const chain = localChain(chainId);
  const wallet = createWalletClient({ chain, transport, account });
  const client = createPublicClient({ chain, transport, cacheTime: 0 });
  const nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' });
  const hashes = [
    await wallet.deployContract({ abi: testUsdtAbi, bytecode: testUsdtBytecode, nonce }),
  ];
  const token = getContractAddress({ from: account.address, nonce: BigInt(nonce) });
  for (const [index, holder] of holders.entries()) {
    hashes.push(
      await wallet.writeContract({
        address: token,
        abi: testUsdtAbi,
        functionName: 'mint',
        args: [holder.to, holder.units],
        nonce: nonce + 1 + index,
        // Not estimated: the token is not deployed yet when these are signed.
        gas: 200_000n,
      }),
    );
  }
  await createTestClient({ chain, mode: 'anvil', transport }).mine({ blocks: 1 });
  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (receipt.status !== 'success') throw new Error(`test USDT set-up failed in ${hash}`);
  }
  return getAddress(token);
}

export interface AnvilActions {
  mint(to: Hex, units: bigint): Promise<TransactionReceipt>;
  transfer(fromKey: Hex, to: Hex, units: bigint): Promise<TransactionReceipt>;
  balanceOf(owner: Hex): Promise<bigint>;
  mine(blocks: number): Promise<void>;
  /** anvil's evm_snapshot / evm_revert: the way the tests replace blocks (a reorg). */
  snapshot(): Promise<Hex>;
  revert(id: Hex): Promise<void>;
  /** Off: sent transactions wait in the pool until `mine`. */
  setAutomine(on: boolean): Promise<void>;
  /** Removes a pending transaction from the node's pool (a node that dropped it). */
  drop(hash: Hex): Promise<void>;
  /** Gives an address gas money (ETH, in wei). */
  setEth(address: Hex, wei: bigint): Promise<void>;
  /** Sends a plain 0-value transaction to oneself with the given nonce (uses up that nonce). */
  spendNonce(key: Hex, nonce: number): Promise<TransactionReceipt>;
}

/** Helpers acting on the local chain as a test (or the dev script) needs. */
export function anvilActions(rpcUrl: string, token: Hex, chainId?: number): AnvilActions {
  const transport = http(rpcUrl);
  const chain = localChain(chainId);
  const client = createPublicClient({ chain, transport, cacheTime: 0 });
  const test = createTestClient({ chain, mode: 'anvil', transport });
  const walletOf = (key: Hex) =>
    createWalletClient({ chain, transport, account: privateKeyToAccount(key) });
  const wait = (hash: Hex) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return {
    mint: async (to, units) =>
      wait(
        await walletOf(anvilKeys[0]).writeContract({
          address: token,
          abi: testUsdtAbi,
          functionName: 'mint',
          args: [to, units],
        }),
      ),
    transfer: async (fromKey, to, units) =>
      wait(
        await walletOf(fromKey).writeContract({
          address: token,
          abi: testUsdtAbi,
          functionName: 'transfer',
          args: [to, units],
        }),
      ),
    balanceOf: (owner) =>
      client.readContract({
        address: token,
        abi: testUsdtAbi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    mine: (blocks) => test.mine({ blocks }),
    snapshot: () => test.snapshot(),
    revert: (id) => test.revert({ id }),
    setAutomine: (on) => test.setAutomine(on),
    drop: (hash) => test.dropTransaction({ hash }),
    setEth: (address, wei) => test.setBalance({ address, value: wei }),
    spendNonce: async (key, nonce) => {
      const wallet = walletOf(key);
      return wait(await wallet.sendTransaction({ to: wallet.account.address, value: 0n, nonce }));
    },
  };
}
