// The router: file-based, code-split routes (src/routes), TanStack Query as loader cache, home
// scroll position restored on return while other pages open at the top (spec section 2).
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { stringifySearch } from '../lib/search-params.ts';
import { NotFoundPage } from '../components/page-states.tsx';
import { queryClient } from './query-client.ts';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Query owns freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  scrollRestoration: ({ location }) => location.pathname === '/index',
  getScrollRestorationKey: (location) =>
    location.pathname === '/index' ? '/index' : location.href,
  stringifySearch,
  defaultNotFoundComponent: NotFoundPage,
  defaultPendingMs: 300,
});

// Restoration is on for the home page only; every other page opens at its top, also on back.
router.subscribe('onRendered', ({ toLocation, fromLocation }) => {
  if (toLocation.pathname !== '/index' && toLocation.href !== fromLocation?.href)
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
