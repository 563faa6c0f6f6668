// `/userInfo/setup/login-password`: change the login password.
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { wideCard } from '../components/form.css.ts';
import { PasswordForm } from '../features/account/components/password-form.tsx';
import { pageTitle } from '../styles/ui.css.ts';

export const Route = createFileRoute('/_auth/userInfo/setup/login-password')({
  component: () => (
    <section className={wideCard}>
      <h1 className={pageTitle}>
        <Trans>Login password</Trans>
      </h1>
      <PasswordForm />
    </section>
  ),
});
