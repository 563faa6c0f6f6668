// The operator's refund and return requests with approve and reject (the platform starts refunds
// manually, SPEC.md section 4); each decision is logged on the order with its time.
import { Trans, useLingui } from '@lingui/react/macro';
import { DecisionQueue } from '../../../components/decision-queue.tsx';
import { Usd } from '../../../components/usd.tsx';
import { UploadedImage } from '../../../components/uploaded-image.tsx';
import { platformTime } from '../../../lib/time.ts';
import { muted } from '../../../styles/ui.css.ts';
import { useDecideRefund, usePendingRefunds } from '../api/admin-refunds.ts';
import { useOrderText } from '../use-order-text.ts';
import * as css from './orders.css.ts';

export function AdminRefunds({ canWrite }: { canWrite: boolean }) {
  const { t } = useLingui();
  const text = useOrderText();
  return (
    <DecisionQueue
      id="refund-review"
      title={<Trans>Refund and return requests</Trans>}
      queue={usePendingRefunds()}
      decide={useDecideRefund()}
      kind="refund"
      canWrite={canWrite}
      rowKey={(order) => order.orderId}
      subject={(order) => order.serialNumber}
    >
      {(order) => (
        <>
          <div>
            <strong>
              <Usd value={order.total} />
            </strong>{' '}
            · {order.buyer} · {order.seller.name}
          </div>
          <div className={muted}>
            {order.serialNumber} ·{' '}
            {order.refund?.type === 'return' ? <Trans>Return</Trans> : <Trans>Refund</Trans>} ·{' '}
            {order.refund ? text.returnReason(order.refund.reason) : ''} ·{' '}
            {order.refund ? platformTime(order.refund.requestTime) : ''}
          </div>
          {order.refund?.content ? <p>{order.refund.content}</p> : null}
          {order.refund?.dispute ? (
            <p>
              <Trans>
                The store disputes it: <bdi>{order.refund.dispute}</bdi>
              </Trans>
            </p>
          ) : null}
          {order.refund && order.refund.imgUrls.length > 0 ? (
            <div className={css.reviewPhotos}>
              {order.refund.imgUrls.map((url, index) => (
                <UploadedImage
                  key={url}
                  className={css.refundPhoto}
                  src={url}
                  alt={t`Photo ${index + 1}`}
                />
              ))}
            </div>
          ) : null}
        </>
      )}
    </DecisionQueue>
  );
}
