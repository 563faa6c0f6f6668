// The words of merchant credit in the reader's language: loan and verification states, repayment
// methods, percentages written from the fractions the server sends.
import { useLingui } from '@lingui/react/macro';
import { D } from '../../../domain/money.ts';

/** "0.03" -> "3" (percent, without trailing zeros). */
export function percent(fraction: string): string {
  return new D(fraction).times(100).toFixed();
}

export function useCreditText() {
  const { t } = useLingui();
  const loanStatus: Record<string, string> = {
    reviewing: t`Under review`,
    loaned: t`Loaned`,
    overdue: t`Overdue`,
    repaid: t`Repaid`,
    failed: t`Not approved (you may apply again)`,
  };
  const kycStatus: Record<string, string> = {
    none: t`Not verified`,
    pending: t`Waiting for review`,
    approved: t`Verified`,
    rejected: t`Not approved`,
  };
  const repayment = (kind: string, everyDays: number, sharePercent: string): string =>
    kind === 'instalments'
      ? t`Equal instalments every ${everyDays} days`
      : kind === 'salesShare'
        ? t`${sharePercent}% of each store sale until repaid; the rest at the end of the term`
        : t`One repayment at the end of the term`;
  return { loanStatus, kycStatus, repayment };
}
