// The console's tables: what a read shows while it loads or when it fails, and the table itself
// (columns declared once, a caption, a box that scrolls sideways and takes keyboard focus so it
// can be scrolled without a mouse, the empty state, the pager under it). On a phone each row is a
// card with every cell under its column's name (console.css.ts), so no column leaves the screen.
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { PageInfo } from '../../../domain/api/common.ts';
import { emptyState, skeleton } from '../../styles/ui.css.ts';
import * as css from './backoffice.css.ts';
import { TablePager } from './table-pager.tsx';

export interface Read<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
}

/** A read's loading placeholder, its failure (the server's words), or `children` with its data. */
export function Loaded<T>({
  query,
  failure,
  height = 160,
  children,
}: {
  query: Read<T>;
  /** Said when the failure has no message of its own. */
  failure?: string;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useLingui();
  if (query.isPending) return <div className={skeleton} style={{ height }} aria-busy="true" />;
  if (query.isError || query.data === undefined)
    return (
      <p className={emptyState} role="alert">
        {query.error?.message || failure || t`The list could not be loaded`}
      </p>
    );
  return children(query.data);
}

/** One page of a list the server sends whole, with its paging figures. */
export function pageOf<Row>(
  rows: readonly Row[],
  page: number | undefined,
  pageSize = 20,
): { rows: readonly Row[]; info: PageInfo } {
  const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
  const pageNum = Math.min(Math.max(page ?? 1, 1), totalPages);
  return {
    rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    info: { pageNum, pageSize, totalElements: rows.length, totalPages },
  };
}

export interface Column<Row> {
  key: string;
  head: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (`th scope="row"`). */
  rowHeader?: boolean;
  className?: string;
}

export function DataTable<Row>({
  caption,
  labelledBy,
  columns,
  rows,
  rowKey,
  empty,
  pager,
  testId,
}: {
  /** The table's caption, which also names its scrolling region. */
  caption?: ReactNode;
  /** Without a caption: the id of the heading that names the table. */
  labelledBy?: string;
  /** `false` leaves a column out (e.g. the actions of a reader without the right to act). */
  columns: Array<Column<Row> | false>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: ReactNode;
  pager?: { info: PageInfo; label: string; onPage: (page: number) => void } | undefined;
  testId?: string;
}) {
  const id = useId();
  if (rows.length === 0) return <p className={emptyState}>{empty}</p>;
  const shown = columns.filter((column): column is Column<Row> => column !== false);
  return (
    <>
      <div
        className={css.tableBox}
        role="region"
        aria-labelledby={caption ? `${id}-caption` : labelledBy}
        tabIndex={0}
      >
        {/* Roles spelled out: the phone's card layout sets `display: block`, which drops the
            native table roles in some browsers. */}
        <table className={css.table} data-testid={testId} role="table">
          {caption ? <caption id={`${id}-caption`}>{caption}</caption> : null}
          <thead role="rowgroup">
            <tr role="row">
              {shown.map((column) => (
                <th key={column.key} scope="col" role="columnheader">
                  {column.head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr key={rowKey(row)} role="row">
                {shown.map((column) => {
                  const label = (
                    <span className={css.cellLabel} aria-hidden="true">
                      {column.head}
                    </span>
                  );
                  return column.rowHeader ? (
                    <th
                      key={column.key}
                      scope="row"
                      role="rowheader"
                      className={column.className}
                      data-column={column.key}
                    >
                      {label}
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.key}
                      role="cell"
                      className={column.className}
                      data-column={column.key}
                    >
                      {label}
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pager ? <TablePager {...pager} /> : null}
    </>
  );
}
