// The platform's own record on the transparency page: one table, a row per figure, the last 30
// days beside all time. Every figure is counted from recorded rows by the server; a median with
// nothing behind it says so instead of showing a zero.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PlatformRecord as Record } from '../../../../domain/api/transparency.ts';
import { localTime } from '../../../lib/time.ts';
import { emptyState, muted, section, sectionTitle, skeleton } from '../../../styles/ui.css.ts';
import { useTransparencyStats } from '../api/get-transparency-stats.ts';
import * as css from './transparency.css.ts';

export function PlatformRecord() {
  const { t } = useLingui();
  const stats = useTransparencyStats();
  const hours = (value: string | null) => (value === null ? t`None in this period` : t`${value} h`);
  const rows: Array<[string, (period: Record) => ReactNode]> = [
    [t`Orders completed`, (p) => p.ordersCompleted],
    [t`Value of completed orders (USDT)`, (p) => p.grossOrderValue],
    [t`Refund and return requests`, (p) => p.refunds.requested],
    [t`Requests approved`, (p) => p.refunds.approved],
    [t`Requests rejected`, (p) => p.refunds.rejected],
    [t`Median time to a decision`, (p) => hours(p.refunds.medianDecisionHours)],
    [t`Disputes decided for the buyer`, (p) => p.disputes.forBuyer],
    [t`Disputes decided for the store`, (p) => p.disputes.forStore],
    [t`Withdrawals paid`, (p) => p.withdrawals.paid],
    [
      t`Median time from request to confirmation on the chain`,
      (p) => hours(p.withdrawals.medianHoursToConfirmation),
    ],
    [t`Deposits credited`, (p) => p.deposits.credited],
    [t`Amount deposited (USDT)`, (p) => p.deposits.creditedAmount],
    [t`Stores with a paid order`, (p) => p.storesActive],
  ];
  return (
    <section className={section} aria-labelledby="record-title">
      <h2 id="record-title" className={sectionTitle}>
        <Trans>The platform's record</Trans>
      </h2>
      {stats.isPending ? (
        <div className={skeleton} style={{ height: 240 }} aria-busy="true" />
      ) : stats.isError ? (
        <p className={emptyState} role="alert">
          <Trans>The platform's record cannot be loaded right now. Please try again later.</Trans>
        </p>
      ) : (
        <>
          <div className={css.tableWrap}>
            <table className={css.table} data-testid="platform-record">
              <thead>
                <tr>
                  <th className={css.cell} scope="col">
                    <Trans>Figure</Trans>
                  </th>
                  {stats.data.periods.map((period) => (
                    <th key={period.period} className={css.cell} scope="col">
                      {period.period === 'last30Days' ? (
                        <Trans>Last 30 days</Trans>
                      ) : (
                        <Trans>All time</Trans>
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(([label, value]) => (
                  <tr key={label}>
                    <th className={css.cell} scope="row">
                      {label}
                    </th>
                    {stats.data.periods.map((period) => (
                      <td key={period.period} className={`${css.cell} ${css.number}`}>
                        {value(period)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={muted}>
            <Trans>
              Counted from the platform's records at {localTime(stats.data.asOf)}: orders received
              by their buyers and not refunded, requests decided by the store or the operator,
              withdrawals confirmed on the chain.
            </Trans>
          </p>
        </>
      )}
    </section>
  );
}
