// An order's history and logistics timeline (orderLog!list, oldest first).
import { Trans } from '@lingui/react/macro';
import { LoadError } from '../../../components/page-states.tsx';
import { localTime } from '../../../lib/time.ts';
import { muted, skeleton } from '../../../styles/ui.css.ts';
import { useOrderLogs } from '../api/get-order-logs.ts';
import { useOrderText } from '../use-order-text.ts';
import * as css from './orders.css.ts';

export function Timeline({ orderId }: { orderId: string }) {
  const text = useOrderText();
  const logs = useOrderLogs(orderId);
  if (logs.isPending)
    return <div className={skeleton} style={{ height: '120px' }} aria-busy="true" />;
  if (logs.isError) return <LoadError onRetry={() => void logs.refetch()} />;
  if (logs.data.pageList.length === 0)
    return (
      <p className={muted}>
        <Trans>No history yet.</Trans>
      </p>
    );
  return (
    <ol className={css.timeline} data-testid="order-timeline">
      {logs.data.pageList.map((entry) => (
        <li key={entry.id} className={css.event}>
          <div className={css.eventTitle}>{text.logKind(entry.kind)}</div>
          {entry.carrier || entry.trackingNumber ? (
            <div>
              <Trans>
                Carrier: <bdi>{entry.carrier}</bdi>, tracking number:{' '}
                <bdi dir="ltr">{entry.trackingNumber}</bdi>
              </Trans>
            </div>
          ) : null}
          {entry.remark ? <div className={muted}>{entry.remark}</div> : null}
          <time className={css.eventTime} dateTime={entry.createTime}>
            <bdi dir="ltr">{localTime(entry.createTime)}</bdi>
          </time>
        </li>
      ))}
    </ol>
  );
}
