// After a favourite or a follow changes, every cached read of that kind is loaded again.
import type { QueryClient } from '@tanstack/react-query';
import { callKey } from '../../../lib/api-client.ts';

export function refreshKeptGoods(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    (['keepGoods!list', 'keepGoods!count', 'keepGoods!status'] as const).map((name) =>
      queryClient.invalidateQueries({ queryKey: callKey(name) }),
    ),
  ).then(() => undefined);
}

export function refreshFollowedStores(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    (['focusSeller!list', 'focusSeller!count', 'focusSeller!status'] as const).map((name) =>
      queryClient.invalidateQueries({ queryKey: callKey(name) }),
    ),
  ).then(() => undefined);
}
