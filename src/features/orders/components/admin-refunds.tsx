// The operator's refund and return requests with approve and reject (the platform starts refunds
// manually, SPEC.md section 4); each decision is logged on the order with its time.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DecisionButtons, type DecisionReason } from '../../../components/decision-buttons.tsx';
import { Usd } from '../../../components/usd.tsx';
import { localTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { emptyState, muted, section, sectionTitle, skeleton } from '../../../styles/ui.css.ts';
import { useDecideRefund, usePendingRefunds } from '../api/admin-refunds.ts';
import { useOrderText } from '../use-order-text.ts';
import * as css from './orders.css.ts';

export function AdminRefunds() {
  const { t } = useLingui();
  const text = useOrderText();
  const pending = usePendingRefunds();
  const decide = useDecideRefund();
  const [busy, setBusy] = useState('');
  const onDecide = (orderId: string, decision: 'approve' | 'reject', reason: DecisionReason) => {
    setBusy(orderId);
    decide.mutate(
      { orderId, decision, ...reason },
      { onSuccess: () => toastInfo(t`Operation success`), onSettled: () => setBusy('') },
    );
  };
  return (
    <section className={section} aria-labelledby="refund-review">
      <h2 id="refund-review" className={sectionTitle}>
        <Trans>Refund and return requests</Trans>
      </h2>
      {pending.isPending ? (
        <div className={skeleton} style={{ height: 80 }} aria-busy="true" />
      ) : !pending.data || pending.data.pageList.length === 0 ? (
        <p className={emptyState}>
          <Trans>Nothing to review</Trans>
        </p>
      ) : (
        <ul className={css.reviewList}>
          {pending.data.pageList.map((order) => (
            <li key={order.orderId} className={css.reviewRow}>
              <div>
                <strong>
                  <Usd value={order.total} />
                </strong>{' '}
                · {order.buyer} · {order.seller.name}
                <div className={muted}>
                  {order.serialNumber} ·{' '}
                  {order.refund?.type === 'return' ? <Trans>Return</Trans> : <Trans>Refund</Trans>}{' '}
                  · {order.refund ? text.returnReason(order.refund.reason) : ''} ·{' '}
                  {order.refund ? localTime(order.refund.requestTime) : ''}
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
                      <a key={url} href={url} target="_blank" rel="noreferrer">
                        <img src={url} alt={t`Photo ${index + 1}`} width={56} height={56} />
                      </a>
                    ))}
                  </div>
                ) : null}
              </div>
              <DecisionButtons
                className={css.reviewActions}
                disabled={busy === order.orderId}
                kind="refund"
                subject={order.serialNumber}
                onDecide={(decision, reason) => onDecide(order.orderId, decision, reason)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
