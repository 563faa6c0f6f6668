// newOnlinechat!unread and notice!unread: the header badges' counts. Polled every 30 s while the
// push stream is down (spec section 9), refetched on every push while it is up.
import { queryOptions } from '@tanstack/react-query';
import type { chatUnread, noticeUnread } from '../../../../domain/api/chat.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const chatUnreadQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('newOnlinechat!unread'),
    queryFn: ({ signal }) =>
      apiCall<typeof chatUnread>('newOnlinechat!unread', {}, { signal, silent: true }),
    staleTime: 0,
  });

export const noticeUnreadQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('notice!unread'),
    queryFn: ({ signal }) =>
      apiCall<typeof noticeUnread>('notice!unread', {}, { signal, silent: true }),
    staleTime: 0,
  });
