// The ledger: every money mover (wallet, orders, credit) posts balanced transfers through here,
// with legs from the named postings in domain/ledger/postings.ts.
export { accountBalance, checkLedger, postTransfer, type TransferLeg } from './ledger.service.ts';
export { ensureAccounts, liabilityBalances, lockAccounts } from './ledger.repository.ts';
