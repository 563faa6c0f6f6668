// Account cancellation: a reason is required and a confirmation is asked; refused by the server
// while the wallet holds a balance. On success the session ends and the buyer returns home.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { toastInfo } from '../../../lib/toast.ts';
import { Field } from '../../../components/field.tsx';
import { button } from '../../../styles/ui.css.ts';
import { useCancelAccount } from '../api/cancel-account.ts';
import { useBalanceSummary } from '../../wallet/index.ts';
import { clearLocalSession, resetServerState } from '../session.ts';
import { useAccountText } from '../use-account-text.ts';
import * as formCss from '../../../components/form.css.ts';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog.tsx'));

export function CancellationForm() {
  const { t } = useLingui();
  const { rules, errorText } = useAccountText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cancel = useCancelAccount();
  const id = useId();
  const [reason, setReason] = useState('');
  // The login password again (a stolen session alone cannot end the account); not remembered.
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const [error, setError] = useState('');
  const [formError, setFormError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const balance = useBalanceSummary().data;
  const spendable = balance ? Number(balance.money) > 0 : false;
  const held = balance ? Number(balance.frozen) > 0 : false;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = rules.reason(reason);
    const passwordMessage = rules.required(password);
    setError(message);
    setPasswordError(passwordMessage);
    if (!message && !passwordMessage) setConfirming(true);
  };

  const onConfirm = () => {
    setFormError('');
    cancel.mutate(
      { reason: reason.trim(), password },
      {
        onSettled: () => setPassword(''),
        onSuccess: () => {
          clearLocalSession();
          resetServerState(queryClient);
          toastInfo(t`Operation success`);
          void navigate({ to: '/index' });
        },
        onError: (failure) => setFormError(errorText(failure)),
      },
    );
  };

  return (
    <form className={formCss.form} onSubmit={onSubmit} noValidate>
      <p className={formCss.hint}>
        <Trans>
          Cancelling ends every session. Withdraw your balance first: an account with a balance
          cannot be cancelled. The same username and e-mail cannot register again for a while.
        </Trans>
      </p>
      {balance && (spendable || held) ? (
        <div className={formCss.hint} role="status" data-testid="cancel-balance">
          {spendable ? (
            <p>
              <Trans>
                Your wallet still holds {balance.money} USDT. Withdraw it before cancelling; a
                balance below the smallest withdrawal can leave whole, without a handling fee.
              </Trans>{' '}
              <Link to="/userInfo/money-package/withdraw">
                <Trans>Withdraw my balance</Trans>
              </Link>
            </p>
          ) : null}
          {held ? (
            <p>
              <Trans>
                {balance.frozen} USDT is held by a withdrawal in progress: the account can be
                cancelled once it is paid out.
              </Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={formCss.field}>
        <label htmlFor={id} className={formCss.label}>
          <Trans>Reason for cancellation</Trans>
        </label>
        <textarea
          id={id}
          name="reason"
          className={formCss.textarea}
          maxLength={500}
          value={reason}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {error ? (
          <span className={formCss.fieldError} role="alert">
            {error}
          </span>
        ) : null}
      </div>
      <Field
        label={<Trans>Login password</Trans>}
        name="cancel_password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={passwordError}
        onChange={(event) => setPassword(event.target.value)}
      />
      {formError ? (
        <p className={formCss.formError} role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={button.primary} disabled={cancel.isPending}>
        <Trans>Cancel my account</Trans>
      </button>
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={<Trans>Cancel your account?</Trans>}
            description={<Trans>This cannot be undone.</Trans>}
            confirmLabel={<Trans>Cancel my account</Trans>}
            cancelLabel={<Trans>Keep my account</Trans>}
            onConfirm={onConfirm}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
