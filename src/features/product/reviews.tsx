// The reviews section of a product (evaluation!list and evaluation!countType): filters per written
// tier with their counts, the system's default good reviews as a filter and count of their own
// (never among the good ones), the real list (possibly empty) with the verified-purchase mark,
// pictures that open large, the store's reply, and paging.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { EvaluationItem, ReviewRating } from '../../../domain/api/catalog.ts';
import {
  evaluationCountTypeQueryOptions,
  evaluationListQueryOptions,
  ProductImage,
} from '../catalog/index.ts';
import { localTime } from '../../lib/time.ts';
import { button, chip, emptyState, muted, skeleton, toolbar } from '../../styles/ui.css.ts';
import * as css from './product.css.ts';

const ReviewLightbox = lazy(() => import('./review-lightbox.tsx'));

type Filter = 'all' | ReviewRating | 'default' | 'images';

function RatingLabel({ rating }: { rating: ReviewRating }) {
  if (rating === 'good') return <Trans>Good</Trans>;
  if (rating === 'medium') return <Trans>Medium</Trans>;
  return <Trans>Bad</Trans>;
}

function Review({ item }: { item: EvaluationItem }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <li className={css.review}>
      <div className={css.reviewHead}>
        <strong>
          <bdi>{item.userName}</bdi>
        </strong>
        {item.isDefault ? (
          <span className={css.ratingBadge}>
            <Trans>Default review</Trans>
          </span>
        ) : (
          <span className={css.ratingBadge}>
            <RatingLabel rating={item.rating} />
          </span>
        )}
        {item.verified && (
          <span className={css.verified}>
            <Trans>✓ Verified purchase</Trans>
          </span>
        )}
        {item.checkAttrName && <span className={muted}>{item.checkAttrName}</span>}
        <time className={muted}>
          <bdi dir="ltr">{localTime(item.createTime)}</bdi>
        </time>
      </div>
      {item.isDefault ? (
        <p className={muted}>
          <Trans>Default good review: the buyer did not write a review in time.</Trans>
        </p>
      ) : (
        item.content && <p dir="auto">{item.content}</p>
      )}
      {item.imgUrls.length > 0 && (
        <ul className={css.reviewImages}>
          {item.imgUrls.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className={css.reviewImageButton}
                aria-label={t`Open review picture ${index + 1} of ${item.imgUrls.length}`}
                onClick={() => setOpen(index)}
              >
                <ProductImage src={url} alt="" className={css.reviewImage} size={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {item.reply && (
        <p className={css.storeReply} dir="auto">
          <strong>
            <Trans>Store reply:</Trans>
          </strong>{' '}
          {item.reply}
        </p>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <ReviewLightbox
            urls={item.imgUrls}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </li>
  );
}

export function Reviews({ sellerGoodsId }: { sellerGoodsId: string }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<Filter>('all');
  const [pageSize, setPageSize] = useState(10);
  const counts = useQuery(evaluationCountTypeQueryOptions({ sellerGoodsId }));
  const list = useQuery(
    evaluationListQueryOptions({
      sellerGoodsId,
      rating: filter === 'all' || filter === 'images' ? undefined : filter,
      withImages: filter === 'images' ? true : undefined,
      pageNum: 1,
      pageSize,
    }),
  );
  const filters: Array<{ key: Filter; label: string; count?: number }> = [
    { key: 'all', label: t`All`, count: counts.data?.all },
    { key: 'good', label: t`Good`, count: counts.data?.good },
    { key: 'medium', label: t`Medium`, count: counts.data?.medium },
    { key: 'bad', label: t`Bad`, count: counts.data?.bad },
    { key: 'default', label: t`Default reviews`, count: counts.data?.defaults },
    { key: 'images', label: t`With pictures`, count: counts.data?.withImages },
  ];
  return (
    <>
      <div className={toolbar} role="group" aria-label={t`Filter reviews`}>
        {filters.map((item) => (
          <button
            key={item.key}
            type="button"
            className={chip}
            aria-pressed={filter === item.key}
            onClick={() => {
              setFilter(item.key);
              setPageSize(10);
            }}
          >
            {item.label}
            {item.count !== undefined && (
              <span style={{ marginInlineStart: '4px' }}>
                (<bdi>{item.count}</bdi>)
              </span>
            )}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <div className={skeleton} style={{ height: '120px' }} aria-busy="true" />
      ) : list.isError ? (
        <p className={emptyState}>
          <Trans>Reviews could not be loaded.</Trans>
        </p>
      ) : list.data.pageList.length === 0 ? (
        <p className={emptyState}>
          <Trans>No reviews yet.</Trans>
        </p>
      ) : (
        <>
          <ul className={css.reviewList}>
            {list.data.pageList.map((item) => (
              <Review key={item.id} item={item} />
            ))}
          </ul>
          {list.data.pageInfo.totalElements > list.data.pageList.length && (
            <p>
              <button
                type="button"
                className={button.secondary}
                onClick={() => setPageSize((size) => Math.min(size + 10, 100))}
              >
                <Trans>More reviews</Trans>
              </button>
            </p>
          )}
        </>
      )}
    </>
  );
}
