// After a user's own action that changes what the catalogue shows (a payment moves stock and sold
// counts, a review moves the rate and the list, a store's listing edit moves prices), every cached
// catalogue read is marked stale: those on screen load again, the others when next shown. The
// service worker answers these reads from the network while online (sw/sw.ts), so the reload is
// the server's current answer, not the worker's copy.
import type { QueryClient } from '@tanstack/react-query';

const catalogueReads = /^(index!|sellerGoods!|seller!|evaluation!)/;

export function refreshCatalogue(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === 'api' && catalogueReads.test(String(query.queryKey[1])),
  });
}
