// `/userInfo/order-evaluation?orderId=`: the buyer reviews every line of a received order: a
// rating tier, a text of up to 500 characters and up to 9 photos per line, each photo uploading at
// once with its own progress. Submitting waits until every photo has finished; the lines are sent
// together (evaluation!addList), so the order is reviewed in one step or not at all.
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ReviewRating } from '../../../../domain/api/catalog.ts';
import type { OrderItem } from '../../../../domain/api/order.ts';
import { REVIEW_MAX_IMAGES, REVIEW_MAX_TEXT } from '../../../../domain/catalog/reviews.ts';
import { OrderStatus } from '../../../../domain/orders/order-status.ts';
import * as formCss from '../../../components/form.css.ts';
import { OrderLine } from '../../../components/order-line.tsx';
import { PhotoPicker, usePhotoUploads } from '../../../components/photo-picker.tsx';
import { toastInfo } from '../../../lib/toast.ts';
import { useAddReviews } from '../api/add-reviews.ts';
import { OrderForm, OrderFormFrame } from './order-form-frame.tsx';
import * as css from './orders.css.ts';

interface LineState {
  rating: ReviewRating;
  content: string;
  urls: string[];
  uploading: boolean;
  failed: boolean;
}

const initialLine: LineState = {
  rating: 'good',
  content: '',
  urls: [],
  uploading: false,
  failed: false,
};

function LineReviewFields({
  item,
  index,
  value,
  onChange,
}: {
  item: OrderItem;
  index: number;
  value: LineState;
  onChange: (change: Partial<LineState>) => void;
}) {
  const { t } = useLingui();
  const photos = usePhotoUploads('evaluation', REVIEW_MAX_IMAGES);
  const { uploading, failed, urls } = photos;
  const urlKey = urls.join('\n');
  // The parent submits; it learns of each line's photos as they finish.
  useEffect(() => {
    onChange({ uploading, failed, urls: urlKey ? urlKey.split('\n') : [] });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onChange is a fresh closure per render
  }, [uploading, failed, urlKey]);
  const ratings: Array<{ value: ReviewRating; label: string }> = [
    { value: 'good', label: t`Good` },
    { value: 'medium', label: t`Medium` },
    { value: 'bad', label: t`Bad` },
  ];
  return (
    <fieldset className={css.reviewLine} data-testid={`review-line-${index}`}>
      <legend className={formCss.label}>
        <Trans>
          Item <bdi>{index + 1}</bdi>: {item.name}
        </Trans>
      </legend>
      <ul className={css.reviewLineGoods}>
        <OrderLine item={item} />
      </ul>
      <div className={formCss.field} role="radiogroup" aria-label={t`Rating`}>
        <span className={formCss.label} aria-hidden="true">
          <Trans>Rating</Trans>
        </span>
        <div className={css.ratingChoices}>
          {ratings.map((rating) => (
            <label key={rating.value} className={css.ratingChoice}>
              <input
                type="radio"
                name={`rating-${item.id}`}
                value={rating.value}
                checked={value.rating === rating.value}
                onChange={() => onChange({ rating: rating.value })}
              />
              {rating.label}
            </label>
          ))}
        </div>
      </div>
      <label className={formCss.field}>
        <span className={formCss.label}>
          <Trans>Your review</Trans>
        </span>
        <textarea
          className={formCss.textarea}
          maxLength={REVIEW_MAX_TEXT}
          value={value.content}
          onChange={(event) => onChange({ content: event.target.value })}
          data-testid={`review-text-${index}`}
        />
        <span className={formCss.hint}>
          <Trans>
            <bdi>{value.content.length}</bdi>/<bdi>{REVIEW_MAX_TEXT}</bdi> characters
          </Trans>
        </span>
      </label>
      <PhotoPicker uploads={photos} max={REVIEW_MAX_IMAGES} testId={`review-photos-${index}`} />
    </fieldset>
  );
}

export function OrderReview({ orderId }: { orderId: string }) {
  return (
    <OrderFormFrame
      orderId={orderId}
      titleId="review-title"
      title={() => <Trans>Review your order</Trans>}
      applies={(info) => info.status === OrderStatus.toBeReviewed}
      notNow={<Trans>This order cannot be reviewed now.</Trans>}
    >
      {(info) => <ReviewForm orderId={orderId} items={info.items} />}
    </OrderFormFrame>
  );
}

function ReviewForm({ orderId, items }: { orderId: string; items: OrderItem[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const add = useAddReviews();
  const [lines, setLines] = useState<Record<string, LineState>>({});
  const [error, setError] = useState('');
  const lineOf = (itemId: string): LineState => lines[itemId] ?? initialLine;
  const uploading = items.some((item) => lineOf(item.id).uploading);
  const failed = items.some((item) => lineOf(item.id).failed);

  const submit = () => {
    if (uploading) {
      setError(t`Photos are still uploading, please wait`);
      return;
    }
    if (failed) {
      setError(t`Some photos could not be uploaded; remove them and try again.`);
      return;
    }
    setError('');
    add.mutate(
      {
        orderId,
        items: items.map((item) => {
          const line = lineOf(item.id);
          return {
            orderItemId: item.id,
            rating: line.rating,
            content: line.content.trim(),
            imgUrls: line.urls,
          };
        }),
      },
      {
        onSuccess: () => {
          toastInfo(t`Thank you, your review is published`);
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
      busy={add.isPending}
      submitLabel={<Trans>Publish review</Trans>}
      submitTestId="review-submit"
    >
      <p className={formCss.hint}>
        <Trans>
          Your review is shown on the product page with a verified-purchase mark. Your name is shown
          shortened.
        </Trans>
      </p>
      {items.map((item, index) => (
        <LineReviewFields
          key={item.id}
          item={item}
          index={index}
          value={lineOf(item.id)}
          onChange={(change) =>
            setLines((current) => ({
              ...current,
              [item.id]: { ...(current[item.id] ?? initialLine), ...change },
            }))
          }
        />
      ))}
    </OrderForm>
  );
}
