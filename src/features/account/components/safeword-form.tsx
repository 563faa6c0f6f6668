// The fund (transaction) password: set it the first time, change it with the old one after.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import { useChangeSafeword } from '../api/change-safeword.ts';
import { useSetSafeword } from '../api/set-safeword.ts';
import { useAccountText } from '../use-account-text.ts';
import * as formCss from '../../../components/form.css.ts';
import { Field } from '../../../components/field.tsx';
import { WalletCodeField } from './wallet-code-field.tsx';

type Errors = Partial<Record<'password' | 'old' | 'safeword' | 'confirm' | 'code', string>>;

export function SafewordForm({
  isSet,
  walletEmail,
  onDone,
}: {
  isSet: boolean;
  /** The confirmed e-mail of the account, when there is one: the first password needs its code. */
  walletEmail?: string;
  /** After the password is set or changed (the payment step that sent the buyer here). */
  onDone?: () => void;
}) {
  const { t } = useLingui();
  const { rules, errorText } = useAccountText();
  const set = useSetSafeword();
  const change = useChangeSafeword();
  const [password, setPassword] = useState('');
  const [old, setOld] = useState('');
  const [safeword, setSafeword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const pending = set.isPending || change.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      password: isSet ? '' : rules.required(password),
      old: isSet ? rules.safeword(old) : '',
      safeword: rules.safeword(safeword),
      confirm: rules.safewordConfirm(confirm, safeword),
      code: !isSet && walletEmail ? rules.verifcode(code) : '',
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setFormError('');
    const handlers = {
      onSuccess: () => {
        toastInfo(t`Operation success`);
        setPassword('');
        setOld('');
        setSafeword('');
        setConfirm('');
        setCode('');
        onDone?.();
      },
      onError: (error: unknown) => setFormError(errorText(error)),
    };
    if (isSet) change.mutate({ old_safeword: old, safeword, re_safeword: confirm }, handlers);
    else
      set.mutate(
        { password, safeword, re_safeword: confirm, ...(walletEmail ? { verifcode: code } : {}) },
        handlers,
      );
  };

  const digits = { inputMode: 'numeric' as const, maxLength: 6, type: 'password' };
  return (
    <form className={formCss.form} onSubmit={onSubmit} noValidate>
      {isSet ? (
        <Field
          label={<Trans>Old fund password</Trans>}
          name="old_safeword"
          autoComplete="off"
          value={old}
          error={errors.old}
          onChange={(event) => setOld(event.target.value)}
          {...digits}
        />
      ) : (
        <Field
          label={<Trans>Login password</Trans>}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          hint={<Trans>Confirms that it is you setting the password that moves your money</Trans>}
          onChange={(event) => setPassword(event.target.value)}
        />
      )}
      <Field
        label={isSet ? <Trans>New fund password</Trans> : <Trans>Fund password</Trans>}
        name="safeword"
        autoComplete="off"
        value={safeword}
        error={errors.safeword}
        hint={<Trans>Exactly 6 digits</Trans>}
        onChange={(event) => setSafeword(event.target.value)}
        {...digits}
      />
      <Field
        label={<Trans>Confirm fund password</Trans>}
        name="re_safeword"
        autoComplete="off"
        value={confirm}
        error={errors.confirm}
        onChange={(event) => setConfirm(event.target.value)}
        {...digits}
      />
      {!isSet && walletEmail ? (
        <WalletCodeField email={walletEmail} value={code} error={errors.code} onChange={setCode} />
      ) : null}
      {formError ? (
        <p className={formCss.formError} role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={button.primary} disabled={pending}>
        <Trans>Save</Trans>
      </button>
    </form>
  );
}
