// The login form: username (or e-mail) and password; after a failed attempt the slider puzzle
// is asked before the next one (the server requires it).
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import { useLogin } from '../api/login.ts';
import { safeRedirect } from '../safe-redirect.ts';
import { resetServerState, signIn } from '../session.ts';
import { useAccountText } from '../use-account-text.ts';
import * as css from './account.css.ts';
import * as formCss from '../../../components/form.css.ts';
import { Field } from '../../../components/field.tsx';
import { SliderCaptcha } from './slider-captcha.tsx';

export function LoginForm({ redirect }: { redirect?: string | undefined }) {
  const { t } = useLingui();
  const { errorText } = useAccountText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [formError, setFormError] = useState('');
  const [needSlider, setNeedSlider] = useState(false);
  const [ticket, setTicket] = useState<string | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  const [sliderReady, setSliderReady] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      username: username.trim() ? '' : t`Please enter your username`,
      password: password ? '' : t`Please enter your password`,
    };
    setErrors(next);
    if (next.username || next.password) return;
    if (needSlider && ticket === null) {
      setFormError(t`Please complete the slider check`);
      return;
    }
    setFormError('');
    login.mutate(
      { username: username.trim(), password, ...(ticket ? { sliderTicket: ticket } : {}) },
      {
        onSuccess: (data) => {
          signIn(data);
          resetServerState(queryClient);
          toastInfo(t`Login successful`);
          void navigate({ href: safeRedirect(redirect) });
        },
        onError: (error) => {
          setFormError(errorText(error));
          if (error instanceof ApiError && error.errorKey) {
            // A failed attempt: the next one needs a fresh slider ticket.
            setNeedSlider(true);
            setTicket(null);
            setSliderKey((key) => key + 1);
          }
        },
      },
    );
  };

  return (
    <form className={formCss.form} onSubmit={onSubmit} noValidate>
      <Field
        label={<Trans>Username / e-mail</Trans>}
        name="username"
        autoComplete="username"
        value={username}
        error={errors.username}
        onChange={(event) => {
          setUsername(event.target.value);
          if (event.target.value.trim()) setErrors((e) => ({ ...e, username: '' }));
        }}
      />
      <Field
        label={<Trans>Password</Trans>}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          if (event.target.value) setErrors((e) => ({ ...e, password: '' }));
        }}
      />
      {needSlider ? (
        <SliderCaptcha key={sliderKey} onPassed={setTicket} onReady={setSliderReady} />
      ) : null}
      {formError ? (
        <p className={formCss.formError} role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        className={button.primary}
        disabled={login.isPending || (needSlider && !sliderReady)}
      >
        <Trans>Log in</Trans>
      </button>
      <div className={css.formLinks}>
        <Link to="/forgot-password" className={css.link}>
          <Trans>Forgot password?</Trans>
        </Link>
        <Link to="/register" className={css.link}>
          <Trans>No account yet? Register</Trans>
        </Link>
      </div>
    </form>
  );
}
