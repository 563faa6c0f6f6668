// One adapter per family of networks (issue #36): everything that differs between, say, EVM chains
// and TRON sits behind these two shapes, so the chain job, the proof of reserves and the metrics
// never speak a family's protocol themselves.
// - The family's rules (the wallet's `FamilyRules`: deposit address derivation, the kept and shown
//   address forms, payout address check, fee rule) need no node; the wallet applies them inside
//   its own transactions.
// - `connect` gives one network's node side: the deposit watcher, the payout signer, the head,
//   the time between blocks, token balances, and which errors mean "the node did not answer".
// docs/wallet-and-ledger.md "Network families" lists what a new family (TRON) implements.
import type { Transport } from 'viem';
import { familyRules, type ChainNetworkConfig, type NetworkFamilyName } from '../wallet/index.ts';
import { evmFamily } from './evm/family.ts';
import type { NetworkFamily, NetworkNode } from './network-node.ts';

export type { NetworkNode } from './network-node.ts';

const families: Readonly<Record<NetworkFamilyName, NetworkFamily>> = { evm: evmFamily };

/** The network's node side, through its family's adapter. */
export function connectNetwork(
  network: ChainNetworkConfig,
  options?: { transport?: Transport },
): NetworkNode {
  const family = families[network.family];
  // The wallet's rules and the adapter's must be the same family's.
  if (family.rules !== familyRules(network)) throw new Error(`no adapter for ${network.family}`);
  return family.connect(network, options);
}
