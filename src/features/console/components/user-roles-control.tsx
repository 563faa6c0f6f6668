// The operator roles of one user, a checkbox per role (the built-ins and those made in the
// console), saved after a confirmation that names what the user will hold. Other roles of the
// account (buyer, seller) stay as they are.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import { isOperatorRole } from '../../../../domain/operator/permissions.ts';
import { useListFormat } from '../../../lib/list-format.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, muted, skeleton } from '../../../styles/ui.css.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { useRoleList } from '../api/list-roles.ts';
import { useSetUserRoles } from '../api/set-user-roles.ts';
import { useConsoleText } from '../use-console-text.ts';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog.tsx'));

export function UserRolesControl({ userId, roles }: { userId: string; roles: string[] }) {
  const { t } = useLingui();
  const text = useConsoleText();
  const list = useListFormat();
  const id = useId();
  const available = useRoleList();
  const setRoles = useSetUserRoles();
  const [chosen, setChosen] = useState(() => roles.filter(isOperatorRole));
  const [confirming, setConfirming] = useState(false);
  const nameOf = (code: string) => {
    const role = available.data?.list.find((candidate) => candidate.code === code);
    return role && !role.builtIn ? role.name : text.role(code);
  };
  const toggle = (code: string) =>
    setChosen((was) => (was.includes(code) ? was.filter((c) => c !== code) : [...was, code]));
  return (
    <fieldset className={css.fieldset} data-testid="user-roles">
      <legend>
        <Trans>Operator roles</Trans>
      </legend>
      {available.isPending ? (
        <div className={skeleton} style={{ height: 44 }} aria-busy="true" />
      ) : available.isError ? (
        <p role="alert">{available.error.message || t`The roles could not be loaded`}</p>
      ) : (
        <div className={css.actions}>
          {available.data.list.map((role, index) => (
            <label key={role.code} htmlFor={`${id}-${index}`} className={css.check}>
              <input
                id={`${id}-${index}`}
                type="checkbox"
                checked={chosen.includes(role.code)}
                onChange={() => toggle(role.code)}
              />
              <bdi>{nameOf(role.code)}</bdi>
            </label>
          ))}
          <button type="button" className={button.secondary} onClick={() => setConfirming(true)}>
            <Trans>Save roles</Trans>
          </button>
        </div>
      )}
      <p className={muted}>
        <Trans>A change applies to the user&apos;s open sessions at their next action.</Trans>
      </p>
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirming}
            title={<Trans>Change the operator roles?</Trans>}
            description={
              chosen.length > 0 ? (
                <Trans>The user will have: {list(chosen.map(nameOf))}.</Trans>
              ) : (
                <Trans>The user will have no operator role.</Trans>
              )
            }
            confirmLabel={<Trans>Save roles</Trans>}
            cancelLabel={<Trans>Cancel</Trans>}
            onConfirm={() =>
              setRoles.mutate(
                { id: userId, roles: chosen },
                { onSuccess: () => toastInfo(t`Operation success`) },
              )
            }
          />
        </Suspense>
      ) : null}
    </fieldset>
  );
}
