// Change the login password: old, new and confirmation. Other sessions end on success.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useAccountText } from '../use-account-text.ts';
import * as formCss from '../../../components/form.css.ts';
import { Field } from '../../../components/field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

type Errors = Partial<Record<'old' | 'password' | 'confirm', string>>;

export function PasswordForm() {
  const { t } = useLingui();
  const { rules, errorText } = useAccountText();
  const change = useChangePassword();
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      old: old ? '' : t`Old and new password cannot be empty`,
      password: rules.password(password),
      confirm: rules.confirm(confirm, password),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setFormError('');
    change.mutate(
      { old_password: old, password, comfirm_password: confirm },
      {
        onSuccess: () => {
          toastInfo(t`Operation success`);
          setOld('');
          setPassword('');
          setConfirm('');
        },
        onError: (error) => setFormError(errorText(error)),
      },
    );
  };

  return (
    <form className={formCss.form} onSubmit={onSubmit} noValidate>
      <Field
        label={<Trans>Old password</Trans>}
        name="old_password"
        type="password"
        autoComplete="current-password"
        value={old}
        error={errors.old}
        onChange={(event) => setOld(event.target.value)}
      />
      <NewPasswordFields
        label={<Trans>New password</Trans>}
        confirmName="comfirm_password"
        showRule
        password={password}
        confirm={confirm}
        errors={errors}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
      />
      {formError ? (
        <p className={formCss.formError} role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={button.primary} disabled={change.isPending}>
        <Trans>Save</Trans>
      </button>
    </form>
  );
}
