// `/userInfo/order-return?id=`: a refund (paid, not shipped) or return (within 7 days after
// receipt) request: a reason from the spec's list, a description and up to 9 photos, each
// uploaded at once with a progress bar. Submitting waits until every photo has finished.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { returnReasons, type ReturnReason } from '../../../../domain/orders/order-status.ts';
import { uploadModules } from '../../../../domain/api/upload.ts';
import * as formCss from '../../../components/form.css.ts';
import { toastInfo } from '../../../lib/toast.ts';
import {
  button,
  emptyState,
  muted,
  pageTitle,
  section,
  skeleton,
  visuallyHidden,
} from '../../../styles/ui.css.ts';
import { useOrder } from '../api/get-order.ts';
import { useRequestReturn } from '../api/request-return.ts';
import { uploadImage } from '../../../lib/upload-image.ts';
import { useOrderText } from '../use-order-text.ts';
import * as css from './orders.css.ts';

const MAX_PHOTOS = 9;
const MAX_BYTES = uploadModules.order;
const ACCEPT = 'image/jpeg,image/png,image/webp';

interface Photo {
  key: string;
  preview: string;
  progress: number;
  url: string | null;
  error: string | null;
}

export function OrderReturn({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const text = useOrderText();
  const navigate = useNavigate();
  const order = useOrder(orderId);
  const request = useRequestReturn();
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [content, setContent] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [error, setError] = useState('');
  const uploads = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const uploading = photos.some((photo) => photo.url === null && photo.error === null);

  const patch = (key: string, change: Partial<Photo>) =>
    setPhotos((current) => current.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const addFiles = (files: FileList | null) => {
    if (!files) return;
    const room = MAX_PHOTOS - photos.length;
    const chosen = Array.from(files).slice(0, Math.max(0, room));
    if (files.length > room) setError(t`At most ${MAX_PHOTOS} photos`);
    for (const file of chosen) {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const preview = URL.createObjectURL(file);
      if (file.size > MAX_BYTES) {
        setPhotos((current) => [
          ...current,
          {
            key,
            preview,
            progress: 0,
            url: null,
            error: t`The picture is too large (at most 10 MB)`,
          },
        ]);
        continue;
      }
      setPhotos((current) => [...current, { key, preview, progress: 0, url: null, error: null }]);
      const controller = new AbortController();
      uploads.current.set(key, controller);
      uploadImage(
        file,
        'order',
        (fraction) => patch(key, { progress: fraction }),
        controller.signal,
      )
        .then((url) => patch(key, { url, progress: 1 }))
        .catch((failure: Error) => patch(key, { error: failure.message || t`Image upload failed` }))
        .finally(() => uploads.current.delete(key));
    }
  };

  const removePhoto = (photo: Photo) => {
    uploads.current.get(photo.key)?.abort();
    URL.revokeObjectURL(photo.preview);
    setPhotos((current) => current.filter((p) => p.key !== photo.key));
  };

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
        imgUrls: photos.flatMap((photo) => (photo.url ? [photo.url] : [])),
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
          <div className={formCss.field}>
            <span className={formCss.label} id="return-photos">
              <Trans>
                Photos (<bdi>{photos.length}</bdi>/<bdi>{MAX_PHOTOS}</bdi>)
              </Trans>
            </span>
            <ul className={css.photos} aria-labelledby="return-photos">
              {photos.map((photo, index) => (
                <li key={photo.key} className={css.photo}>
                  <img className={css.photoImage} src={photo.preview} alt={t`Photo ${index + 1}`} />
                  {photo.url === null && photo.error === null ? (
                    <progress
                      className={css.progress}
                      max={100}
                      value={Math.round(photo.progress * 100)}
                      aria-label={t`Uploading photo ${index + 1}`}
                    />
                  ) : null}
                  {photo.error ? (
                    <span role="alert" className={visuallyHidden}>
                      {photo.error}
                    </span>
                  ) : null}
                  <button
                    type="button"
                    className={css.photoRemove}
                    aria-label={t`Remove photo ${index + 1}`}
                    onClick={() => removePhoto(photo)}
                  >
                    ×
                  </button>
                </li>
              ))}
              {photos.length < MAX_PHOTOS ? (
                <li>
                  <label className={css.addPhoto}>
                    <input
                      type="file"
                      accept={ACCEPT}
                      multiple
                      className={visuallyHidden}
                      onChange={(event) => {
                        addFiles(event.target.files);
                        event.target.value = '';
                      }}
                      data-testid="return-photo-input"
                    />
                    <Trans>Add photos</Trans>
                  </label>
                </li>
              ) : null}
            </ul>
            {photos.some((photo) => photo.error) ? (
              <span className={formCss.fieldError}>
                <Trans>Some photos could not be uploaded; remove them and try again.</Trans>
              </span>
            ) : null}
          </div>
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
