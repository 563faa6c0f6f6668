// The buyer's refund or return request on a seller's order card, and the store's answer.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import * as formCss from '../../../components/form.css.ts';
import { UploadedImage } from '../../../components/uploaded-image.tsx';
import { Usd } from '../../../components/usd.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { platformTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import { useOrderText } from '../index.ts';
import { useAnswerRefund } from './api/answer-refund.ts';
import type { useSellerOrders } from './api/list-seller-orders.ts';
import * as css from '../../../components/backoffice/panel.css.ts';

export type SellerOrder = NonNullable<
  ReturnType<typeof useSellerOrders>['data']
>['pageList'][number];

/** The buyer's refund or return request on the order card, and the store's answer. */
export function RefundRequest({ order }: { order: SellerOrder }) {
  const { t } = useLingui();
  const text = useOrderText();
  const answer = useAnswerRefund();
  const key = useRef(newIdempotencyKey());
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const refund = order.refund!;
  const canAccept = order.events.includes('approveRefund');
  const canDispute = order.events.includes('disputeRefund');
  const fail = (failure: Error) =>
    setError(failure instanceof ApiError && failure.message ? failure.message : t`Submit failed`);
  return (
    <div className={css.notice} data-testid="refund-request">
      <p>
        <strong>
          {refund.type === 'return' ? (
            <Trans>Return requested</Trans>
          ) : (
            <Trans>Refund requested</Trans>
          )}
        </strong>{' '}
        · {text.returnReason(refund.reason)} · {platformTime(refund.requestTime)} ·{' '}
        <Trans>
          Amount: <Usd value={order.total} />
        </Trans>
      </p>
      {refund.content ? (
        <p>
          <bdi>{refund.content}</bdi>
        </p>
      ) : null}
      {refund.imgUrls.length > 0 ? (
        <div className={css.actions}>
          {/* Refund photos are private: fetched with the store owner's session. */}
          {refund.imgUrls.map((url, index) => (
            <UploadedImage
              key={url}
              className={css.refundPhoto}
              src={url}
              alt={t`Photo ${index + 1}`}
            />
          ))}
        </div>
      ) : null}
      {refund.dispute ? (
        <p>
          <Trans>
            You disputed it: <bdi>{refund.dispute}</bdi>. The platform decides.
          </Trans>
        </p>
      ) : null}
      {error ? (
        <p className={formCss.formError} role="alert">
          {error}
        </p>
      ) : null}
      {disputing ? (
        <div className={formCss.form}>
          <label className={formCss.label} htmlFor={`dispute-${order.orderId}`}>
            <Trans>Why you dispute it (the buyer and the platform read this)</Trans>
          </label>
          <textarea
            id={`dispute-${order.orderId}`}
            className={formCss.textarea}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className={css.actions}>
            <button
              type="button"
              className={button.primary}
              disabled={answer.isPending}
              onClick={() => {
                if (!reason.trim()) return setError(t`Write why you dispute the request`);
                setError('');
                answer.mutate(
                  { orderId: order.orderId, answer: 'dispute', reason: reason.trim() },
                  { onSuccess: () => toastInfo(t`Sent to the platform`), onError: fail },
                );
              }}
            >
              <Trans>Send the dispute</Trans>
            </button>
            <button type="button" className={button.secondary} onClick={() => setDisputing(false)}>
              <Trans>Back</Trans>
            </button>
          </div>
        </div>
      ) : canAccept || canDispute ? (
        <div className={css.actions}>
          {canAccept ? (
            <button
              type="button"
              className={button.primary}
              disabled={answer.isPending}
              onClick={() =>
                answer.mutate(
                  { orderId: order.orderId, answer: 'accept', idempotencyKey: key.current },
                  {
                    onSuccess: () => {
                      key.current = newIdempotencyKey();
                      toastInfo(t`Refund paid to the buyer`);
                    },
                    onError: fail,
                  },
                )
              }
            >
              <Trans>Accept and refund</Trans>
            </button>
          ) : null}
          {canDispute ? (
            <button type="button" className={button.secondary} onClick={() => setDisputing(true)}>
              <Trans>Dispute</Trans>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
