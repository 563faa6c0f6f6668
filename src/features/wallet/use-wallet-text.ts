// Wallet texts in the current language: record states and types, and a refused call's text.
import { useLingui } from '@lingui/react/macro';
import { refusalText } from './refusal-text.ts';

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

  const errorText = (error: unknown) => refusalText(error, t`Submit failed`);

  return { state, detail, movement, method, errorText };
}
