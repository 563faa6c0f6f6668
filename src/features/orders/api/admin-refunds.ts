// Operator refund review (`admin/order!listRefunds`, `approveRefund`, `rejectRefund`): requests
// waiting for a decision, oldest first. Approving is keyed per order so a retry cannot refund twice.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  adminOrderApproveRefund,
  adminOrderRefunds,
  adminOrderRejectRefund,
} from '../../../../domain/api/order.ts';
import type { Decision } from '../../../components/decision-queue.tsx';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

const pendingRefundsQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('admin/order!listRefunds', { refundStatus: 1 }),
    queryFn: ({ signal }) =>
      apiCall<typeof adminOrderRefunds>('admin/order!listRefunds', { refundStatus: 1 }, { signal }),
  });

export function usePendingRefunds() {
  return useQuery(pendingRefundsQueryOptions());
}

export function useDecideRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    // `id` is the order's.
    mutationFn: ({ id: orderId, decision, reasonCode, reason }: Decision) =>
      decision === 'approve'
        ? apiCall<typeof adminOrderApproveRefund>(
            'admin/order!approveRefund',
            { orderId, reasonCode, reason },
            { method: 'POST', idempotencyKey: `refund-${orderId}` },
          )
        : apiCall<typeof adminOrderRejectRefund>(
            'admin/order!rejectRefund',
            { orderId, reasonCode, reason },
            { method: 'POST' },
          ),
    onSettled: () => queryClient.invalidateQueries(pendingRefundsQueryOptions()),
  });
}
