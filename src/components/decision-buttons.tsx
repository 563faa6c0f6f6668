// Approve / reject buttons of the operator's review lists (deposits, withdrawals, refunds, store
// applications). Each opens a dialog: approving asks for confirmation and an optional note;
// rejecting needs a reason (a standard one, which the user reads in their own language, or
// "other" with the operator's own words).
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { DecisionKind, ReasonCode } from '../../domain/operator/reasons.ts';
import { button } from '../styles/ui.css.ts';
import { ReasonDialog } from './reason-dialog.tsx';

type Decision = 'approve' | 'reject';

export interface DecisionReason {
  reasonCode?: ReasonCode | undefined;
  reason?: string | undefined;
}

export function DecisionButtons({
  className,
  disabled,
  kind,
  subject,
  context,
  onDecide,
}: {
  className: string;
  disabled: boolean;
  kind: DecisionKind;
  /** What is decided on, named in the dialog (serial number, store name...). */
  subject: string;
  /** What the operator decides on, shown in the dialog (amount, user, method...). */
  context?: ReactNode;
  onDecide: (decision: Decision, reason: DecisionReason) => void;
}) {
  const [open, setOpen] = useState<Decision | null>(null);
  return (
    <div className={className}>
      <button
        type="button"
        className={button.primary}
        disabled={disabled}
        onClick={() => setOpen('approve')}
      >
        <Trans>Approve</Trans>
      </button>
      <button
        type="button"
        className={button.secondary}
        disabled={disabled}
        onClick={() => setOpen('reject')}
      >
        <Trans>Reject</Trans>
      </button>
      {open ? (
        <ReasonDialog
          kind={kind}
          required={open === 'reject'}
          title={
            open === 'approve' ? (
              <Trans>
                Approve <bdi>{subject}</bdi>?
              </Trans>
            ) : (
              <Trans>
                Reject <bdi>{subject}</bdi>
              </Trans>
            )
          }
          confirmLabel={open === 'approve' ? <Trans>Approve</Trans> : <Trans>Reject</Trans>}
          onCancel={() => setOpen(null)}
          onConfirm={(reason) => {
            const decision = open;
            setOpen(null);
            onDecide(decision, reason);
          }}
        >
          {context}
        </ReasonDialog>
      ) : null}
    </div>
  );
}
