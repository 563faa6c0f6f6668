// An e-mail address and the code mailed to it, as the forgotten-password and the e-mail settings
// forms ask for them: the code's button first checks the address (its error shows on the address).
import { Trans } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../../../components/field.tsx';
import { useAccountText } from '../use-account-text.ts';
import { CodeButton } from './code-button.tsx';

interface Props {
  emailLabel: ReactNode;
  purpose: ComponentProps<typeof CodeButton>['purpose'];
  email: string;
  code: string;
  errors: { email?: string; code?: string };
  onEmail: (email: string) => void;
  onCode: (code: string) => void;
  /** The address's own error, when the code's button finds it wrong. */
  onEmailError: (error: string) => void;
}

export function EmailCodeFields(props: Props) {
  const { rules } = useAccountText();
  return (
    <>
      <Field
        label={props.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        value={props.email}
        error={props.errors.email}
        onChange={(event) => props.onEmail(event.target.value)}
      />
      <Field
        label={<Trans>E-mail verification code</Trans>}
        name="verifcode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={props.code}
        error={props.errors.code}
        onChange={(event) => props.onCode(event.target.value)}
        after={
          <CodeButton
            target={props.email}
            purpose={props.purpose}
            validate={() => {
              const error = rules.email(props.email);
              props.onEmailError(error);
              return !error;
            }}
          />
        }
      />
    </>
  );
}
