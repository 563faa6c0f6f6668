// `/userInfo/order-return?id=`: a refund (paid, not shipped) or return (within 7 days after
// receipt) request: a reason from the spec's list, a description and up to 9 photos, each
// uploaded at once with a progress bar. Submitting waits until every photo has finished.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { returnReasons, type ReturnReason } from '../../../../domain/orders/order-status.ts';
import * as formCss from '../../../components/form.css.ts';
import { PhotoPicker, usePhotoUploads } from '../../../components/photo-picker.tsx';
import { toastInfo } from '../../../lib/toast.ts';
import { button, emptyState, muted, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import { useOrder } from '../api/get-order.ts';
import { useRequestReturn } from '../api/request-return.ts';
import { useOrderText } from '../use-order-text.ts';

const MAX_PHOTOS = 9;

export function OrderReturn({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const text = useOrderText();
  const navigate = useNavigate();
  const order = useOrder(orderId);
  const request = useRequestReturn();
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [content, setContent] = useState('');
  const photos = usePhotoUploads('order', MAX_PHOTOS);
  const [error, setError] = useState('');
  const uploading = photos.uploading;

  const submit = () => {
    if (uploading) {
      setError(t`Photos are still uploading, please wait`);
      return;
    }
    if (!reason) {
      setError(t`Please choose a reason`);
      return;
    }
    setError('');
    request.mutate(
      {
        orderId,
        reason,
        content: content.trim(),
        imgUrls: photos.urls,
      },
      {
        onSuccess: () => {
          toastInfo(t`Your request has been submitted`);
          void navigate({ to: '/userInfo/order-detail', search: { id: orderId } });
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  if (order.isPending)
    return (
      <section className={section} aria-busy="true">
        <div className={skeleton} style={{ height: '240px' }} />
      </section>
    );
  if (order.isError)
    return (
      <section className={section}>
        <p className={emptyState} role="alert">
          {order.error.message}
        </p>
      </section>
    );
  const info = order.data.orderInfo;
  const allowed = info.actions.includes('refund');
  const isReturn = info.status >= 3;

  return (
    <section className={section} aria-labelledby="return-title">
      <h1 id="return-title" className={pageTitle}>
        {isReturn ? <Trans>Request a return</Trans> : <Trans>Request a refund</Trans>}
      </h1>
      <p className={muted}>
        <Trans>
          Order <bdi dir="ltr">{info.serialNumber}</bdi> · {info.seller.name}
        </Trans>
      </p>
      {!allowed ? (
        <div className={emptyState} role="status">
          <p>
            <Trans>This order cannot be refunded or returned now.</Trans>
          </p>
          <p>
            <Link to="/userInfo/order-detail" search={{ id: orderId }} className={button.secondary}>
              <Trans>Order details</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <form
          className={formCss.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className={formCss.hint}>
            {isReturn ? (
              <Trans>Returns are accepted within 7 days after receipt.</Trans>
            ) : (
              <Trans>A refund is possible until the order ships.</Trans>
            )}
          </p>
          <label className={formCss.field}>
            <span className={formCss.label}>
              <Trans>Reason</Trans>
            </span>
            <select
              className={formCss.input}
              value={reason}
              required
              onChange={(event) => {
                setReason(event.target.value as ReturnReason);
                setError('');
              }}
              data-testid="return-reason"
            >
              <option value="">{t`Choose a reason`}</option>
              {returnReasons.map((value) => (
                <option key={value} value={value}>
                  {text.returnReason(value)}
                </option>
              ))}
            </select>
          </label>
          <label className={formCss.field}>
            <span className={formCss.label}>
              <Trans>Description</Trans>
            </span>
            <textarea
              className={formCss.textarea}
              maxLength={500}
              value={content}
              onChange={(event) => setContent(event.target.value)}
            />
          </label>
          <PhotoPicker uploads={photos} max={MAX_PHOTOS} testId="return-photo-input" />
          {error ? (
            <p className={formCss.fieldError} role="alert">
              {error}
            </p>
          ) : null}
          <div style={{ display: 'flex', gap: '8px', flexWrap: 'wrap' }}>
            <button
              type="submit"
              className={button.primary}
              disabled={uploading || request.isPending}
              data-testid="return-submit"
            >
              {uploading ? <Trans>Uploading…</Trans> : <Trans>Submit request</Trans>}
            </button>
            <Link to="/userInfo/order-detail" search={{ id: orderId }} className={button.secondary}>
              <Trans>Cancel</Trans>
            </Link>
          </div>
        </form>
      )}
    </section>
  );
}
