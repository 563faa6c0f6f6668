// The page frame of every route: skip link, header, content, footer and floating elements. A
// `?lang=` on any navigation switches the language (store, strip, reload), `?code=` is kept.
import { Trans } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { createContext, startTransition, useEffect, useState } from 'react';

import { applyUrlParameters } from '../app/i18n.ts';
import { markInteractive } from '../app/interactive.ts';
import { BackToTop, OfflineBanner, Toasts, UpdatePrompt } from '../app/layout/floating.tsx';
import { Header } from '../app/layout/header.tsx';
import * as css from '../app/layout/layout.css.ts';
import { lazyOptional } from '../components/lazy-optional.tsx';
import { NotFoundPage } from '../components/page-states.tsx';
import { currentBrand } from '../lib/brand.ts';
import { useSession } from '../features/account/session.ts';

// The footer sits below the first screen (and nothing below it can move when it arrives): its code,
// mailing-list form and figures load after the page's own chunks.
const Footer = lazyOptional(() =>
  import('../app/layout/footer.tsx').then((module) => module.Footer),
);

// The cart bar (drawer, decimal arithmetic) is not needed for the first paint: its own chunk.
const CartMount = lazyOptional(() =>
  import('../features/cart/components/cart-bar.tsx').then((module) => module.CartMount),
);

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: ({ location }) => {
    const search = location.search as Record<string, unknown>;
    if (search.lang !== undefined || search.code !== undefined) {
      applyUrlParameters(
        `${window.location.origin}${location.href}`,
        currentBrand().hiddenLanguages,
      );
    }
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

// Whether the page's content has attached: false in the first render, true right after. On a
// server-rendered page React attaches the frame first and the route's content (inside the router's
// Suspense boundary) in a later, low-priority pass; until then a tap on the content is lost. A
// change of this context reaches into that boundary, so React attaches the content with it (in a
// transition: in slices), and only then is the page marked interactive.
const ContentAttached = createContext(false);

function RootLayout() {
  // The cart is rendered only when logged in (spec section 2): visitors never load its code.
  const { token } = useSession();
  const [attached, setAttached] = useState(false);
  useEffect(() => startTransition(() => setAttached(true)), []);
  useEffect(() => {
    if (attached) markInteractive();
  }, [attached]);
  return (
    <>
      <a href="#main" className={css.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <OfflineBanner />
      <UpdatePrompt />
      <Header />
      <div className={css.main}>
        <ContentAttached value={attached}>
          <Outlet />
        </ContentAttached>
      </div>
      <Footer />
      {token && <CartMount />}
      <BackToTop />
      <Toasts />
    </>
  );
}
