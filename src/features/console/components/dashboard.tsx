// The console's dashboard: the platform over a range of platform days — sign-ups, active buyers,
// orders and gross sales (per status too), deposits, withdrawals, commission earned, refunds —
// each with its chart per day, and what waits for an operator now. Every number is the server's
// figure; the range lives in the page address.
import { NetworkStates } from './network-states.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import type { AdminDashboardStats } from '../../../../domain/api/operator.ts';
import { Usd } from '../../../components/usd.tsx';
import { pageTitle, section, sectionTitle } from '../../../styles/ui.css.ts';
import { useOrderText } from '../../orders/index.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { BarChart } from './bar-chart.tsx';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { DataTable, Loaded } from '../../../components/backoffice/data-table.tsx';
import { FilterBar, FilterInput } from '../../../components/backoffice/filter-bar.tsx';

export interface DashboardSearch {
  from?: string | undefined;
  to?: string | undefined;
}

function Tile({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={css.tile}>
      <span className={css.tileLabel}>{label}</span>
      <span className={css.tileValue}>{children}</span>
    </div>
  );
}

/** The daily backup's state (BACKUP_DIR on the server): scheduled, last run, last success. */
function BackupState({ backup }: { backup: AdminDashboardStats['backup'] }) {
  const { t, i18n } = useLingui();
  const when = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' });
  if (!backup.scheduled)
    return (
      <p>
        <Trans>No daily backup is scheduled: set BACKUP_DIR on the server.</Trans>
      </p>
    );
  if (backup.lastRunAt === null)
    return (
      <p>
        <Trans>Scheduled; no backup has been taken yet.</Trans>
      </p>
    );
  const last = when(backup.lastRunAt);
  if (backup.lastRunOk)
    return (
      <p>
        <Trans>Last backup: {last}, successful.</Trans>
      </p>
    );
  const success = backup.lastSuccessAt ? when(backup.lastSuccessAt) : t`none`;
  return (
    <p className={css.warning} role="status">
      <Trans>
        The last backup failed at {last} (see the server's log). Last successful backup: {success}.
      </Trans>
    </p>
  );
}

export function Dashboard({
  search,
  onSearch,
}: {
  search: DashboardSearch;
  onSearch: (next: DashboardSearch) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const orderText = useOrderText();
  const stats = useDashboard(search);
  const [draft, setDraft] = useState(search);
  const usd = (value: string) => `${value} USDT`;
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Dashboard</Trans>
      </h1>
      <FilterBar
        label={t`Date range`}
        search={false}
        submitLabel={<Trans>Show</Trans>}
        onSubmit={() => onSearch({ from: draft.from || undefined, to: draft.to || undefined })}
      >
        <FilterInput
          type="date"
          label={<Trans>From (platform day)</Trans>}
          value={draft.from ?? stats.data?.from}
          onChange={(from) => setDraft((was) => ({ ...was, from }))}
        />
        <FilterInput
          type="date"
          label={<Trans>To (platform day)</Trans>}
          value={draft.to ?? stats.data?.to}
          onChange={(to) => setDraft((was) => ({ ...was, to }))}
        />
      </FilterBar>
      <Loaded query={stats} failure={t`The figures could not be loaded`} height={240}>
        {(data) => (
          <>
            <p>
              <Trans>
                {data.from} to {data.to}, platform time ({data.timeZone})
              </Trans>
            </p>
            <div className={css.tiles} data-testid="dashboard-tiles">
              <Tile label={<Trans>Sign-ups</Trans>}>{data.signUps.total}</Tile>
              <Tile label={<Trans>Active buyers</Trans>}>{data.activeBuyers}</Tile>
              <Tile label={<Trans>Orders placed</Trans>}>{data.orders.count}</Tile>
              <Tile label={<Trans>Gross sales</Trans>}>
                <Usd value={data.orders.gross} />
              </Tile>
              <Tile label={<Trans>Deposits credited</Trans>}>
                {data.deposits.count} · <Usd value={data.deposits.sum} />
              </Tile>
              <Tile label={<Trans>Withdrawals paid</Trans>}>
                {data.withdrawals.count} · <Usd value={data.withdrawals.sum} />
              </Tile>
              <Tile label={<Trans>Commission earned</Trans>}>
                <Usd value={data.commission.total} />
              </Tile>
              <Tile label={<Trans>Refunds</Trans>}>
                {data.refunds.count} · <Usd value={data.refunds.sum} />
              </Tile>
            </div>
            <section className={section} aria-labelledby={`${id}-waiting`}>
              <h2 id={`${id}-waiting`} className={sectionTitle}>
                <Trans>Waiting now</Trans>
              </h2>
              <div className={css.tiles}>
                <Tile label={<Trans>Deposits to review</Trans>}>{data.deposits.pending}</Tile>
                <Tile label={<Trans>Withdrawals under way</Trans>}>{data.withdrawals.pending}</Tile>
                <Tile label={<Trans>Open store applications</Trans>}>
                  {data.openStoreApplications}
                </Tile>
                <Tile label={<Trans>Open refund disputes</Trans>}>{data.openRefundDisputes}</Tile>
                <Tile label={<Trans>ID checks to review</Trans>}>{data.pendingKyc}</Tile>
                <Tile label={<Trans>Loan applications to review</Trans>}>{data.loansInReview}</Tile>
                <Tile label={<Trans>Service chats waiting for an answer</Trans>}>
                  {data.serviceChatsWaiting}
                </Tile>
              </div>
              <p className={css.actions}>
                <Link to="/admin/reviews">
                  <Trans>Open the review queues</Trans>
                </Link>
                <Link to="/admin/credit">
                  <Trans>Open ID checks and loans</Trans>
                </Link>
                <Link to="/admin/chat">
                  <Trans>Open the customer-service chat</Trans>
                </Link>
              </p>
            </section>
            <section className={section} aria-labelledby={`${id}-backup`}>
              <h2 id={`${id}-backup`} className={sectionTitle}>
                <Trans>Daily backup</Trans>
              </h2>
              <BackupState backup={data.backup} />
            </section>
            <section className={section} aria-labelledby={`${id}-networks`}>
              <h2 id={`${id}-networks`} className={sectionTitle}>
                <Trans>USDT networks</Trans>
              </h2>
              <NetworkStates networks={data.networks} />
            </section>
            <section className={section} aria-labelledby={`${id}-charts`}>
              <h2 id={`${id}-charts`} className={sectionTitle}>
                <Trans>Per day</Trans>
              </h2>
              <div className={css.charts}>
                <BarChart title={t`Sign-ups`} days={data.days} values={data.signUps.perDay} />
                <BarChart
                  title={t`Orders placed`}
                  days={data.days}
                  values={data.orders.perDay.map((day) => day.count)}
                />
                <BarChart
                  title={t`Gross sales`}
                  days={data.days}
                  values={data.orders.perDay.map((day) => day.gross)}
                  format={usd}
                />
                <BarChart
                  title={t`Deposits credited`}
                  days={data.days}
                  values={data.deposits.perDay}
                  format={usd}
                />
                <BarChart
                  title={t`Withdrawals paid`}
                  days={data.days}
                  values={data.withdrawals.perDay}
                  format={usd}
                />
                <BarChart
                  title={t`Commission earned`}
                  days={data.days}
                  values={data.commission.perDay}
                  format={usd}
                />
                <BarChart
                  title={t`Refunds`}
                  days={data.days}
                  values={data.refunds.perDay}
                  format={usd}
                />
              </div>
            </section>
            <section className={section} aria-labelledby={`${id}-status`}>
              <h2 id={`${id}-status`} className={sectionTitle}>
                <Trans>Orders placed, by status now</Trans>
              </h2>
              <DataTable
                labelledBy={`${id}-status`}
                empty={<Trans>No orders</Trans>}
                rows={data.orders.byStatus}
                rowKey={(row) => String(row.status)}
                columns={[
                  {
                    key: 'status',
                    head: <Trans>Status</Trans>,
                    rowHeader: true,
                    cell: (row) => orderText.status(row.status),
                  },
                  { key: 'count', head: <Trans>Orders</Trans>, cell: (row) => row.count },
                  {
                    key: 'gross',
                    head: <Trans>Gross sales</Trans>,
                    cell: (row) => <Usd value={row.gross} />,
                  },
                ]}
              />
            </section>
          </>
        )}
      </Loaded>
    </>
  );
}
