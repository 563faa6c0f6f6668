// An operator's controls of a user's account: status and roles (each shown when the operator's
// roles allow it), each change confirmed first.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { AdminUserInfo, UserStatusValue } from '../../../../domain/api/operator.ts';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import { useSetUserStatus } from '../api/set-user-status.ts';
import { useConsoleText } from '../use-console-text.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { UserRolesControl } from './user-roles-control.tsx';

export function AccountControls({
  userId,
  status,
  roles,
  stores,
  canSetStatus,
  canSetRoles,
}: {
  userId: string;
  status: UserStatusValue;
  roles: string[];
  stores: AdminUserInfo['stores'];
  canSetStatus: boolean;
  canSetRoles: boolean;
}) {
  const { t } = useLingui();
  const text = useConsoleText();
  const id = useId();
  const setStatus = useSetUserStatus();
  const [asking, setAsking] = useState<UserStatusValue | null>(null);
  // Disabling a store owner leaves nobody to ship: suspending their open stores is offered, and
  // chosen unless the operator unticks it.
  const openStores = stores.filter((store) => store.enabled);
  const [suspendStores, setSuspendStores] = useState(true);
  const storeNames = openStores.map((store) => store.name).join(', ');
  const done = () => toastInfo(t`Operation success`);
  return (
    <div className={css.actions} style={{ marginBlockStart: 16, display: 'grid', gap: 16 }}>
      {canSetStatus ? (
        <div className={css.actions}>
          {status !== 'disabled' ? (
            <button
              type="button"
              className={button.secondary}
              onClick={() => setAsking('disabled')}
            >
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
      ) : null}
      {canSetRoles ? <UserRolesControl userId={userId} roles={roles} /> : null}
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
    </div>
  );
}
