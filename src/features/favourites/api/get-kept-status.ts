// keepGoods!status: whether the buyer keeps a listing (a heart's state). Each heart asks about its
// own listing; the asks made while a page renders leave together as one call (up to
// KEEP_STATUS_MAX_IDS listings each), so a grid of cards costs one request. Asked only while
// logged in.
import { useQuery } from '@tanstack/react-query';
import type { keepGoodsStatus } from '../../../../domain/api/favourites.ts';
import { KEEP_STATUS_MAX_IDS } from '../../../../domain/catalog/favourite-limits.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';
import { useSession } from '../../account/index.ts';

interface Waiter {
  resolve: (kept: boolean) => void;
  reject: (error: unknown) => void;
}

let waiting = new Map<string, Waiter[]>();
let scheduled = false;

function flush(): void {
  scheduled = false;
  const batch = waiting;
  waiting = new Map();
  const ids = [...batch.keys()];
  for (let start = 0; start < ids.length; start += KEEP_STATUS_MAX_IDS) {
    const part = ids.slice(start, start + KEEP_STATUS_MAX_IDS);
    const settle = (each: (waiter: Waiter, id: string) => void) => {
      for (const id of part) for (const waiter of batch.get(id) ?? []) each(waiter, id);
    };
    apiCall<typeof keepGoodsStatus>(
      'keepGoods!status',
      { sellerGoodsIds: part.join(',') },
      { silent: true },
    )
      .then((data) => {
        const kept = new Set(data.sellerGoodsIds);
        settle((waiter, id) => waiter.resolve(kept.has(id)));
      })
      .catch((error: unknown) => settle((waiter) => waiter.reject(error)));
  }
}

function isKept(sellerGoodsId: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    waiting.set(sellerGoodsId, [...(waiting.get(sellerGoodsId) ?? []), { resolve, reject }]);
    if (!scheduled) {
      scheduled = true;
      setTimeout(flush, 0);
    }
  });
}

/** Whether the buyer keeps the listing; undefined while unknown or logged out. */
export function useKept(sellerGoodsId: string): boolean | undefined {
  const { token } = useSession();
  const query = useQuery({
    queryKey: apiKey('keepGoods!status', { sellerGoodsIds: sellerGoodsId }),
    queryFn: () => isKept(sellerGoodsId),
    enabled: Boolean(token),
  });
  return token ? query.data : undefined;
}
