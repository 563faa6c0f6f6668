// newOnlinechat!serviceLink: the external customer-service link made for the signed-in buyer. The
// server signs who they are into it (a short-lived assertion, never the session token), so it is
// asked for again before the assertion expires; a POST, so no cache keeps a spent one.
import { queryOptions } from '@tanstack/react-query';
import type { chatServiceLink } from '../../../../domain/api/chat.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

/** Well inside the assertion's five minutes. */
const REFRESH_MS = 2 * 60_000;

export const serviceLinkQueryOptions = (sellerGoodsId?: string) =>
  queryOptions({
    queryKey: apiKey('newOnlinechat!serviceLink', sellerGoodsId ? { sellerGoodsId } : {}),
    queryFn: ({ signal }) =>
      apiCall<typeof chatServiceLink>(
        'newOnlinechat!serviceLink',
        sellerGoodsId ? { sellerGoodsId } : {},
        { method: 'POST', signal, silent: true },
      ),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
    gcTime: 0,
  });
