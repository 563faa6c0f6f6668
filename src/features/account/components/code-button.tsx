// "Send code" with a 60-second countdown: mails a verification code to the address of the form.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { VerificationPurpose } from '../../../../domain/api/account.ts';
import { toastError, toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import { useSendCode } from '../api/send-code.ts';
import { useAccountText } from '../use-account-text.ts';

const COUNTDOWN_SECONDS = 60;

export function CodeButton({
  target,
  purpose,
  validate,
}: {
  target: string;
  purpose: VerificationPurpose;
  /** Returns false (and shows the field's message) when the address is not valid yet. */
  validate: () => boolean;
}) {
  const { t } = useLingui();
  const { errorText } = useAccountText();
  const send = useSendCode();
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const onClick = () => {
    if (!validate()) return;
    send.mutate(
      { target: target.trim(), purpose },
      {
        onSuccess: () => {
          setLeft(COUNTDOWN_SECONDS);
          toastInfo(t`The verification code has been sent to your e-mail`);
        },
        onError: (error) => toastError(errorText(error)),
      },
    );
  };

  return (
    <button
      type="button"
      className={button.secondary}
      onClick={onClick}
      disabled={left > 0 || send.isPending}
    >
      {left > 0 ? <Trans>Resend in {left} s</Trans> : <Trans>Send code</Trans>}
    </button>
  );
}
