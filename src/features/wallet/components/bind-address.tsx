// Binding (or changing) the withdrawal address of a network: an address of the network's family
// (EVM: with its EIP-55 checksum), the fund password, and a mailed code where the account has a confirmed e-mail. A new
// or changed address holds withdrawals for the platform's hold time (said before binding).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { isValidSafeword } from '../../../../domain/account/credentials.ts';
import { isValidAddress } from '../../../../domain/wallet/address.ts';
import type { NetworkFamilyName } from '../../../../domain/wallet/network-family.ts';
import { useLocalUser, WalletCodeField } from '../../account/index.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import * as formCss from '../../../components/form.css.ts';
import { Field } from '../../../components/field.tsx';
import { useBindAddress } from '../api/withdraw.ts';
import { useWalletText } from '../use-wallet-text.ts';
import * as css from './wallet.css.ts';

export function BindAddress({
  channel,
  family,
  holdHours,
  onDone,
}: {
  channel: string;
  family: NetworkFamilyName;
  holdHours: number;
  onDone: () => void;
}) {
  const { t } = useLingui();
  /** What an address of the network's family must look like, said when a typed one is not. */
  const addressRule = (of: NetworkFamilyName) => {
    switch (of) {
      case 'evm':
        return t`The address does not match the network protocol (EIP-55 checksum)`;
    }
  };
  const text = useWalletText();
  const bind = useBindAddress();
  const [address, setAddress] = useState('');
  const [safeword, setSafeword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  // An account with a confirmed e-mail confirms a new address with a mailed code too.
  const profile = useLocalUser();
  const walletEmail = profile.data?.emailVerified ? profile.data.email : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      address: isValidAddress(family, address.trim()) ? '' : addressRule(family),
      safeword: isValidSafeword(safeword) ? '' : t`The fund password must be exactly 6 digits`,
      code: walletEmail && !/^\d{6}$/.test(code.trim()) ? t`Enter the 6-digit code` : '',
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setFormError('');
    bind.mutate(
      { channel, address: address.trim(), safeword, ...(walletEmail ? { verifcode: code } : {}) },
      {
        onSuccess: () => {
          toastInfo(t`Operation success`);
          onDone();
        },
        onError: (error) => setFormError(text.errorText(error)),
      },
    );
  };

  return (
    <form className={formCss.form} onSubmit={onSubmit} noValidate>
      {holdHours > 0 ? (
        <p className={css.notice}>
          <Trans>
            For your safety, withdrawals to a new or changed address open {holdHours} hours after it
            is bound.
          </Trans>
        </p>
      ) : null}
      <Field
        label={<Trans>Address</Trans>}
        name="address"
        autoComplete="off"
        spellCheck={false}
        value={address}
        error={errors.address}
        onChange={(event) => setAddress(event.target.value)}
      />
      <Field
        label={<Trans>Fund password</Trans>}
        name="bind_safeword"
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        value={safeword}
        error={errors.safeword}
        onChange={(event) => setSafeword(event.target.value)}
      />
      {walletEmail ? (
        <WalletCodeField email={walletEmail} value={code} error={errors.code} onChange={setCode} />
      ) : null}
      {formError ? (
        <p className={formCss.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <button
        type="submit"
        className={button.primary}
        disabled={bind.isPending}
        aria-busy={bind.isPending}
      >
        <Trans>Bind address</Trans>
      </button>
    </form>
  );
}
