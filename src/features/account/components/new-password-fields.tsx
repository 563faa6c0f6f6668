// A new login password and its confirmation, as registering, resetting and changing the password
// ask for them.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Field } from '../../../components/field.tsx';

export function NewPasswordFields({
  label,
  confirmName,
  showRule = false,
  password,
  confirm,
  errors,
  onPasswordChange,
  onConfirmChange,
}: {
  /** The first field's label ("Password" when registering, "New password" otherwise). */
  label: ReactNode;
  /** The confirmation's field name in the request (the two calls spell it differently). */
  confirmName: 'comfirm_password' | 're_password';
  /** Whether the first field states the password rule under it. */
  showRule?: boolean;
  password: string;
  confirm: string;
  errors: { password?: string | undefined; confirm?: string | undefined };
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}) {
  return (
    <>
      <Field
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        hint={
          showRule ? (
            <Trans>6-64 characters: letters and digits, special characters allowed</Trans>
          ) : undefined
        }
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <Field
        label={<Trans>Confirm password</Trans>}
        name={confirmName}
        type="password"
        autoComplete="new-password"
        value={confirm}
        error={errors.confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
      />
    </>
  );
}
