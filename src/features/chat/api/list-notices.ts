// notice!list and notice!read: the buyer's notice feed (events and announcements), 20 a page.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { noticeList, noticeRead } from '../../../../domain/api/chat.ts';
import { apiCall, apiKey, callKey } from '../../../lib/api-client.ts';

export const noticesQueryOptions = (pageNum: number) =>
  queryOptions({
    queryKey: apiKey('notice!list', { pageNum }),
    queryFn: ({ signal }) => apiCall<typeof noticeList>('notice!list', { pageNum }, { signal }),
    staleTime: 0,
  });

export function useNotices(pageNum: number) {
  return useQuery(noticesQueryOptions(pageNum));
}

export function useReadNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      apiCall<typeof noticeRead>('notice!read', { id }, { method: 'POST' }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: callKey('notice!list') });
      await queryClient.invalidateQueries({ queryKey: callKey('notice!unread') });
    },
  });
}
