// One user in the console: profile, wallet balances (from the ledger), latest orders, deposits
// and withdrawals, sessions and login attempts; an admin may change the status (disabling or
// business-locking takes the reason the user reads) and the operator roles, each after a
// confirmation, each in the audit log.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { AdminUserInfo, UserStatusValue } from '../../../../domain/api/operator.ts';
import { Usd } from '../../../components/usd.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { useListFormat } from '../../../lib/list-format.ts';
import { localTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, pageTitle, section, sectionTitle } from '../../../styles/ui.css.ts';
import { useOrderText } from '../../orders/index.ts';
import { useUserInfo } from '../api/get-user.ts';
import { useSetUserRoles } from '../api/set-user-roles.ts';
import { useSetUserStatus } from '../api/set-user-status.ts';
import { useConsoleText } from '../use-console-text.ts';
import * as css from './console.css.ts';
import { DataTable, Loaded } from './data-table.tsx';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog.tsx'));

export function UserDetail({ id, canWrite }: { id: string; canWrite: boolean }) {
  const { t } = useLingui();
  const info = useUserInfo(id);
  return (
    <Loaded query={info} failure={t`The user could not be loaded`} height={240}>
      {(data) => <UserView data={data} canWrite={canWrite} />}
    </Loaded>
  );
}

function UserView({ data, canWrite }: { data: AdminUserInfo; canWrite: boolean }) {
  const { t } = useLingui();
  const text = useConsoleText();
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
            <dd>{list(user.roles.map(text.role))}</dd>
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
            <dd>{localTime(user.createTime)}</dd>
          </dl>
          {canWrite ? (
            <AccountControls
              userId={user.id}
              status={user.status}
              roles={user.roles}
              stores={data.stores}
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
            localTime(order.createTime),
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
            localTime(session.createTime),
            localTime(session.lastSeenTime),
            localTime(session.expireTime),
            session.revokeTime
              ? `${localTime(session.revokeTime)} (${session.revokeReason})`
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
            localTime(attempt.createTime),
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
    localTime(line.createTime),
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

function AccountControls({
  userId,
  status,
  roles,
  stores,
}: {
  userId: string;
  status: UserStatusValue;
  roles: string[];
  stores: AdminUserInfo['stores'];
}) {
  const { t } = useLingui();
  const text = useConsoleText();
  const list = useListFormat();
  const id = useId();
  const setStatus = useSetUserStatus();
  const setRoles = useSetUserRoles();
  const [asking, setAsking] = useState<UserStatusValue | null>(null);
  const [operatorRoles, setOperatorRoles] = useState(
    roles.filter((role): role is 'admin' | 'support' => role === 'admin' || role === 'support'),
  );
  const [confirmRoles, setConfirmRoles] = useState(false);
  // Disabling a store owner leaves nobody to ship: suspending their open stores is offered, and
  // chosen unless the operator unticks it.
  const openStores = stores.filter((store) => store.enabled);
  const [suspendStores, setSuspendStores] = useState(true);
  const storeNames = openStores.map((store) => store.name).join(', ');
  const toggle = (role: 'admin' | 'support') =>
    setOperatorRoles((was) =>
      was.includes(role) ? was.filter((r) => r !== role) : [...was, role],
    );
  const done = () => toastInfo(t`Operation success`);
  return (
    <div className={css.actions} style={{ marginBlockStart: 16, display: 'grid', gap: 16 }}>
      <div className={css.actions}>
        {status !== 'disabled' ? (
          <button type="button" className={button.secondary} onClick={() => setAsking('disabled')}>
            <Trans>Disable</Trans>
          </button>
        ) : null}
        {status !== 'business_locked' ? (
          <button
            type="button"
            className={button.secondary}
            onClick={() => setAsking('business_locked')}
          >
            <Trans>Business-lock</Trans>
          </button>
        ) : null}
        {status !== 'active' ? (
          <button type="button" className={button.primary} onClick={() => setAsking('active')}>
            <Trans>Make active</Trans>
          </button>
        ) : null}
      </div>
      <fieldset>
        <legend>
          <Trans>Operator roles</Trans>
        </legend>
        <div className={css.actions}>
          {(['support', 'admin'] as const).map((role) => (
            <label key={role} htmlFor={`${id}-${role}`}>
              <input
                id={`${id}-${role}`}
                type="checkbox"
                checked={operatorRoles.includes(role)}
                onChange={() => toggle(role)}
              />{' '}
              {text.role(role)}
            </label>
          ))}
          <button type="button" className={button.secondary} onClick={() => setConfirmRoles(true)}>
            <Trans>Save roles</Trans>
          </button>
        </div>
      </fieldset>
      {asking ? (
        <ReasonDialog
          kind="user"
          required={asking !== 'active'}
          title={
            <Trans>
              Set the status to <bdi>{text.status(asking)}</bdi>
            </Trans>
          }
          confirmLabel={<Trans>Confirm</Trans>}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => {
            const next = asking;
            setAsking(null);
            const suspend = next === 'disabled' && openStores.length > 0 && suspendStores;
            setStatus.mutate(
              { id: userId, status: next, ...reason, ...(suspend ? { suspendStores: true } : {}) },
              { onSuccess: done },
            );
          }}
          extraConfirm={
            asking === 'disabled' && openStores.length > 0 ? (
              <div className={css.warning} data-testid="disable-store-warning">
                <p>
                  <Trans>
                    This user runs <bdi>{storeNames}</bdi>. Once disabled, nobody ships its orders
                    and buyers can no longer pay it.
                  </Trans>
                </p>
                <label htmlFor={`${id}-suspend`}>
                  <input
                    id={`${id}-suspend`}
                    type="checkbox"
                    checked={suspendStores}
                    onChange={(event) => setSuspendStores(event.target.checked)}
                  />{' '}
                  <Trans>Also suspend the store (its listings leave the storefront)</Trans>
                </label>
              </div>
            ) : null
          }
        />
      ) : null}
      {confirmRoles ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirmRoles}
            title={<Trans>Change the operator roles?</Trans>}
            description={
              operatorRoles.length > 0 ? (
                <Trans>The user will have: {list(operatorRoles.map(text.role))}.</Trans>
              ) : (
                <Trans>The user will have no operator role.</Trans>
              )
            }
            confirmLabel={<Trans>Save roles</Trans>}
            cancelLabel={<Trans>Cancel</Trans>}
            onConfirm={() =>
              setRoles.mutate({ id: userId, roles: operatorRoles }, { onSuccess: done })
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}
