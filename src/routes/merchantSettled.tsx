// `/merchantSettled`: opens the brand's external seller-onboarding site in a new tab with `lang`
// and `avatar` (spec section 2). Browsers may block the automatic tab, so a link is shown too.
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useBrand } from '../lib/brand.ts';
import { currentLanguage } from '../app/i18n.ts';
import { storage } from '../lib/storage.ts';
import { button, emptyState, page, pageTitle } from '../styles/ui.css.ts';

export const Route = createFileRoute('/merchantSettled')({ component: MerchantSettledPage });

function onboardingUrl(base: string): string {
  const url = new URL(base);
  url.searchParams.set('lang', currentLanguage());
  url.searchParams.set('avatar', String(storage.user()?.avatar ?? 1));
  return url.toString();
}

function MerchantSettledPage() {
  const brand = useBrand();
  const href = onboardingUrl(brand.merchantUrl);
  useEffect(() => {
    window.open(href, '_blank', 'noopener');
  }, [href]);
  return (
    <main id="main" className={page}>
      <div className={emptyState}>
        <h1 className={pageTitle}>
          <Trans>Become a seller</Trans>
        </h1>
        <p>
          <Trans>
            Seller onboarding opens in a new tab. If it did not open, use the button below.
          </Trans>
        </p>
        <p>
          <a className={button.primary} href={href} target="_blank" rel="noopener noreferrer">
            <Trans>Open seller onboarding</Trans>
          </a>
        </p>
      </div>
    </main>
  );
}
