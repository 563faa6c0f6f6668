// `/login`: sign in; `?redirect=` brings the buyer back to the page that asked for login.
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { formCard } from '../components/form.css.ts';
import { LoginForm } from '../features/account/components/login-form.tsx';
import { page, pageTitle } from '../styles/ui.css.ts';
import { loadAccountTexts } from '../app/later-texts.ts';

export const Route = createFileRoute('/login')({
  beforeLoad: loadAccountTexts,
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  return (
    <main id="main" className={page}>
      <div className={formCard}>
        <h1 className={pageTitle}>
          <Trans>Log in</Trans>
        </h1>
        <LoginForm redirect={redirect} />
      </div>
    </main>
  );
}
