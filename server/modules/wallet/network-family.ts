// A family of networks (EVM today; TRON's TRC20 is the next most used) as the wallet sees it: how
// deposit addresses are derived, kept and shown, which payout addresses are taken, and the
// withdrawal fee rule. None of it needs a node. The chain module's adapter of the same family
// (server/modules/chain/network-family.ts) carries these rules and adds what does need a node: the
// deposit watcher, the payout signer and balances. docs/wallet-and-ledger.md "Network families"
// says what a new family implements.
import { addressKey, displayAddress, isValidAddress } from '../../../domain/wallet/address.ts';
import type { NetworkFamilyName } from '../../../domain/wallet/network-family.ts';
import type { FeeRule } from '../../../domain/wallet/amounts.ts';
import { deriveEvmAddress } from './evm-derivation.ts';

export { NETWORK_FAMILIES, type NetworkFamilyName } from '../../../domain/wallet/network-family.ts';

export interface FamilyRules {
  readonly name: NetworkFamilyName;
  /** The deposit address at `index` below the platform's extended public key, in its kept form. */
  depositAddress(xpub: string, index: number): string;
  /** The kept form of an address: the key deposits are matched on and payout addresses compared by. */
  addressKey(address: string): string;
  /** An address as people read it (EVM: with its EIP-55 checksum). */
  displayAddress(address: string): string;
  /** Whether a typed payout address belongs to this family, exactly as it must be typed. */
  isPayoutAddress(text: string): boolean;
  /** The withdrawal fee rule: the network's own, else the platform's. */
  feeRule(network: FeeRule | undefined, platform: FeeRule): FeeRule;
}

/**
 * EVM networks (Ethereum, BNB Smart Chain, Polygon, Arbitrum, Base...): one secp256k1 key gives
 * the same address on all of them, kept lower-case; a payout address must carry its checksum.
 */
const evm: FamilyRules = {
  name: 'evm',
  depositAddress: (xpub, index) => addressKey(deriveEvmAddress(xpub, index)),
  addressKey,
  displayAddress,
  isPayoutAddress: (text) => isValidAddress('evm', text),
  feeRule: (network, platform) => network ?? platform,
};

const rules: Readonly<Record<NetworkFamilyName, FamilyRules>> = { evm };

/** The rules of a network's family. */
export function familyRules(network: { family: NetworkFamilyName }): FamilyRules {
  return rules[network.family];
}
