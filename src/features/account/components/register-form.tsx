// The registration form: username (plain name, e-mail or mobile), password twice, the referral
// code (prefilled from a stored agent code), the slider puzzle, and an e-mail code when the
// username is an e-mail address.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { isEmail } from '../../../../domain/account/credentials.ts';
import { storage } from '../../../lib/storage.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import { useRegister } from '../api/register.ts';
import { resetServerState, signIn } from '../session.ts';
import { useAccountText } from '../use-account-text.ts';
import * as css from './account.css.ts';
import * as formCss from '../../../components/form.css.ts';
import { CodeButton } from './code-button.tsx';
import { Field } from '../../../components/field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SliderCaptcha } from './slider-captcha.tsx';

type Errors = Partial<Record<'username' | 'password' | 'confirm' | 'code' | 'referral', string>>;

export function RegisterForm() {
  const { t } = useLingui();
  const { rules, errorText } = useAccountText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const register = useRegister();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [referral, setReferral] = useState(() => storage.agentCode() ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [ticket, setTicket] = useState<string | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  const [sliderReady, setSliderReady] = useState(false);
  const byEmail = isEmail(username.trim());

  // A shown message follows the typing (so it is gone before the submit click); new messages
  // appear on submit only, so the layout never shifts under the pointer.
  const recheck = (field: keyof Errors, message: string) =>
    setErrors((current) => (current[field] ? { ...current, [field]: message } : current));

  const validate = (): Errors => ({
    username: rules.username(username),
    password: rules.password(password),
    confirm: rules.confirm(confirm, password),
    code: byEmail ? rules.verifcode(code) : '',
    referral: rules.referral(referral),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    if (ticket === null) {
      setFormError(t`Please complete the slider check`);
      return;
    }
    setFormError('');
    register.mutate(
      {
        username: username.trim(),
        password,
        re_password: confirm,
        ...(referral.trim() ? { usercode: referral.trim() } : {}),
        ...(byEmail ? { verifcode: code.trim() } : {}),
        ...(ticket ? { sliderTicket: ticket } : {}),
      },
      {
        onSuccess: (data) => {
          signIn(data);
          resetServerState(queryClient);
          toastInfo(t`Registration successful`);
          void navigate({ to: '/index' });
        },
        onError: (error) => {
          setFormError(errorText(error));
          setTicket(null);
          setSliderKey((key) => key + 1);
        },
      },
    );
  };

  return (
    <form className={formCss.form} onSubmit={onSubmit} noValidate>
      <Field
        label={<Trans>Username</Trans>}
        name="username"
        autoComplete="username"
        value={username}
        error={errors.username}
        hint={<Trans>6-30 digits and letters, an e-mail, or a mobile number</Trans>}
        onChange={(event) => {
          setUsername(event.target.value);
          recheck('username', rules.username(event.target.value));
        }}
      />
      {byEmail ? (
        <Field
          label={<Trans>E-mail verification code</Trans>}
          name="verifcode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          error={errors.code}
          onChange={(event) => {
            setCode(event.target.value);
            recheck('code', rules.verifcode(event.target.value));
          }}
          after={
            <CodeButton
              target={username}
              purpose="register"
              validate={() => {
                const error = rules.email(username);
                setErrors((e) => ({ ...e, username: error }));
                return !error;
              }}
            />
          }
        />
      ) : null}
      <NewPasswordFields
        label={<Trans>Password</Trans>}
        confirmName="re_password"
        showRule
        password={password}
        confirm={confirm}
        errors={errors}
        onPasswordChange={(value) => {
          setPassword(value);
          recheck('password', rules.password(value));
          recheck('confirm', rules.confirm(confirm, value));
        }}
        onConfirmChange={(value) => {
          setConfirm(value);
          recheck('confirm', rules.confirm(value, password));
        }}
      />
      <Field
        label={<Trans>Referral code (optional)</Trans>}
        name="usercode"
        value={referral}
        error={errors.referral}
        onChange={(event) => {
          setReferral(event.target.value);
          recheck('referral', rules.referral(event.target.value));
        }}
      />
      <SliderCaptcha key={sliderKey} onPassed={setTicket} onReady={setSliderReady} />
      {formError ? (
        <p className={formCss.formError} role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        className={button.primary}
        disabled={register.isPending || !sliderReady}
      >
        <Trans>Register</Trans>
      </button>
      <div className={css.formLinks}>
        <Link to="/login" className={css.link}>
          <Trans>Already registered? Log in</Trans>
        </Link>
      </div>
    </form>
  );
}
