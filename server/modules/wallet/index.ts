// What other modules may use of the wallet: the chain settlement steps the chain module's watcher
// and payout job drive, the network configuration they read, the payments the storefront names,
// a store's order earnings over a period for the seller dashboard, and what an account closure
// needs: the move of all of a store's earnings to its owner, the locked wallet's state, and the
// end of its open forms.
export {
  acceptedPayments,
  networkOf,
  networksOf,
  type ChainNetworkConfig,
} from './wallet.config.ts';
export { familyRules, type FamilyRules, type NetworkFamilyName } from './network-family.ts';
export {
  networkHealthByCode,
  recordNetworkFailure,
  recordNetworkOk,
  type NetworkStatus,
} from './network-health.service.ts';
export {
  completeWithdrawal,
  confirmingDeposits,
  creditChainDeposit,
  depositAddressOwners,
  failWithdrawal,
  inFlightWithdrawalIds,
  lockNextApprovedWithdrawal,
  lockWithdrawalForPayout,
  markWithdrawalSent,
  markWithdrawalSigned,
  nextStoredNonce,
  orphanDeposit,
  recordChainDeposit,
  replaceWithdrawalPayout,
  type WalletEnv,
} from './settlement.service.ts';
export { moveAllEarningsToOwner, storeOrderNet } from './earnings.service.ts';
export { lockWalletForClosure, retireWalletTokens, walletAtClosure } from './closure.service.ts';
export { walletOfUser } from './operator-view.service.ts';
// The proof of reserves reads these addresses' balances on the chain.
export { fundedDepositAddresses } from './wallet.repository.ts';
export { walletParameterCodes, walletParameterDefaults } from './wallet.settings.ts';
