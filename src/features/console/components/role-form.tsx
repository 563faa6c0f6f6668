// Creating or changing an operator role: its name and its permissions, one checkbox each, grouped
// by area (a fieldset and legend per area, so a screen reader names the group of every box). The
// server's refusal (a taken name, a role the operator holds) is shown beside the form in the
// operator's language.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { AdminRole } from '../../../../domain/api/operator.ts';
import {
  permissionAreas,
  type Permission,
  type PermissionArea,
} from '../../../../domain/operator/permissions.ts';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, section, sectionTitle } from '../../../styles/ui.css.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { useSaveRole } from '../api/save-role.ts';
import { usePermissionText } from '../use-permission-text.ts';

const areas = Object.keys(permissionAreas) as PermissionArea[];

export function RoleForm({ role, onDone }: { role?: AdminRole | undefined; onDone: () => void }) {
  const { t } = useLingui();
  const text = usePermissionText();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const save = useSaveRole();
  const [name, setName] = useState(role?.name ?? '');
  const [chosen, setChosen] = useState<readonly Permission[]>(role?.permissions ?? []);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ name?: string; permissions?: string }>({});
  // The editor takes the focus when it opens and gives it back when it closes.
  useEffect(() => {
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    return () => {
      if (from?.isConnected) from.focus();
    };
  }, []);
  const toggle = (permission: Permission) =>
    setChosen((was) =>
      was.includes(permission) ? was.filter((p) => p !== permission) : [...was, permission],
    );
  const submit = () => {
    const found = {
      ...(name.trim() === '' ? { name: t`Give the role a name` } : {}),
      ...(chosen.length === 0 ? { permissions: t`Choose at least one permission` } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        code: role?.code,
        name: name.trim(),
        permissions: [...chosen],
        reason: reason.trim() || undefined,
      },
      {
        onSuccess: () => {
          toastInfo(t`Operation success`);
          onDone();
        },
      },
    );
  };
  return (
    <section
      className={`${section} ${css.editor}`}
      aria-labelledby={id}
      data-testid="role-form"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <h2 id={id} ref={heading} tabIndex={-1} className={`${sectionTitle} ${css.editorTitle}`}>
        {role ? (
          <Trans>
            Change the role <bdi>{role.name}</bdi>
          </Trans>
        ) : (
          <Trans>New role</Trans>
        )}
      </h2>
      <form
        className={formCss.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {role ? (
          <p>
            <Trans>Code</Trans>: <span className={css.code}>{role.code}</span>
          </p>
        ) : null}
        <Field
          label={<Trans>Role name</Trans>}
          value={name}
          maxLength={60}
          required
          autoComplete="off"
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset
          className={css.fieldset}
          aria-describedby={errors.permissions ? `${id}-permissions` : undefined}
        >
          <legend className={formCss.label}>
            <Trans>Permissions</Trans>
          </legend>
          <div className={css.editorGrid}>
            {areas.map((area) => (
              <fieldset key={area} className={css.fieldset} data-testid={`area-${area}`}>
                <legend className={formCss.label}>{text.area(area)}</legend>
                {permissionAreas[area].map((permission) => (
                  <label key={permission} className={css.check}>
                    <input
                      type="checkbox"
                      name="permissions"
                      value={permission}
                      checked={chosen.includes(permission)}
                      onChange={() => toggle(permission)}
                    />
                    {text.permission(permission)}
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          {errors.permissions ? (
            <p id={`${id}-permissions`} className={formCss.fieldError} role="alert">
              {errors.permissions}
            </p>
          ) : null}
        </fieldset>
        <Field
          label={<Trans>Reason for the change (kept in the audit log)</Trans>}
          value={reason}
          maxLength={500}
          autoComplete="off"
          onChange={(event) => setReason(event.target.value)}
        />
        {save.error ? (
          <p className={formCss.formError} role="alert">
            {save.error.message}
          </p>
        ) : null}
        <div className={css.actions}>
          <button type="submit" className={button.primary} disabled={save.isPending}>
            <Trans>Save</Trans>
          </button>
          <button type="button" className={button.secondary} onClick={onDone}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
