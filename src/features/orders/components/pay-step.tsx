// The fund password of a payment from the balance (the payment step-up): a field when the account
// has one, else the way to set one that comes back here. The value lives only in the caller's
// state for the one payment; nothing remembers it.
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { Field } from '../../../components/field.tsx';
import * as formCss from '../../../components/form.css.ts';
import { button } from '../../../styles/ui.css.ts';
import { useLocalUser } from '../../account/index.ts';

/** Whether the account can pay now: false while it has no fund password (the link shows). */
export function useHasFundPassword(): boolean | undefined {
  return useLocalUser().data?.safeword;
}

export function PayStep({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const hasFundPassword = useHasFundPassword();
  const location = useLocation();
  if (hasFundPassword === undefined) return null;
  if (!hasFundPassword)
    return (
      <div className={formCss.hint} role="note" data-testid="pay-set-fund-password">
        <p>
          <Trans>
            Payments from your balance need your fund password, so that nobody who gets hold of your
            session can spend it. Set one first; you come back here to pay.
          </Trans>
        </p>
        <p>
          <Link
            to="/userInfo/setup/transaction-password"
            search={{ redirect: location.href }}
            className={button.secondary}
          >
            <Trans>Set a fund password</Trans>
          </Link>
        </p>
      </div>
    );
  return (
    <Field
      label={<Trans>Fund password</Trans>}
      name="pay_safeword"
      type="password"
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      value={value}
      error={error}
      hint={<Trans>Asked at every payment; it is not remembered.</Trans>}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
