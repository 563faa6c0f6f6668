// The mailed code that, on an account with a confirmed e-mail, goes with setting the first fund
// password and binding a withdrawal address (jscode!execute, purpose wallet): a stolen session
// and password are not enough without the mailbox.
import { Trans } from '@lingui/react/macro';
import { Field } from '../../../components/field.tsx';
import { CodeButton } from './code-button.tsx';

export function WalletCodeField({
  email,
  value,
  error,
  onChange,
}: {
  /** The account's confirmed address. */
  email: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label={<Trans>E-mail verification code</Trans>}
      name="verifcode"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      error={error}
      hint={
        <Trans>
          We mail it to <bdi>{email}</bdi>, the address of your account.
        </Trans>
      }
      onChange={(event) => onChange(event.target.value)}
      after={<CodeButton target={email} purpose="wallet" validate={() => true} />}
    />
  );
}
