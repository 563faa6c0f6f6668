// `/admin/roles`: the operator roles. The built-ins (admin, support) are listed read-only with what
// they grant; roles made here list their permissions by area, and an operator with the roles
// permission creates, changes and (after a confirmation) deletes them. Who holds a role is set on
// the user's page (Users).
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { AdminRole } from '../../../../domain/api/operator.ts';
import { permissionAreas, type PermissionArea } from '../../../../domain/operator/permissions.ts';
import { Loaded } from '../../../components/backoffice/data-table.tsx';
import { useListFormat } from '../../../lib/list-format.ts';
import { toastInfo } from '../../../lib/toast.ts';
import {
  button,
  emptyState,
  muted,
  pageTitle,
  section,
  sectionTitle,
  visuallyHidden,
} from '../../../styles/ui.css.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { useDeleteRole } from '../api/delete-role.ts';
import { useRoleList } from '../api/list-roles.ts';
import { useConsoleAccess } from '../use-console-access.ts';
import { useConsoleText } from '../use-console-text.ts';
import { usePermissionText } from '../use-permission-text.ts';
import { RoleForm } from './role-form.tsx';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog.tsx'));

const areas = Object.keys(permissionAreas) as PermissionArea[];

export function Roles() {
  const { t } = useLingui();
  const roles = useRoleList();
  const canWrite = useConsoleAccess().may('admin/role!save');
  const [editing, setEditing] = useState<AdminRole | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminRole | null>(null);
  const remove = useDeleteRole();
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Roles</Trans>
      </h1>
      <p className={muted}>
        <Trans>
          A role grants a set of permissions. Give roles to an operator on their page under Users.
        </Trans>
      </p>
      {!canWrite ? (
        <p data-testid="roles-read-only">
          <Trans>You can read the roles; changing them needs the roles permission.</Trans>
        </p>
      ) : editing ? (
        <RoleForm
          key={editing === 'new' ? 'new' : editing.code}
          role={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <p>
          <button type="button" className={button.primary} onClick={() => setEditing('new')}>
            <Trans>New role</Trans>
          </button>
        </p>
      )}
      <Loaded query={roles} failure={t`The roles could not be loaded`} height={240}>
        {(data) => (
          <RoleCards
            roles={data.list}
            canWrite={canWrite}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </Loaded>
      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => (open ? undefined : setDeleting(null))}
            title={
              <Trans>
                Delete the role <bdi>{deleting.name}</bdi>?
              </Trans>
            }
            description={
              <Trans>Nobody can be given it any more. The deletion is kept in the audit log.</Trans>
            }
            confirmLabel={<Trans>Delete</Trans>}
            cancelLabel={<Trans>Cancel</Trans>}
            onConfirm={() =>
              remove.mutate(
                { code: deleting.code },
                { onSuccess: () => toastInfo(t`Operation success`) },
              )
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}

function RoleCards({
  roles,
  canWrite,
  onEdit,
  onDelete,
}: {
  roles: AdminRole[];
  canWrite: boolean;
  onEdit: (role: AdminRole) => void;
  onDelete: (role: AdminRole) => void;
}) {
  const made = roles.filter((role) => !role.builtIn);
  return (
    <>
      <ul className={css.parameterList} style={{ listStyle: 'none', padding: 0 }}>
        {roles.map((role) => (
          <RoleCard
            key={role.code}
            role={role}
            canWrite={canWrite && !role.builtIn}
            onEdit={() => onEdit(role)}
            onDelete={() => onDelete(role)}
          />
        ))}
      </ul>
      {made.length === 0 ? (
        <p className={emptyState} data-testid="roles-empty">
          <Trans>No role has been made here yet: only the built-in roles exist.</Trans>
        </p>
      ) : null}
    </>
  );
}

function RoleCard({
  role,
  canWrite,
  onEdit,
  onDelete,
}: {
  role: AdminRole;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const consoleText = useConsoleText();
  const text = usePermissionText();
  const list = useListFormat();
  const title = role.builtIn ? consoleText.role(role.code) : role.name;
  const headingId = `role-${role.code}`;
  return (
    <li className={section} data-testid="role-card">
      <h2 id={headingId} className={sectionTitle}>
        <bdi>{title}</bdi>
      </h2>
      <p className={muted}>
        <span className={css.code}>{role.code}</span>
        {' · '}
        {role.builtIn ? (
          <strong>
            <Trans>Built-in, read-only</Trans>
          </strong>
        ) : null}
        {role.builtIn ? ' · ' : null}
        <Plural value={role.holders} one="Held by # account" other="Held by # accounts" />
      </p>
      {role.code === 'admin' ? (
        <p>
          <Trans>Every permission, also those added later.</Trans>
        </p>
      ) : role.code === 'support' ? (
        <p>
          <Trans>Reads every area of the console and answers customer-service chat.</Trans>
        </p>
      ) : (
        <dl className={css.facts}>
          {areas
            .filter((area) => permissionAreas[area].some((p) => role.permissions.includes(p)))
            .map((area) => (
              <div key={area} style={{ display: 'contents' }}>
                <dt>{text.area(area)}</dt>
                <dd>
                  {list(
                    permissionAreas[area]
                      .filter((permission) => role.permissions.includes(permission))
                      .map(text.permission),
                  )}
                </dd>
              </div>
            ))}
        </dl>
      )}
      {canWrite ? (
        <div className={css.actions} style={{ marginBlockStart: 12 }}>
          <button type="button" className={button.secondary} onClick={onEdit}>
            <Trans>Edit</Trans>
            <span className={visuallyHidden}>
              {' '}
              <bdi>{title}</bdi>
            </span>
          </button>
          <button type="button" className={button.secondary} onClick={onDelete}>
            <Trans>Delete</Trans>
            <span className={visuallyHidden}>
              {' '}
              <bdi>{title}</bdi>
            </span>
          </button>
        </div>
      ) : null}
    </li>
  );
}
