// The server's renderer of the storefront's catalogue pages (home, categories, goods lists, product,
// store, search results): the same routes, components and query cache as the PWA, rendered to HTML
// with their data, the query cache dehydrated into the page, so the browser paints the page before
// its JavaScript runs and then hydrates it (src/main.tsx). Built by `vite build --ssr` into
// build/ssr/ and loaded by server/modules/web when present.
//
// Each request gets its own router (memory history at the request's URL), query client and Lingui
// instance. Language, brand and the API transport are per request through the server's
// AsyncLocalStorage (src/lib/render-scope.ts; `installRenderScope` wires it): loaders of concurrent
// requests interleave while they wait for data. The data is complete before rendering starts
// (router.load), so the render itself is one synchronous renderToString: nothing is left to stream.
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { bcp47, type LanguageCode } from '../domain/i18n/languages.ts';
import type { RenderRequest, RenderResult, ScopeStore } from '../domain/ssr.ts';
import { NotFoundPage } from './components/page-states.tsx';
import { storefrontMessages } from './app/i18n.ts';
import { routerOptions } from './app/router-options.ts';
import { setRenderScopeSource } from './lib/render-scope.ts';
import { setPlatformTimeZone } from './lib/time.ts';
import { routeTree } from './routeTree.gen.ts';

let store: ScopeStore<typeof fetch> | undefined;

export function installRenderScope(scopes: ScopeStore<typeof fetch>, timeZone: string): void {
  store = scopes;
  setPlatformTimeZone(timeZone);
  setRenderScopeSource(() => scopes.getStore());
}

const instances = new Map<LanguageCode, Promise<I18n>>();

/** One Lingui instance per language, its storefront catalog loaded once. */
function i18nFor(language: LanguageCode): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = (async () => {
      const messages = await storefrontMessages(language);
      return setupI18n({
        locale: language,
        locales: [bcp47[language], 'en'],
        messages: { [language]: messages },
      });
    })();
    instances.set(language, instance);
  }
  return instance;
}

/**
 * Renders a catalogue page, or answers undefined when it cannot be rendered here (the route
 * failed to load its data: the browser then renders it, with its own error and retry states).
 */
export async function renderPage(
  request: RenderRequest<typeof fetch>,
): Promise<RenderResult | undefined> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false } },
  });
  const router = createRouter({
    ...routerOptions,
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [request.url] }),
    defaultNotFoundComponent: NotFoundPage,
  });
  const i18n = await i18nFor(request.language);
  if (!store) throw new Error('installRenderScope was not called');
  return store.run(
    { language: request.language, brand: request.brand, fetch: request.fetch },
    async () => {
      await router.load();
      const result = router._serverResult;
      // A route that only redirects (`/searchResult` picks goods or stores) answers with the redirect.
      if (result?.type === 'redirect')
        return {
          redirect: result.redirect.headers.get('Location') ?? result.redirect.options.href ?? '/',
          status: 302,
        };
      if (!result || result.status === 500) return undefined;
      const html = renderToString(
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>,
      );
      return {
        html,
        state: dehydrate(queryClient, {
          shouldDehydrateQuery: (query) => query.state.status === 'success',
        }),
        status: result.status,
      };
    },
  );
}
