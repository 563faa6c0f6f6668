// Reserves on the chain: the USDT balances of the platform's own addresses (the hot wallet, buyers'
// deposit addresses not yet swept, watch-only addresses), each network read at one block so the
// figures belong together. A network whose node does not answer is reported as unread: nothing of
// it is counted and nothing is guessed.
import { erc20Abi, getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ReserveReading } from '../../db/schema/reserves.ts';
import { fromUnits } from '../../../domain/wallet/amounts.ts';
import type { DbOrTx } from '../../db/client.ts';
import { createChainClients, type ChainClients } from '../chain/index.ts';
import { fundedDepositAddresses, type ChainNetworkConfig } from '../wallet/index.ts';
import type { WatchAddressRow } from './reserves.repository.ts';

export interface NetworkReading {
  readings: ReserveReading[];
  unread: { network: string; reason: string }[];
}

/** At most this many balance lookups at once per network. */
const CONCURRENT_LOOKUPS = 16;

/** Every network's reading; a network whose node does not answer is listed as unread. */
export async function readReserves(
  db: DbOrTx,
  networks: readonly ChainNetworkConfig[],
  watch: readonly WatchAddressRow[],
  clientsFor: (network: ChainNetworkConfig) => ChainClients = createChainClients,
): Promise<NetworkReading> {
  const parts = await Promise.all(
    networks.map((network) => readNetwork(db, network, watch, clientsFor)),
  );
  return {
    readings: parts.flatMap((part) => part.readings),
    unread: parts.flatMap((part) => part.unread),
  };
}

async function readNetwork(
  db: DbOrTx,
  network: ChainNetworkConfig,
  watch: readonly WatchAddressRow[],
  clientsFor: (network: ChainNetworkConfig) => ChainClients,
): Promise<NetworkReading> {
  const wanted: { address: string; kind: ReserveReading['kind']; label: string }[] = [];
  if (network.hotWalletKey) {
    const hot = privateKeyToAccount(network.hotWalletKey).address.toLowerCase();
    wanted.push({ address: hot, kind: 'hot', label: 'hot wallet' });
  }
  for (const address of await fundedDepositAddresses(db, network.code)) {
    wanted.push({ address, kind: 'deposit', label: 'deposit address' });
  }
  for (const row of watch.filter((row) => row.network === network.code)) {
    wanted.push({ address: row.address, kind: 'watch', label: row.label });
  }
  // One reading per address, the first kind found (a watch address may repeat the hot wallet).
  const unique = [...new Map(wanted.map((entry) => [entry.address, entry])).values()];
  try {
    const { publicClient } = clientsFor(network);
    const block = await publicClient.getBlockNumber();
    const readings: ReserveReading[] = [];
    for (let start = 0; start < unique.length; start += CONCURRENT_LOOKUPS) {
      const part = unique.slice(start, start + CONCURRENT_LOOKUPS);
      const balances = await Promise.all(
        part.map((entry) =>
          publicClient.readContract({
            address: network.tokenAddress,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [getAddress(entry.address)],
            blockNumber: block,
          }),
        ),
      );
      part.forEach((entry, i) =>
        readings.push({
          network: network.code,
          address: getAddress(entry.address),
          kind: entry.kind,
          label: entry.label,
          balance: fromUnits(balances[i]!, network.decimals),
          block: block.toString(),
        }),
      );
    }
    return { readings, unread: [] };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return { readings: [], unread: [{ network: network.code, reason }] };
  }
}
