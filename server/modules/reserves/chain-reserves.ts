// Reserves on the chain: the USDT balances of the platform's own addresses (the hot wallet, buyers'
// deposit addresses not yet swept, watch-only addresses), each network read at one block so the
// figures belong together. A network whose node does not answer is reported as unread: nothing of
// it is counted and nothing is guessed.
import type { ReserveReading } from '../../db/schema/reserves.ts';
import type { DbOrTx } from '../../db/client.ts';
import { connectNetwork, type NetworkNode } from '../chain/index.ts';
import { familyRules, fundedDepositAddresses, type ChainNetworkConfig } from '../wallet/index.ts';
import type { WatchAddressRow } from './reserves.repository.ts';

export interface NetworkReading {
  readings: ReserveReading[];
  unread: { network: string; reason: string }[];
}

/** Every network's reading; a network whose node does not answer is listed as unread. */
export async function readReserves(
  db: DbOrTx,
  networks: readonly ChainNetworkConfig[],
  watch: readonly WatchAddressRow[],
  nodeOf: (network: ChainNetworkConfig) => NetworkNode = connectNetwork,
): Promise<NetworkReading> {
  const parts = await Promise.all(
    networks.map((network) => readNetwork(db, network, watch, nodeOf)),
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
  nodeOf: (network: ChainNetworkConfig) => NetworkNode,
): Promise<NetworkReading> {
  const node = nodeOf(network);
  const family = familyRules(network);
  const wanted: { address: string; kind: ReserveReading['kind']; label: string }[] = [];
  if (node.hotWalletAddress)
    wanted.push({ address: node.hotWalletAddress, kind: 'hot', label: 'hot wallet' });
  for (const address of await fundedDepositAddresses(db, network.code)) {
    wanted.push({ address, kind: 'deposit', label: 'deposit address' });
  }
  for (const row of watch.filter((row) => row.network === network.code)) {
    wanted.push({ address: family.addressKey(row.address), kind: 'watch', label: row.label });
  }
  // One reading per address, the first kind found (a watch address may repeat the hot wallet).
  const unique = [...new Map(wanted.map((entry) => [entry.address, entry])).values()];
  try {
    const { block, balances } = await node.tokenBalances(unique.map((entry) => entry.address));
    const readings = unique.map((entry, i): ReserveReading => ({
      network: network.code,
      address: family.displayAddress(entry.address),
      kind: entry.kind,
      label: entry.label,
      balance: balances[i]!,
      block: block.toString(),
    }));
    return { readings, unread: [] };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return { readings: [], unread: [{ network: network.code, reason }] };
  }
}
