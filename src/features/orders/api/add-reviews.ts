// evaluation!addList: the buyer's reviews of the lines of one received order, all stored or none.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LineReview, evaluationAddList } from '../../../../domain/api/review.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { refreshCatalogue } from '../../../lib/refresh-catalogue.ts';
import { refreshOrders } from './refresh-orders.ts';

export function addReviews(input: { orderId: string; items: LineReview[] }) {
  return apiCall<typeof evaluationAddList>('evaluation!addList', input, {
    method: 'POST',
    silent: true,
  });
}

export function useAddReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReviews,
    onSettled: async () => {
      await refreshOrders(queryClient);
      // The listings' review lists and rates changed too.
      await refreshCatalogue(queryClient);
    },
  });
}
