// pageView!add: counts a view of a product or store page once it is on screen. Loaders (and the
// router's preload on hover) read the page with sellerGoods!info / seller!info, which count
// nothing; only a page actually shown calls this.
import { useEffect } from 'react';
import type { pageViewAdd } from '../../../../domain/api/catalog.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { storage } from '../../../lib/storage.ts';

export function addPageView(kind: 'goods' | 'seller', id: string): Promise<null> {
  return apiCall<typeof pageViewAdd>(
    'pageView!add',
    { kind, id, deviceId: storage.deviceId() },
    { method: 'POST' },
  );
}

/** Counts one view of the page while it is shown; a lost count (offline) is not retried. */
export function usePageView(kind: 'goods' | 'seller', id: string): void {
  useEffect(() => {
    addPageView(kind, id).catch(() => undefined);
  }, [kind, id]);
}
