// Server-side paging under a console table: the count and previous / next.
import { Trans } from '@lingui/react/macro';
import type { PageInfo } from '../../../domain/api/common.ts';
import { RecordPager } from '../record-pager.tsx';
import { muted } from '../../styles/ui.css.ts';

export function TablePager({
  info,
  onPage,
  label,
}: {
  info: PageInfo;
  onPage: (page: number) => void;
  label: string;
}) {
  return (
    <div>
      <p className={muted}>
        <Trans>{info.totalElements} in all</Trans>
      </p>
      <RecordPager page={info.pageNum} pages={info.totalPages} onPage={onPage} label={label} />
    </div>
  );
}
