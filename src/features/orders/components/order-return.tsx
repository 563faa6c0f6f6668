// `/userInfo/order-return?id=`: a refund (paid, not shipped) or return (within 7 days after
// receipt) request: a reason from the spec's list, a description and up to 9 photos, each
// uploaded at once with a progress bar. Submitting waits until every photo has finished.
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { OrderInfo } from '../../../../domain/api/order.ts';
import { returnReasons, type ReturnReason } from '../../../../domain/orders/order-status.ts';
import * as formCss from '../../../components/form.css.ts';
import { PhotoPicker, usePhotoUploads } from '../../../components/photo-picker.tsx';
import { toastInfo } from '../../../lib/toast.ts';
import { useRequestReturn } from '../api/request-return.ts';
import { useOrderText } from '../use-order-text.ts';
import { OrderForm, OrderFormFrame } from './order-form-frame.tsx';

const MAX_PHOTOS = 9;

/** Once received, the request is a return of the goods; before that, a refund. */
const afterReceipt = (info: OrderInfo) => info.status >= 3;

export function OrderReturn({ orderId }: { orderId: string }) {
  return (
    <OrderFormFrame
      orderId={orderId}
      titleId="return-title"
      title={(info) =>
        afterReceipt(info) ? <Trans>Request a return</Trans> : <Trans>Request a refund</Trans>
      }
      applies={(info) => info.actions.includes('refund')}
      notNow={<Trans>This order cannot be refunded or returned now.</Trans>}
    >
      {(info) => <ReturnForm orderId={orderId} isReturn={afterReceipt(info)} />}
    </OrderFormFrame>
  );
}

function ReturnForm({ orderId, isReturn }: { orderId: string; isReturn: boolean }) {
  const { t } = useLingui();
  const text = useOrderText();
  const navigate = useNavigate();
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

  return (
    <OrderForm
      orderId={orderId}
      onSubmit={submit}
      error={error}
      uploading={uploading}
      busy={request.isPending}
      submitLabel={<Trans>Submit request</Trans>}
      submitTestId="return-submit"
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
    </OrderForm>
  );
}
