// `/userInfo/setup/transaction-password`: set or change the fund password; `?redirect=` brings the
// buyer back to the payment step that sent them here.
import { Trans } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { safeRedirect } from '../features/account/safe-redirect.ts';
import { useLocalUser } from '../features/account/api/get-local-user.ts';
import { wideCard } from '../components/form.css.ts';
import { SafewordForm } from '../features/account/components/safeword-form.tsx';
import { pageTitle } from '../styles/ui.css.ts';

export const Route = createFileRoute('/_auth/userInfo/setup/transaction-password')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: TransactionPasswordPage,
});

function TransactionPasswordPage() {
  const profile = useLocalUser();
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <section className={wideCard}>
      <h1 className={pageTitle}>
        <Trans>Transaction password</Trans>
      </h1>
      {profile.data ? (
        <SafewordForm
          isSet={profile.data.safeword}
          walletEmail={profile.data.emailVerified ? profile.data.email : undefined}
          {...(redirect ? { onDone: () => void navigate({ href: safeRedirect(redirect) }) } : {})}
        />
      ) : null}
    </section>
  );
}
