// What other modules may use of the chain module: clients of a configured network (the proof of
// reserves reads balances through them).
export { createChainClients, type ChainClients } from './chain.clients.ts';
