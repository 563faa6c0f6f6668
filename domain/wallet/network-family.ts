// The families of networks Caravan speaks (issue #36). A network names its own (CHAIN_NETWORKS
// `family`); each family has its own address form, deposit watcher and payout signer
// (server/modules/chain/network-family.ts). Every network so far is an EVM one.
export const NETWORK_FAMILIES = ['evm'] as const;
export type NetworkFamilyName = (typeof NETWORK_FAMILIES)[number];
