// Entry of the buyer PWA: brand (injected by the server), `?lang` / `?code` handling, then, in
// parallel, the language catalog and the first route (its code chunk and its data, from the
// persisted query cache when the buyer has been here before), then the first render. The service
// worker registers when the page is idle.
import './styles/global.css.ts';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadBrand } from './app/brand.ts';
import { activateLanguage, applyUrlParameters, initialLanguage } from './app/i18n.ts';
import { registerServiceWorker } from './app/pwa.ts';
import { persistOptions, queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { listenForInstallPrompt } from './features/install/install-prompt.ts';
import { setForbiddenHandler } from './lib/api-client.ts';
import { setRequestLanguage } from './lib/language.ts';

async function start(): Promise<void> {
  // Before anything awaits: Chromium may offer installation as soon as the page loads.
  listenForInstallPrompt();
  const brand = await loadBrand();
  if (applyUrlParameters(window.location.href, brand.hiddenLanguages)) return;
  const language = initialLanguage(brand.hiddenLanguages);
  setRequestLanguage(language);
  setForbiddenHandler(() => void router.navigate({ to: '/' }));
  // Restore the saved catalogue first, so the first route's loader finds it and paints at once.
  const [, restored] = persistQueryClient({ queryClient, ...persistOptions });
  await restored.catch(() => undefined);
  await Promise.all([activateLanguage(language), router.load()]);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
  const register = () => void registerServiceWorker();
  if ('requestIdleCallback' in window) window.requestIdleCallback(register);
  else setTimeout(register, 1500);
}

void start();
