// After any order action every order read (list, counts, detail, history) and the balance reload.
import type { QueryClient } from '@tanstack/react-query';

export function refreshOrders(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === 'api' &&
      (String(query.queryKey[1]).startsWith('order') || query.queryKey[1] === 'wallet!getUsdt'),
  });
}
