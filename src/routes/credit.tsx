// `/credit`: the merchant credit area (SPEC section 2): children `/credit/application` (the
// default: the products, verification, offer, quote and application) and `/credit/myLoan` (the
// loan, its schedule, repayments and history).
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { page, pageTitle } from '../styles/ui.css.ts';
import { creditTabs, creditTab } from '../features/credit/index.ts';
import { loadAccountTexts } from '../app/later-texts.ts';

export const Route = createFileRoute('/credit')({
  // The credit screens' texts are the account catalog.
  beforeLoad: loadAccountTexts,
  component: CreditLayout,
});

function CreditLayout() {
  const { t } = useLingui();
  return (
    <main id="main" className={page}>
      <h1 className={pageTitle}>
        <Trans>Merchant credit</Trans>
      </h1>
      <nav className={creditTabs} aria-label={t`Merchant credit`}>
        <Link to="/credit/application" className={creditTab}>
          <Trans>Loan application</Trans>
        </Link>
        <Link to="/credit/myLoan" className={creditTab}>
          <Trans>My loan</Trans>
        </Link>
      </nav>
      <Outlet />
    </main>
  );
}
