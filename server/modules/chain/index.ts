// What other modules may use of the chain module: a configured network's node side through its
// family's adapter (the proof of reserves reads balances, the metrics read heads).
export { connectNetwork, type NetworkNode } from './network-family.ts';
