// The operator's review queues (deposits, withdrawals, refunds, store applications, verifications,
// loan applications): a titled list of records waiting for a decision, each row's facts beside
// approve / reject, which take the reason the user reads.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { DecisionKind } from '../../domain/operator/reasons.ts';
import { emptyState, muted, section, sectionTitle, skeleton } from '../styles/ui.css.ts';
import { DecisionButtons, type DecisionReason } from './decision-buttons.tsx';
import * as css from './decision-queue.css.ts';

export function DecisionQueue<Row>({
  id,
  title,
  rows,
  pending,
  kind,
  rowKey,
  rowTestId,
  canWrite = true,
  deciding,
  subject,
  context,
  onDecide,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  rows: readonly Row[];
  pending: boolean;
  kind: DecisionKind;
  rowKey: (row: Row) => string;
  rowTestId?: string;
  /** Without it (roles that read but do not decide) the queue is shown with no decision buttons. */
  canWrite?: boolean;
  /** Whether a row's buttons wait for a decision under way. */
  deciding: (row: Row) => boolean;
  /** Who or what is decided, named in the dialog. */
  subject: (row: Row) => string;
  /** What the operator decides on, repeated in the dialog. */
  context?: (row: Row) => ReactNode;
  onDecide: (row: Row, decision: 'approve' | 'reject', reason: DecisionReason) => void;
  /** The facts of a row, one block a line. */
  children: (row: Row) => ReactNode;
}) {
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
      {pending ? (
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
                  disabled={deciding(row)}
                  kind={kind}
                  subject={subject(row)}
                  context={context?.(row)}
                  onDecide={(decision, reason) => onDecide(row, decision, reason)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
