// `/seller/login`: the seller panel's own sign-in. Store owners log in with the account that runs
// their store and land on `/seller`; `/seller` without a session comes here (see `_auth.tsx`).
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { formCard } from '../components/form.css.ts';
import { LoginForm } from '../features/account/components/login-form.tsx';
import { muted, page, pageTitle } from '../styles/ui.css.ts';
import { loadAccountTexts } from '../app/later-texts.ts';

export const Route = createFileRoute('/seller_/login')({
  beforeLoad: loadAccountTexts,
  component: SellerLoginPage,
});

function SellerLoginPage() {
  return (
    <main id="main" className={page}>
      <div className={formCard}>
        <h1 className={pageTitle}>
          <Trans>Seller panel login</Trans>
        </h1>
        <p className={muted}>
          <Trans>Log in with the account that runs your store.</Trans>
        </p>
        <LoginForm redirect="/seller" />
        <p>
          <Trans>
            No store yet? <Link to="/merchantSettled">Apply to open one</Link>.
          </Trans>
        </p>
      </div>
    </main>
  );
}
