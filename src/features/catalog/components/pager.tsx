// Previous / next paging for lists (pageInfo of the contract); the page is kept in the URL.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { PageInfo } from '../../../../domain/api/common.ts';
import { button } from '../../../styles/ui.css.ts';
import * as css from './catalog.css.ts';

export function Pager({ info }: { info: PageInfo }) {
  const { t } = useLingui();
  if (info.totalPages <= 1) return null;
  const { pageNum, totalPages } = info;
  return (
    <nav className={css.pager} aria-label={t`Pages`}>
      {pageNum > 1 ? (
        <Link
          to="."
          search={(prev: Record<string, unknown>) => ({ ...prev, page: pageNum - 1 })}
          className={button.secondary}
          rel="prev"
        >
          <Trans>Previous</Trans>
        </Link>
      ) : null}
      <span>
        <Trans>
          Page <bdi>{pageNum}</bdi> of <bdi>{totalPages}</bdi>
        </Trans>
      </span>
      {pageNum < totalPages ? (
        <Link
          to="."
          search={(prev: Record<string, unknown>) => ({ ...prev, page: pageNum + 1 })}
          className={button.secondary}
          rel="next"
        >
          <Trans>Next</Trans>
        </Link>
      ) : null}
    </nav>
  );
}
