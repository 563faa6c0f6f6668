// The ledger: every money mover (wallet, orders, credit) posts balanced transfers through here,
// with legs from the named postings in domain/ledger/postings.ts.
export {
  accountBalance,
  checkLedger,
  postTransfer,
  postTransferAtCommit,
  type TransferLeg,
} from './ledger.service.ts';
export { ensureAccounts, isAlreadyPosted, lockAccounts } from './ledger.repository.ts';
