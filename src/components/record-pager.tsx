// Previous / next paging of record lists (wallet records, balance history, the store statement);
// hidden when everything fits on one page.
import { Trans } from '@lingui/react/macro';
import { button, muted } from '../styles/ui.css.ts';
import { pager } from './record-pager.css.ts';

export function RecordPager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={pager} aria-label={label}>
      <button
        type="button"
        className={button.secondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Trans>Previous</Trans>
      </button>
      <span className={muted}>
        {page} / {pages}
      </span>
      <button
        type="button"
        className={button.secondary}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
