// The frame of a favourites page (kept products, followed stores): the title, placeholders while
// the page of records loads, a retry when it fails, what to do when there is nothing yet, the
// rows, and the pager.
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/page-states.tsx';
import { RecordPager } from '../../../components/record-pager.tsx';
import { button, emptyState, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import * as css from './favourites.css.ts';

interface RecordPage<Item> {
  pageList: Item[];
  pageInfo: { totalPages: number };
}

export function FavouritesListFrame<Item>({
  titleId,
  title,
  list,
  empty,
  emptyTestId,
  pageNum,
  onPage,
  children,
}: {
  /** The id of the page's heading, which names the section. */
  titleId: string;
  title: ReactNode;
  list: UseQueryResult<RecordPage<Item>>;
  /** What the buyer can do to fill the list (a "Go shopping" link follows). */
  empty: ReactNode;
  emptyTestId: string;
  pageNum: number;
  onPage: (page: number) => void;
  /** The rows (`li` elements). */
  children: (items: Item[]) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <section className={section} aria-labelledby={titleId}>
      <h1 id={titleId} className={pageTitle}>
        {title}
      </h1>
      {list.isPending ? (
        <div className={css.list} aria-busy="true">
          <div className={skeleton} style={{ blockSize: '120px' }} />
          <div className={skeleton} style={{ blockSize: '120px' }} />
        </div>
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.pageList.length === 0 ? (
        <div className={emptyState} data-testid={emptyTestId}>
          <p>{empty}</p>
          <p>
            <Link to="/index" className={button.secondary}>
              <Trans>Go shopping</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <ul className={css.list} aria-busy={list.isFetching}>
          {children(list.data.pageList)}
        </ul>
      )}
      {list.data ? (
        <RecordPager
          page={pageNum}
          pages={Math.max(list.data.pageInfo.totalPages, pageNum)}
          onPage={onPage}
          label={t`Pages`}
        />
      ) : null}
    </section>
  );
}
