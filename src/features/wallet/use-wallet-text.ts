// Wallet texts in the current language: record states and types, and the server's refusals by
// their error key (so every language shows them even where the server only has English).
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../lib/api-client.ts';

export function useWalletText() {
  const { t } = useLingui();

  const state = (value: number) =>
    value === 1 ? t`Success` : value === 2 ? t`Failed` : t`In progress`;

  const detail: Record<string, string> = {
    pending_review: t`Waiting for review`,
    confirming: t`Waiting for confirmations`,
    approved: t`Approved, sending`,
    signed: t`Sending`,
    broadcast: t`Sent, waiting for confirmations`,
    success: t`Success`,
    rejected: t`Rejected`,
    failed: t`Failed, funds returned`,
    orphaned: t`Not credited: the block was replaced`,
    below_minimum: t`Below the minimum deposit, not credited`,
  };

  /** What moved the balance (wallet!history types). */
  const movement: Record<string, string> = {
    deposit: t`Deposit credited`,
    withdraw_hold: t`Withdrawal requested (held)`,
    withdraw_release: t`Withdrawal returned`,
    withdraw_payout: t`Withdrawal paid out`,
    order_pay: t`Order payment`,
    order_refund: t`Order refund`,
    store_transfer: t`From store earnings`,
    loan_disburse: t`Loan paid out`,
    loan_withhold: t`Store sales withheld for your loan`,
    loan_repay: t`Loan repayment`,
  };

  const method: Record<string, string> = {
    chain: t`Blockchain`,
    proof: t`Payment proof`,
    bank: t`Bank card`,
  };

  const byKey: Record<string, string> = {
    'wallet.insufficientBalance': t`Insufficient balance, please deposit`,
    'wallet.amountInvalid': t`Please enter a valid amount`,
    'wallet.amountOutOfRange': t`The amount is outside the limits`,
    'wallet.amountTooPrecise': t`The amount has too many decimals`,
    'wallet.withdrawOutsideTime': t`Withdrawal is not allowed at this time`,
    'wallet.withdrawDailyLimit': t`Beyond the daily number of withdrawals`,
    'wallet.unfinishedOrder': t`You have an unfinished deposit or withdrawal order`,
    'wallet.channelNotOpened': t`This channel is not opened`,
    'wallet.regionNotOpen': t`This payment method is not open in your region`,
    'wallet.addressInvalid': t`The address does not match the network protocol (EIP-55 checksum)`,
    'wallet.addressNotBound': t`Please bind a withdrawal address first`,
    'wallet.addressOnHold': t`The withdrawal address was changed recently; withdrawals are on hold for 24 hours`,
    'wallet.sessionTokenInvalid': t`The page has expired, please try again`,
    'wallet.bankDetailsRequired': t`Bank name and card number are required`,
    'wallet.currencyRequired': t`Please choose a currency first`,
    'wallet.proofRequired': t`Please upload the payment proof`,
    'safeword.wrong': t`Fund password is wrong`,
    'safeword.notSet': t`Please set a fund password first`,
    'auth.lockedMinutes': t`Three wrong entries in a row, please retry in 3 minutes`,
    'auth.lockedToday': t`More than 3 wrong attempts, please retry tomorrow`,
    'upload.failed': t`Image upload failed`,
    'upload.empty': t`Picture is empty`,
    'upload.tooLarge': t`Picture too large`,
    'upload.unsupportedType': t`Only jpeg, png and webp pictures are accepted`,
    'request.idempotencyMismatch': t`Duplicate submission`,
  };

  const errorText = (error: unknown) => {
    if (error instanceof ApiError) {
      if (error.errorKey && byKey[error.errorKey]) return byKey[error.errorKey]!;
      if (error.message) return error.message;
    }
    return t`Submit failed`;
  };

  return { state, detail, movement, method, errorText };
}
