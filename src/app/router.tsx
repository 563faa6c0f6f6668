// The router: file-based, code-split routes (src/routes), TanStack Query as loader cache, home
// scroll position restored on return while other pages open at the top (spec section 2).
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { NotFoundPage } from '../components/page-states.tsx';
import { queryClient } from './query-client.ts';
import { routerOptions } from './router-options.ts';

/**
 * The router, made once at start (src/main.tsx). A function rather than a module-level value so
 * that building it (processing the route tree of about a hundred routes) runs in a task of its own
 * after the modules' evaluation: on a slow phone the two together were one task of about 100 ms.
 */
export function createAppRouter() {
  // The first render attaches to a page the reader may already have scrolled (a server-rendered
  // page before the app attached, or a reload the browser restored itself): it is left where it is.
  // Reset to the top there, a buyer who started reading on a slow phone was thrown back up.
  let firstRender = true;
  const router = createRouter({
    ...routerOptions,
    routeTree,
    context: { queryClient },
    scrollRestoration: ({ location }) => {
      const first = firstRender;
      firstRender = false;
      if (first && window.scrollY !== 0) return false;
      return location.pathname === '/index';
    },
    getScrollRestorationKey: (location) =>
      location.pathname === '/index' ? '/index' : location.href,
    defaultNotFoundComponent: NotFoundPage,
  });

  // Restoration is on for the home page only; every other page opens at its top, also on back.
  router.subscribe('onRendered', ({ toLocation, fromLocation }) => {
    if (toLocation.pathname !== '/index' && toLocation.href !== fromLocation?.href)
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
