// Entry of the buyer PWA: brand (injected by the server), `?lang` / `?code` handling, then, in
// parallel, the language catalog and the first route (its code chunk and its data: from the page
// when the server rendered it, else from the persisted query cache when the buyer has been here
// before), then the first render, or the hydration of the server's HTML. The service worker
// registers when the page is idle.
import './styles/global.css.ts';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { loadBrand, loadBrandLanguage } from './lib/brand.ts';
import { activateLanguage, applyUrlParameters, initialLanguage } from './app/i18n.ts';
import {
  afterNextPaint,
  holdInputUntilInteractive,
  markInteractive,
  whenInteractive,
  yieldToBrowser,
} from './app/interactive.ts';
import { registerServiceWorker } from './app/pwa.ts';
import { queryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { listenForInstallPrompt } from './features/install/install-prompt.ts';
import { setForbiddenHandler } from './lib/api-client.ts';
import { setRequestLanguage } from './lib/language.ts';

async function start(): Promise<void> {
  // Before anything awaits: Chromium may offer installation as soon as the page loads.
  listenForInstallPrompt();
  const rendered = serverRenderedState();
  // A page the server did not render starts from the saved catalogue: its code is fetched now,
  // beside the brand and React DOM, not after them.
  const savedQueries = rendered === undefined ? import('./app/query-persistence.ts') : undefined;
  const brand = await loadBrand();
  if (applyUrlParameters(window.location.href, brand.hiddenLanguages)) return;
  const language = initialLanguage(brand.hiddenLanguages);
  setRequestLanguage(language);
  await loadBrandLanguage(language);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // Evaluating the modules was one task of about 100 ms on a slow phone (a tap waits that long);
  // React DOM (about half of it) and building the router come each in a task of their own.
  await yieldToBrowser();
  const router = createAppRouter();
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  setForbiddenHandler(() => void router.navigate({ to: '/' }));
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
  if (rendered !== undefined) {
    holdInputUntilInteractive();
    // The server rendered this page with its data (src/entry-server.tsx): the same data makes the
    // same first render, which React attaches to the server's HTML. The saved catalogue is restored
    // once that is done (restored earlier, it would fill parts the server showed as loading, and
    // the first render would no longer match; it is older than the server's answers, so it only
    // fills what the page lacks).
    await yieldToBrowser();
    hydrate(queryClient, rendered);
    // The server's router renders its matches without the browser router's Suspense wrappers; this
    // marks the page as server-rendered so the browser's first render has the same structure.
    router.ssr = { manifest: undefined };
    await yieldToBrowser();
    await Promise.all([activateLanguage(language), router.load(), afterNextPaint()]);
    // As a transition, React attaches in slices of a few milliseconds and lets the browser handle
    // input and paint between them, instead of one long task of the whole page (on a slow phone,
    // several hundred milliseconds during which a tap waits).
    startTransition(() => {
      hydrateRoot(root, app);
    });
    void whenInteractive()
      .then(() => import('./app/query-persistence.ts'))
      .then((saved) => saved.restoreSavedQueries())
      .catch(() => undefined);
  } else {
    // Restore the saved catalogue first, so the first route's loader finds it and paints at once.
    // Without it (its code did not arrive) the page starts from the network.
    await savedQueries?.then((saved) => saved.restoreSavedQueries()).catch(() => undefined);
    await Promise.all([activateLanguage(language), router.load()]);
    createRoot(root).render(app);
  }
  const register = () => {
    void registerServiceWorker();
    void import('./app/account-texts.ts').then((texts) => texts.prefetchAccountTexts());
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(register);
  else setTimeout(register, 1500);
}

/** The query cache the server rendered this page with, if it rendered it. */
function serverRenderedState(): DehydratedState | undefined {
  const element = document.getElementById('caravan-ssr');
  if (!element?.textContent) return undefined;
  // The service worker's offline copy of a page serves other URLs too: there it is only the shell.
  if (element.dataset.url !== `${window.location.pathname}${window.location.search}`)
    return undefined;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}

start().catch((error: unknown) => {
  // Whatever failed, a server-rendered page stays usable as plain HTML.
  markInteractive();
  throw error;
});
