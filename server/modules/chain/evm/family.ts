// The EVM family's adapter (Ethereum, BNB Smart Chain, Polygon, Arbitrum, Base...): an ERC-20
// USDT contract read through viem. The deposit watcher reads the token's Transfer logs, the payout
// signer sends `transfer` calls with EIP-1559 fees and one nonce sequence per hot wallet.
import { erc20Abi, getAddress, type Hex } from 'viem';
import { fromUnits } from '../../../../domain/wallet/amounts.ts';
import { familyRules } from '../../wallet/index.ts';
import type { NetworkFamily } from '../network-node.ts';
import { createChainClients, type ChainClients } from './clients.ts';
import { depositSweep } from './deposit-watcher.ts';
import { payoutSweep } from './payout.ts';

/** Blocks over which the time between blocks is measured. */
const MEASURE_BLOCKS = 20n;
/** At most this many balance lookups at once. */
const CONCURRENT_LOOKUPS = 16;

/** The viem errors of a node that did not answer, or answered with an error. */
const NODE_ERRORS = new Set([
  'HttpRequestError',
  'RpcRequestError',
  'TimeoutError',
  'WebSocketRequestError',
  'SocketClosedError',
  'InternalRpcError',
  'LimitExceededRpcError',
  'ResourceUnavailableRpcError',
]);

function isNodeError(error: unknown): boolean {
  for (let e = error as { name?: string; cause?: unknown } | undefined; e;) {
    if (e.name && NODE_ERRORS.has(e.name)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

async function blockSeconds(clients: ChainClients, head: bigint): Promise<number | undefined> {
  if (head < MEASURE_BLOCKS) return undefined;
  const [last, first] = await Promise.all([
    clients.publicClient.getBlock({ blockNumber: head }),
    clients.publicClient.getBlock({ blockNumber: head - MEASURE_BLOCKS }),
  ]);
  const seconds = Number(last.timestamp - first.timestamp) / Number(MEASURE_BLOCKS);
  return seconds > 0 ? seconds : undefined;
}

async function tokenBalances(clients: ChainClients, addresses: readonly string[]) {
  const { network, publicClient } = clients;
  const block = await publicClient.getBlockNumber();
  const balances: string[] = [];
  for (let start = 0; start < addresses.length; start += CONCURRENT_LOOKUPS) {
    const part = addresses.slice(start, start + CONCURRENT_LOOKUPS);
    const raw = await Promise.all(
      part.map((address) =>
        publicClient.readContract({
          address: network.tokenAddress,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [getAddress(address as Hex)],
          blockNumber: block,
        }),
      ),
    );
    balances.push(...raw.map((value) => fromUnits(value, network.decimals)));
  }
  return { block, balances };
}

export const evmFamily: NetworkFamily = {
  rules: familyRules({ family: 'evm' }),
  connect(network, options) {
    const clients = createChainClients(network, options);
    return {
      network,
      hotWalletAddress: clients.hotWallet?.account.address.toLowerCase(),
      head: () => clients.publicClient.getBlockNumber(),
      sweepDeposits: (db, env, now) => depositSweep(db, env, clients, now),
      sweepPayouts: (db, now) => payoutSweep(db, clients, now),
      blockSeconds: (head) => blockSeconds(clients, head),
      tokenBalances: (addresses) => tokenBalances(clients, addresses),
      isNodeError,
    };
  },
};
