// What other modules may use of the wallet: balances, the ledger (orders move money through it),
// and the chain settlement steps the chain module's watcher and payout job drive.
export type { ChainNetworkConfig } from './wallet.config.ts';
export {
  availableBalance,
  completeWithdrawal,
  confirmingDeposits,
  creditChainDeposit,
  depositAddressOwners,
  failWithdrawal,
  inFlightWithdrawalIds,
  lockNextApprovedWithdrawal,
  lockWithdrawalForPayout,
  markWithdrawalBroadcast,
  markWithdrawalSigned,
  nextStoredNonce,
  orphanDeposit,
  recordChainDeposit,
  type WalletEnv,
} from './wallet.service.ts';
