// A console page of records found by a search kept in the page address (users, stores, listings):
// its title, the filter bar (a text search and the page's own filters, applied when submitted), and
// the page of rows the server sent, in a table with its pager.
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { PageInfo } from '../../../domain/api/common.ts';
import { pageTitle, section } from '../../styles/ui.css.ts';
import { DataTable, Loaded, type Column, type Read } from './data-table.tsx';
import { FilterBar, FilterInput } from './filter-bar.tsx';

/** The filters of a search page and the page shown (absent: the first). */
export type PageSearch<Filters> = Filters & { page?: number | undefined };

/** What a search page asks the server for: its filters and the page number. */
export function pageQuery<Filters>({
  page,
  ...filters
}: PageSearch<Filters>): Omit<Filters, 'page'> & { pageNum: number } {
  return { ...filters, pageNum: page ?? 1 };
}

export function SearchPage<Filters extends { q?: string | undefined }, Row>({
  title,
  search,
  onSearch,
  list,
  findLabel,
  textLabel,
  filters,
  note,
  caption,
  empty,
  pagerLabel,
  rowKey,
  columns,
}: {
  title: ReactNode;
  search: PageSearch<Filters>;
  onSearch: (next: PageSearch<Filters>) => void;
  /** The read of the page asked for (`pageQuery(search)`). */
  list: Read<{ pageList: readonly Row[]; pageInfo: PageInfo }>;
  /** The filter bar's accessible name. */
  findLabel: string;
  /** The text search field's label. */
  textLabel: ReactNode;
  /** The page's own filters, drawn from the draft not yet applied, each changing a part of it. */
  filters?: (draft: Filters, change: (part: Partial<Filters>) => void) => ReactNode;
  /** Said between the filter bar and the table. */
  note?: ReactNode;
  caption: ReactNode;
  empty: ReactNode;
  pagerLabel: string;
  rowKey: (row: Row) => string;
  columns: Array<Column<Row> | false>;
}) {
  const { page: _page, ...applied } = search;
  const [draft, setDraft] = useState(applied as unknown as Filters);
  const change = (part: Partial<Filters>) => setDraft((was) => ({ ...was, ...part }));
  return (
    <>
      <h1 className={pageTitle}>{title}</h1>
      <section className={section}>
        <FilterBar
          label={findLabel}
          submitLabel={<Trans>Search</Trans>}
          onSubmit={() => onSearch({ ...draft, q: draft.q?.trim() || undefined, page: undefined })}
        >
          <FilterInput
            type="search"
            label={textLabel}
            value={draft.q}
            onChange={(q) => change({ q } as Partial<Filters>)}
          />
          {filters?.(draft, change)}
        </FilterBar>
        {note}
        <Loaded query={list}>
          {(data) => (
            <DataTable
              caption={caption}
              empty={empty}
              rows={data.pageList}
              rowKey={rowKey}
              pager={{
                info: data.pageInfo,
                label: pagerLabel,
                onPage: (next) => onSearch({ ...search, page: next }),
              }}
              columns={columns}
            />
          )}
        </Loaded>
      </section>
    </>
  );
}
