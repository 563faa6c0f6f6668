// `/userInfo/setup/transaction-password`: set or change the fund password.
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useLocalUser } from '../features/account/api/get-local-user.ts';
import { wideCard } from '../components/form.css.ts';
import { SafewordForm } from '../features/account/components/safeword-form.tsx';
import { pageTitle } from '../styles/ui.css.ts';

export const Route = createFileRoute('/_auth/userInfo/setup/transaction-password')({
  component: TransactionPasswordPage,
});

function TransactionPasswordPage() {
  const profile = useLocalUser();
  return (
    <section className={wideCard}>
      <h1 className={pageTitle}>
        <Trans>Transaction password</Trans>
      </h1>
      {profile.data ? (
        <SafewordForm
          isSet={profile.data.safeword}
          walletEmail={profile.data.emailVerified ? profile.data.email : undefined}
        />
      ) : null}
    </section>
  );
}
