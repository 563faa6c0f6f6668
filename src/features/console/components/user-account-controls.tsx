// An admin's controls of a user's account: status and roles, each change confirmed first.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import type { AdminUserInfo, UserStatusValue } from '../../../../domain/api/operator.ts';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { useListFormat } from '../../../lib/list-format.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import { useSetUserRoles } from '../api/set-user-roles.ts';
import { useSetUserStatus } from '../api/set-user-status.ts';
import { useConsoleText } from '../use-console-text.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog.tsx'));

export function AccountControls({
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
