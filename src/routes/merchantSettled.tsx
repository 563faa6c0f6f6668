// `/merchantSettled`: apply to open a store, in the app (spec section 2). A guest is asked to log in
// first and comes back here; the brand's external seller site stays as an optional link.
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { currentLanguage } from '../app/i18n.ts';
import { useSession } from '../features/account/index.ts';
import { StoreApplicationPage } from '../features/store/backoffice/store-application.tsx';
import { useBrand } from '../lib/brand.ts';
import { storage } from '../lib/storage.ts';
import { button, emptyState, page, pageTitle } from '../styles/ui.css.ts';
import { loadAccountTexts, loadBackofficeTexts } from '../app/later-texts.ts';

export const Route = createFileRoute('/merchantSettled')({
  // The store application form belongs to the seller panel, whose texts are a catalog of their own;
  // its address fields are the account catalog's.
  beforeLoad: () => Promise.all([loadBackofficeTexts(), loadAccountTexts()]),
  component: MerchantSettledPage,
});

function onboardingUrl(base: string): string {
  const url = new URL(base);
  url.searchParams.set('lang', currentLanguage());
  url.searchParams.set('avatar', String(storage.user()?.avatar ?? 1));
  return url.toString();
}

function MerchantSettledPage() {
  const brand = useBrand();
  const session = useSession();
  const external = brand.merchantUrl ? onboardingUrl(brand.merchantUrl) : '';
  return (
    <main id="main" className={page}>
      {session.token ? (
        <StoreApplicationPage externalUrl={external} />
      ) : (
        <div className={emptyState}>
          <h1 className={pageTitle}>
            <Trans>Become a seller</Trans>
          </h1>
          <p>
            <Trans>Log in or register to apply for a store.</Trans>
          </p>
          <Link to="/login" search={{ redirect: '/merchantSettled' }} className={button.primary}>
            <Trans>Log in</Trans>
          </Link>
        </div>
      )}
    </main>
  );
}
