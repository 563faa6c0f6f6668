// The operator's review queues (deposits, withdrawals, refunds, store applications, verifications,
// loan applications): a titled list of records waiting for a decision, each row's facts beside
// approve / reject, which take the reason the user reads. The queue sends the decision itself: a
// row's buttons wait while its decision is under way, and a decision made is confirmed in a toast.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { DecisionKind } from '../../domain/operator/reasons.ts';
import { toastInfo } from '../lib/toast.ts';
import { emptyState, muted, section, sectionTitle, skeleton } from '../styles/ui.css.ts';
import { DecisionButtons, type DecisionReason } from './decision-buttons.tsx';
import * as css from './decision-queue.css.ts';

/** A decision on one record of a queue: the record's id, approve or reject, and the reason. */
export type Decision = { id: string; decision: 'approve' | 'reject' } & DecisionReason;

/** The call that records a decision (a mutation of the queue's feature). */
export interface DecisionCall {
  mutate(decision: Decision, options: { onSuccess: () => void; onSettled: () => void }): void;
}

export function DecisionQueue<Row>({
  id,
  title,
  queue,
  kind,
  rowKey,
  rowTestId,
  canWrite = true,
  decide,
  subject,
  context,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** The read of the records waiting, a page of them. */
  queue: { data?: { pageList: readonly Row[] } | undefined; isPending: boolean };
  kind: DecisionKind;
  /** A record's id: the row's key and the `id` its decision is sent with. */
  rowKey: (row: Row) => string;
  rowTestId?: string;
  /** Without it (roles that read but do not decide) the queue is shown with no decision buttons. */
  canWrite?: boolean;
  decide: DecisionCall;
  /** Who or what is decided, named in the dialog. */
  subject: (row: Row) => string;
  /** What the operator decides on, repeated in the dialog. */
  context?: (row: Row) => ReactNode;
  /** The facts of a row, one block a line. */
  children: (row: Row) => ReactNode;
}) {
  const { t } = useLingui();
  // The record whose decision is under way: its buttons wait until the call settles.
  const [deciding, setDeciding] = useState<string | null>(null);
  const rows = queue.data?.pageList ?? [];
  return (
    <section className={section} aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {!canWrite ? (
        <p className={muted} data-testid="decision-read-only">
          <Trans>
            You can read this queue. Deciding needs a permission your roles do not grant.
          </Trans>
        </p>
      ) : null}
      {queue.isPending ? (
        <div className={skeleton} style={{ height: 80 }} aria-busy="true" />
      ) : rows.length === 0 ? (
        <p className={emptyState}>
          <Trans>Nothing to review</Trans>
        </p>
      ) : (
        <ul className={css.list}>
          {rows.map((row) => (
            <li key={rowKey(row)} className={css.row} data-testid={rowTestId}>
              <div className={css.facts}>{children(row)}</div>
              {canWrite ? (
                <DecisionButtons
                  className={css.actions}
                  disabled={deciding === rowKey(row)}
                  kind={kind}
                  subject={subject(row)}
                  context={context?.(row)}
                  onDecide={(decision, reason) => {
                    setDeciding(rowKey(row));
                    decide.mutate(
                      { id: rowKey(row), decision, ...reason },
                      {
                        onSuccess: () => toastInfo(t`Operation success`),
                        onSettled: () => setDeciding(null),
                      },
                    );
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
