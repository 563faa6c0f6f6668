// A loan's repayment schedule as a table: number, due date (or the day after payout while the
// loan is not paid out), then the money columns the screen asks for (the quote: principal,
// interest, fee, amount; a running loan: amount, paid, unpaid, late charge). On a phone each row
// is a block with its figures named in place (credit.css.ts), so it fits 390 px.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Usd } from '../../../components/usd.tsx';
import * as css from './credit.css.ts';

/** The keys of a row whose values are money strings. */
type MoneyKey<Row> = { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row] & string;

export interface ScheduleColumn<Row> {
  key: MoneyKey<Row>;
  label: ReactNode;
}

export function ScheduleTable<Row extends { number: number; day: number; dueDate: string }>({
  rows,
  columns,
  dated,
  testId,
}: {
  rows: readonly Row[];
  columns: ReadonlyArray<ScheduleColumn<Row>>;
  /** Paid out: the dates are real; before that, days after payout. */
  dated: boolean;
  testId?: string;
}) {
  const { t } = useLingui();
  return (
    <div className={css.tableBox} tabIndex={0} role="region" aria-label={t`Repayment schedule`}>
      {/* Explicit roles: laid out as blocks on a phone, the table keeps its rows and cells for
          assistive technology. */}
      <table className={css.table} data-testid={testId} role="table">
        <caption>
          <Trans>Repayment schedule</Trans>
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              <Trans>No.</Trans>
            </th>
            <th scope="col" role="columnheader">
              <Trans>Due</Trans>
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" role="columnheader">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.number} role="row">
              <td role="cell">
                <span className={css.cellLabel} aria-hidden="true">
                  <Trans>No.</Trans>
                </span>
                {row.number}
              </td>
              <td role="cell">
                <span className={css.cellLabel} aria-hidden="true">
                  <Trans>Due</Trans>
                </span>
                {dated ? (
                  <bdi dir="ltr">{row.dueDate}</bdi>
                ) : (
                  <Trans>Day {row.day} after payout</Trans>
                )}
              </td>
              {columns.map((column) => (
                <td key={column.key} role="cell">
                  <span className={css.cellLabel} aria-hidden="true">
                    {column.label}
                  </span>
                  <Usd value={row[column.key] as string} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
