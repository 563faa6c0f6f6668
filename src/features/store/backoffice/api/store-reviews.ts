// seller/evaluation!list (GET) and seller/evaluation!reply: the store's written reviews and its one
// answer to each.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  sellerEvaluationList,
  sellerEvaluationReply,
} from '../../../../../domain/api/review.ts';
import { apiCall, apiKey, callKey } from '../../../../lib/api-client.ts';

const PAGE_SIZE = 10;

const storeReviewsQueryOptions = (unanswered: boolean, pageNum: number) =>
  queryOptions({
    queryKey: apiKey('seller/evaluation!list', { unanswered, pageNum, pageSize: PAGE_SIZE }),
    queryFn: ({ signal }) =>
      apiCall<typeof sellerEvaluationList>(
        'seller/evaluation!list',
        { unanswered: unanswered ? 1 : undefined, pageNum, pageSize: PAGE_SIZE },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });

export function useStoreReviews(unanswered: boolean, pageNum: number) {
  return useQuery(storeReviewsQueryOptions(unanswered, pageNum));
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { evaluationId: string; content: string }) =>
      apiCall<typeof sellerEvaluationReply>('seller/evaluation!reply', input, {
        method: 'POST',
        silent: true,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: callKey('seller/evaluation!list') });
      await queryClient.invalidateQueries({ queryKey: callKey('evaluation!list') });
    },
  });
}
