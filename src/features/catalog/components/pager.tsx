// Previous / next paging for lists (pageInfo of the contract); the page is kept in the URL.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { PageInfo } from '../../../../domain/api/common.ts';
import { button } from '../../../styles/ui.css.ts';
import * as css from './catalog.css.ts';

/** `totalCapped` (goods lists, domain/api/catalog.ts): the count stopped at its cap. */
export function Pager({ info }: { info: PageInfo & { totalCapped?: boolean } }) {
  const { t } = useLingui();
  if (info.totalPages <= 1) return null;
  const { pageNum } = info;
  const lastPage = info.totalPages;
  // A capped count ("1,000+"): more pages may exist past the last one counted.
  const totalPages = info.totalCapped ? `${lastPage}+` : String(lastPage);
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
      {pageNum < lastPage ? (
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
