// The console's wallet review: pending deposits and withdrawals with approve and reject (a reason
// required on reject, which the user reads; each decision is in the server's audit log).
import { Trans, useLingui } from '@lingui/react/macro';
import { DecisionQueue } from '../../../components/decision-queue.tsx';
import { UploadedImage } from '../../../components/uploaded-image.tsx';
import { platformTime, wireTimeMs } from '../../../lib/time.ts';
import { muted, pageTitle } from '../../../styles/ui.css.ts';
import { usePending, useReview, type AdminRecord, type ReviewKind } from '../api/admin-review.ts';
import { useRecordChannel } from '../use-record-channel.ts';
import { useWalletText } from '../use-wallet-text.ts';
import * as css from './wallet.css.ts';

/** The queues the operator's roles read, each with whether they may decide it. */
export function AdminReview({
  queues,
}: {
  queues: ReadonlyArray<{ kind: ReviewKind; canWrite: boolean }>;
}) {
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Operator review</Trans>
      </h1>
      {queues.map((queue) => (
        <PendingList key={queue.kind} kind={queue.kind} canWrite={queue.canWrite} />
      ))}
    </>
  );
}

function PendingList({ kind, canWrite }: { kind: ReviewKind; canWrite: boolean }) {
  const { t } = useLingui();
  const channel = useRecordChannel();
  return (
    <DecisionQueue
      id={kind === 'deposit' ? 'deposit-review' : 'withdrawal-review'}
      title={
        kind === 'deposit' ? <Trans>Pending deposits</Trans> : <Trans>Pending withdrawals</Trans>
      }
      queue={usePending(kind)}
      decide={useReview(kind)}
      kind={kind === 'deposit' ? 'deposit' : 'withdrawal'}
      canWrite={canWrite}
      rowKey={(record) => record.id}
      subject={(record) => record.serialNo}
      context={(record) => <RecordContext record={record} kind={kind} />}
    >
      {(record) => (
        <>
          <div>
            <strong>
              {record.amount} {record.currency}
            </strong>{' '}
            · <bdi>{record.username}</bdi> ·{' '}
            <span data-testid="review-channel">{channel(record)}</span>
          </div>
          <div className={muted}>
            {record.serialNo} · {platformTime(record.createTime)}
            {record.address ? ` · ${record.address}` : ''}
            {kind === 'withdraw' ? ` · ${t`Handling fee`} ${record.fee}` : ''}
          </div>
          {record.img ? (
            // A private picture: fetched with the operator's session, never a bare link.
            <UploadedImage className={css.proof} src={record.img} alt={t`Payment certificate`} />
          ) : null}
        </>
      )}
    </DecisionQueue>
  );
}

/** A fiat bank deposit: what the buyer transferred and the rate it was quoted at. */
function FiatTransfer({ record }: { record: AdminRecord }) {
  const { fiatAmount, fiatCurrency, rate, rateTime } = record;
  return (
    <Trans>
      <bdi>
        {fiatAmount} {fiatCurrency}
      </bdi>{' '}
      at 1 USDT = <bdi>{rate}</bdi> {fiatCurrency} (rate of {rateTime})
    </Trans>
  );
}

/** An address bound this close before the withdrawal is flagged (a stolen session's pattern). */
const RECENT_BINDING_MS = 60 * 60_000;

/** What is approved: amount, user, method (card's last four or network and address). */
function RecordContext({ record, kind }: { record: AdminRecord; kind: ReviewKind }) {
  const text = useWalletText();
  const bound = record.addressBoundTime ?? '';
  const gap = wireTimeMs(record.createTime) - wireTimeMs(bound);
  const minutes = Math.max(0, Math.round(gap / 60_000));
  const recent = bound !== '' && gap < RECENT_BINDING_MS;
  return (
    <dl className={css.decisionFacts} data-testid="decision-context">
      <dt>
        <Trans>Amount</Trans>
      </dt>
      <dd>
        <bdi>
          {record.amount} {record.currency}
        </bdi>
        {kind === 'withdraw' ? (
          <>
            {' '}
            <Trans>(handling fee {record.fee})</Trans>
          </>
        ) : null}
      </dd>
      {record.fiatCurrency ? (
        <>
          <dt>
            <Trans>Transferred</Trans>
          </dt>
          <dd data-testid="decision-fiat">
            <FiatTransfer record={record} />
          </dd>
        </>
      ) : null}
      <dt>
        <Trans>User</Trans>
      </dt>
      <dd>
        <bdi>{record.username}</bdi>
      </dd>
      <dt>
        <Trans>Method</Trans>
      </dt>
      <dd>
        {record.bankName ? (
          <Trans>
            Bank card · <bdi>{record.bankName}</bdi> <bdi>{record.cardNumber}</bdi>
          </Trans>
        ) : (
          <>
            {text.method[record.method] ?? record.method} · <bdi>{record.network}</bdi>
          </>
        )}
      </dd>
      {record.address ? (
        <>
          <dt>
            <Trans>Address</Trans>
          </dt>
          <dd className={css.address}>{record.address}</dd>
        </>
      ) : null}
      {bound ? (
        <>
          <dt>
            <Trans>Address bound</Trans>
          </dt>
          <dd>
            {platformTime(bound)}
            {recent ? (
              <strong className={css.flag} data-testid="recent-address">
                {' '}
                <Trans>
                  Bound only {minutes} minutes before this withdrawal: check with the user.
                </Trans>
              </strong>
            ) : null}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
