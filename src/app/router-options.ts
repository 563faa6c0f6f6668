// Router options shared by the browser's router (router.tsx) and the server's per-request routers
// (src/entry-server.tsx), so both match the same routes and write the same links.
import { stringifySearch } from '../lib/search-params.ts';

export const routerOptions = {
  defaultPreload: 'intent',
  // Query owns freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  stringifySearch,
  defaultPendingMs: 300,
} as const;
