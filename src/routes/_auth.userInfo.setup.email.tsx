// `/userInfo/setup/email`: add or change the account's e-mail (the way back into a forgotten account).
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { wideCard } from '../components/form.css.ts';
import { EmailForm } from '../features/account/components/email-form.tsx';
import { pageTitle } from '../styles/ui.css.ts';

export const Route = createFileRoute('/_auth/userInfo/setup/email')({
  component: () => (
    <section className={wideCard}>
      <h1 className={pageTitle}>
        <Trans>E-mail</Trans>
      </h1>
      <EmailForm />
    </section>
  ),
});
