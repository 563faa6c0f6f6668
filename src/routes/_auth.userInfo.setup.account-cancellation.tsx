// `/userInfo/setup/account-cancellation`: cancel the account.
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { wideCard } from '../components/form.css.ts';
import { CancellationForm } from '../features/account/components/cancellation-form.tsx';
import { pageTitle } from '../styles/ui.css.ts';

export const Route = createFileRoute('/_auth/userInfo/setup/account-cancellation')({
  component: () => (
    <section className={wideCard}>
      <h1 className={pageTitle}>
        <Trans>Account cancellation</Trans>
      </h1>
      <CancellationForm />
    </section>
  ),
});
