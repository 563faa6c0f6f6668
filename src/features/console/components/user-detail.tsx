// One user in the console: profile, wallet balances (from the ledger), latest orders, deposits
// and withdrawals, sessions and login attempts; an operator whose roles allow it changes the status
// (disabling or business-locking takes the reason the user reads) or the operator roles, each after
// a confirmation, each in the audit log.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import type { AdminUserInfo } from '../../../../domain/api/operator.ts';
import { Usd } from '../../../components/usd.tsx';
import { useListFormat } from '../../../lib/list-format.ts';
import { platformTime } from '../../../lib/time.ts';
import { pageTitle, section, sectionTitle } from '../../../styles/ui.css.ts';
import { useOrderText } from '../../orders/index.ts';
import { useUserInfo } from '../api/get-user.ts';
import { useConsoleText } from '../use-console-text.ts';
import { useRoleName } from '../use-role-name.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { DataTable, Loaded } from '../../../components/backoffice/data-table.tsx';
import { AccountControls } from './user-account-controls.tsx';

interface Controls {
  canSetStatus: boolean;
  canSetRoles: boolean;
}

export function UserDetail({ id, ...controls }: { id: string } & Controls) {
  const { t } = useLingui();
  const info = useUserInfo(id);
  return (
    <Loaded query={info} failure={t`The user could not be loaded`} height={240}>
      {(data) => <UserView data={data} {...controls} />}
    </Loaded>
  );
}

function UserView({ data, canSetStatus, canSetRoles }: { data: AdminUserInfo } & Controls) {
  const { t } = useLingui();
  const text = useConsoleText();
  const roleName = useRoleName();
  const list = useListFormat();
  const orderText = useOrderText();
  const { user } = data;
  const walletHeads = [t`Serial number`, t`Amount`, t`Status`, t`Time`];
  return (
    <>
      <p>
        <Link to="/admin/users">
          <Trans>All users</Trans>
        </Link>
      </p>
      <h1 className={pageTitle}>
        <bdi>{user.username}</bdi>
      </h1>
      <div className={css.grid}>
        <section className={section} aria-labelledby="user-profile">
          <h2 id="user-profile" className={sectionTitle}>
            <Trans>Profile</Trans>
          </h2>
          <dl className={css.facts}>
            <dt>
              <Trans>User code</Trans>
            </dt>
            <dd className={css.code}>{user.usercode}</dd>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd>
              <bdi>{user.email || '--'}</bdi>
            </dd>
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <bdi>{user.phone || '--'}</bdi>
            </dd>
            <dt>
              <Trans>Roles</Trans>
            </dt>
            <dd>{list(user.roles.map(roleName))}</dd>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd data-testid="user-status">
              <span className={css.badge[user.status]}>{text.status(user.status)}</span>
              {user.statusReason ? (
                <>
                  {' — '}
                  <bdi>{user.statusReason}</bdi>
                </>
              ) : null}
            </dd>
            <dt>
              <Trans>Registered</Trans>
            </dt>
            <dd>{platformTime(user.createTime)}</dd>
          </dl>
          {canSetStatus || canSetRoles ? (
            <AccountControls
              userId={user.id}
              status={user.status}
              roles={user.roles}
              stores={data.stores}
              canSetStatus={canSetStatus}
              canSetRoles={canSetRoles}
            />
          ) : null}
        </section>
        <section className={section} aria-labelledby="user-balances">
          <h2 id="user-balances" className={sectionTitle}>
            <Trans>Wallet</Trans>
          </h2>
          <dl className={css.facts}>
            <dt>
              <Trans>Available</Trans>
            </dt>
            <dd>
              <Usd value={data.balances.available} />
            </dd>
            <dt>
              <Trans>Held (withdrawals under way)</Trans>
            </dt>
            <dd>
              <Usd value={data.balances.held} />
            </dd>
          </dl>
        </section>
      </div>
      <Rows
        title={<Trans>Latest orders</Trans>}
        empty={<Trans>No orders</Trans>}
        heads={[t`Serial number`, t`Status`, t`Total`, t`Time`]}
        rows={data.orders.map((order) => ({
          key: order.orderId,
          cells: [
            order.serialNumber,
            orderText.status(order.status),
            <Usd key="total" value={order.total} />,
            platformTime(order.createTime),
          ],
        }))}
      />
      <Rows
        title={<Trans>Latest deposits</Trans>}
        empty={<Trans>No deposits</Trans>}
        heads={walletHeads}
        rows={data.deposits.map(walletRow)}
      />
      <Rows
        title={<Trans>Latest withdrawals</Trans>}
        empty={<Trans>No withdrawals</Trans>}
        heads={walletHeads}
        rows={data.withdrawals.map(walletRow)}
      />
      <Rows
        title={<Trans>Sessions</Trans>}
        empty={<Trans>No sessions</Trans>}
        heads={[t`Started`, t`Last seen`, t`Ends`, t`Ended`, t`Address`, t`Browser`]}
        rows={data.sessions.map((session) => ({
          key: session.id,
          cells: [
            platformTime(session.createTime),
            platformTime(session.lastSeenTime),
            platformTime(session.expireTime),
            session.revokeTime
              ? `${platformTime(session.revokeTime)} (${session.revokeReason})`
              : '--',
            session.ip,
            session.userAgent,
          ],
        }))}
      />
      <Rows
        title={<Trans>Login attempts</Trans>}
        empty={<Trans>No login attempts</Trans>}
        heads={[t`Time`, t`Result`, t`Address`]}
        rows={data.loginAttempts.map((attempt) => ({
          key: attempt.id,
          cells: [
            platformTime(attempt.createTime),
            attempt.success ? t`Accepted` : `${t`Refused`} (${attempt.outcome})`,
            attempt.ip,
          ],
        }))}
      />
    </>
  );
}

type Row = { key: string; cells: ReactNode[] };

/** A deposit or withdrawal line. */
const walletRow = (line: AdminUserInfo['deposits'][number]): Row => ({
  key: line.id,
  cells: [
    line.serialNo,
    <Usd key="amount" value={line.amount} />,
    line.status,
    platformTime(line.createTime),
  ],
});

function Rows({
  title,
  empty,
  heads,
  rows,
}: {
  title: ReactNode;
  empty: ReactNode;
  heads: string[];
  rows: Row[];
}) {
  const id = useId();
  return (
    <section className={section} aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      <DataTable
        labelledBy={id}
        empty={empty}
        rows={rows}
        rowKey={(row) => row.key}
        columns={heads.map((head, index) => ({
          key: String(index),
          head,
          cell: (row: Row) => {
            const cell = row.cells[index];
            return typeof cell === 'string' ? <bdi>{cell}</bdi> : cell;
          },
        }))}
      />
    </section>
  );
}
