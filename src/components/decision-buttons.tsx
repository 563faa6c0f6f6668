// Approve / reject buttons of the operator's review lists (deposits, withdrawals, refunds).
import { Trans } from '@lingui/react/macro';
import { button } from '../styles/ui.css.ts';

type Decision = 'approve' | 'reject';

export function DecisionButtons({
  className,
  disabled,
  onDecide,
}: {
  className: string;
  disabled: boolean;
  onDecide: (decision: Decision) => void;
}) {
  return (
    <div className={className}>
      <button
        type="button"
        className={button.primary}
        disabled={disabled}
        onClick={() => onDecide('approve')}
      >
        <Trans>Approve</Trans>
      </button>
      <button
        type="button"
        className={button.secondary}
        disabled={disabled}
        onClick={() => onDecide('reject')}
      >
        <Trans>Reject</Trans>
      </button>
    </div>
  );
}
