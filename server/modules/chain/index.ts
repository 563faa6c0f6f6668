// What other modules may use of the chain module: deriving a user's deposit address.
export { deriveDepositAddress } from './derive.ts';
export { createChainClients, type ChainClients } from './chain.clients.ts';
