// The store's written reviews on `/seller`, newest first, with a filter for those still waiting for
// an answer; the store answers each once (the answer shows under the review on the product page).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { StoreEvaluationItem } from '../../../../domain/api/review.ts';
import { REVIEW_REPLY_MAX_TEXT } from '../../../../domain/catalog/reviews.ts';
import * as formCss from '../../../components/form.css.ts';
import { RecordPager } from '../../../components/record-pager.tsx';
import { platformTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import {
  button,
  emptyState,
  muted,
  section,
  sectionTitle,
  skeleton,
} from '../../../styles/ui.css.ts';
import { useReplyToReview, useStoreReviews } from './api/store-reviews.ts';
import * as css from '../../../components/backoffice/panel.css.ts';

function ReplyForm({ evaluationId }: { evaluationId: string }) {
  const { t } = useLingui();
  const id = useId();
  const reply = useReplyToReview();
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  return (
    <form
      className={formCss.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!content.trim()) {
          setError(t`Write your answer first`);
          return;
        }
        setError('');
        reply.mutate(
          { evaluationId, content: content.trim() },
          {
            onSuccess: () => toastInfo(t`Your answer is published`),
            onError: (failure) => setError(failure.message),
          },
        );
      }}
    >
      <label className={formCss.field}>
        <span className={formCss.label}>
          <Trans>Your answer</Trans>
        </span>
        <textarea
          className={formCss.textarea}
          maxLength={REVIEW_REPLY_MAX_TEXT}
          value={content}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setContent(event.target.value)}
        />
      </label>
      {error ? (
        <p id={`${id}-error`} className={formCss.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className={button.secondary} disabled={reply.isPending}>
          <Trans>Publish answer</Trans>
        </button>
      </div>
    </form>
  );
}

function StoreReview({ item }: { item: StoreEvaluationItem }) {
  const { t } = useLingui();
  const ratings = { good: t`Good`, medium: t`Medium`, bad: t`Bad` };
  return (
    <li className={css.card}>
      <p>
        <strong>{item.goodsName}</strong>
      </p>
      <p className={muted}>
        <bdi>{item.userName}</bdi> · {ratings[item.rating]} ·{' '}
        <bdi dir="ltr">{platformTime(item.createTime)}</bdi>
      </p>
      {item.content ? <p dir="auto">{item.content}</p> : null}
      {item.imgUrls.length > 0 ? (
        <p className={muted}>
          <Trans>
            <bdi>{item.imgUrls.length}</bdi> pictures
          </Trans>
        </p>
      ) : null}
      {item.reply ? (
        <p dir="auto">
          <strong>
            <Trans>Your answer:</Trans>
          </strong>{' '}
          {item.reply}
        </p>
      ) : (
        <ReplyForm evaluationId={item.id} />
      )}
    </li>
  );
}

export function StoreReviews() {
  const { t } = useLingui();
  const [unanswered, setUnanswered] = useState(true);
  const [pageNum, setPageNum] = useState(1);
  const reviews = useStoreReviews(unanswered, pageNum);
  if (reviews.isError) return null; // the orders section says why (not a store owner)
  return (
    <section className={section} aria-labelledby="store-reviews-title">
      <h2 id="store-reviews-title" className={sectionTitle}>
        <Trans>Reviews</Trans>
      </h2>
      <div className={css.tabs} role="group" aria-label={t`Show reviews`}>
        {[
          { key: true, label: t`Waiting for your answer` },
          { key: false, label: t`All written reviews` },
        ].map((tab) => (
          <button
            key={String(tab.key)}
            type="button"
            className={css.tab}
            aria-pressed={unanswered === tab.key}
            onClick={() => {
              setUnanswered(tab.key);
              setPageNum(1);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {reviews.isPending ? (
        <div className={skeleton} style={{ height: 160 }} aria-busy="true" />
      ) : reviews.data.pageList.length === 0 ? (
        <p className={emptyState}>
          {unanswered ? (
            <Trans>No review is waiting for an answer.</Trans>
          ) : (
            <Trans>No written reviews yet.</Trans>
          )}
        </p>
      ) : (
        <>
          <ul className={css.list} data-testid="store-reviews">
            {reviews.data.pageList.map((item) => (
              <StoreReview key={item.id} item={item} />
            ))}
          </ul>
          <RecordPager
            page={pageNum}
            pages={reviews.data.pageInfo.totalPages}
            onPage={setPageNum}
            label={t`Review pages`}
          />
        </>
      )}
    </section>
  );
}
