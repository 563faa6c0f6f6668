// The account's e-mail: add one (a buyer may register without) or replace it. The confirmed address
// is the only way back into a forgotten account, so the login password and a code mailed to the
// new address are asked, and to replace a confirmed one a code mailed to it as well. Nothing typed
// here is kept after the call.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import { useBindEmail } from '../api/bind-email.ts';
import { useLocalUser } from '../api/get-local-user.ts';
import { useAccountText } from '../use-account-text.ts';
import { CodeButton } from './code-button.tsx';
import { EmailCodeFields } from './email-code-fields.tsx';

type Errors = Partial<Record<'email' | 'code' | 'oldCode' | 'password', string>>;

export function EmailForm() {
  const { t } = useLingui();
  const { rules, errorText } = useAccountText();
  const profile = useLocalUser().data;
  const bind = useBindEmail();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [oldCode, setOldCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  if (!profile) return null;
  const current = profile.emailVerified ? profile.email : '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      email: rules.email(email),
      code: rules.verifcode(code),
      oldCode: current ? rules.verifcode(oldCode) : '',
      password: rules.required(password),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setFormError('');
    bind.mutate(
      {
        email: email.trim(),
        verifcode: code.trim(),
        password,
        ...(current ? { oldVerifcode: oldCode.trim() } : {}),
      },
      {
        onSettled: () => setPassword(''),
        onSuccess: () => {
          setEmail('');
          setCode('');
          setOldCode('');
          toastInfo(t`Your e-mail is confirmed`);
        },
        onError: (error) => setFormError(errorText(error)),
      },
    );
  };

  return (
    <form className={formCss.form} onSubmit={onSubmit} noValidate>
      {current ? (
        <p className={formCss.hint} data-testid="email-status">
          <Trans>
            Your confirmed e-mail is <bdi>{current}</bdi>. A forgotten password is reset through it.
          </Trans>
        </p>
      ) : (
        <p className={formCss.hint} role="status" data-testid="email-status">
          <Trans>
            Your account has no confirmed e-mail. Without one, a forgotten password cannot be
            recovered: add one now.
          </Trans>
        </p>
      )}
      {current ? (
        <Field
          label={<Trans>Code sent to your current e-mail</Trans>}
          name="oldVerifcode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={oldCode}
          error={errors.oldCode}
          onChange={(event) => setOldCode(event.target.value)}
          after={<CodeButton target={current} purpose="changeEmail" validate={() => true} />}
        />
      ) : null}
      <EmailCodeFields
        emailLabel={current ? <Trans>New e-mail</Trans> : <Trans>E-mail</Trans>}
        purpose="bindEmail"
        email={email}
        code={code}
        errors={errors}
        onEmail={setEmail}
        onCode={setCode}
        onEmailError={(error) => setErrors((e) => ({ ...e, email: error }))}
      />
      <Field
        label={<Trans>Login password</Trans>}
        name="email_password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {formError ? (
        <p className={formCss.formError} role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={button.primary} disabled={bind.isPending}>
        {current ? <Trans>Change e-mail</Trans> : <Trans>Confirm e-mail</Trans>}
      </button>
    </form>
  );
}
