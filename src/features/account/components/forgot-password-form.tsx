// Forgotten password: an e-mail code proves the mailbox, then a new password is set. This also
// lifts a login lock and ends every session.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useAccountText } from '../use-account-text.ts';
import * as css from './account.css.ts';
import * as formCss from '../../../components/form.css.ts';
import { EmailCodeFields } from './email-code-fields.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

type Errors = Partial<Record<'email' | 'code' | 'password' | 'confirm', string>>;

export function ForgotPasswordForm() {
  const { t } = useLingui();
  const { rules, errorText } = useAccountText();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      email: rules.email(email),
      code: rules.verifcode(code),
      password: rules.password(password),
      confirm: rules.confirm(confirm, password),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setFormError('');
    reset.mutate(
      { email: email.trim(), verifcode: code.trim(), password, re_password: confirm },
      {
        onSuccess: () => {
          toastInfo(t`Your password has been reset, please log in`);
          void navigate({ to: '/login' });
        },
        onError: (error) => setFormError(errorText(error)),
      },
    );
  };

  return (
    <form className={formCss.form} onSubmit={onSubmit} noValidate>
      <EmailCodeFields
        emailLabel={<Trans>E-mail</Trans>}
        purpose="resetPassword"
        email={email}
        code={code}
        errors={errors}
        onEmail={setEmail}
        onCode={setCode}
        onEmailError={(error) => setErrors((e) => ({ ...e, email: error }))}
      />
      <NewPasswordFields
        label={<Trans>New password</Trans>}
        confirmName="re_password"
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
      <button type="submit" className={button.primary} disabled={reset.isPending}>
        <Trans>Reset password</Trans>
      </button>
      <div className={css.formLinks}>
        <Link to="/login" className={css.link}>
          <Trans>Back to log in</Trans>
        </Link>
      </div>
    </form>
  );
}
