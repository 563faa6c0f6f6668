// Operator review (`admin/deposit!*`, `admin/withdraw!*`): pending lists, approve and reject.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  adminRecord,
  adminDepositApprove,
  adminDepositList,
  adminWithdrawList,
} from '../../../../domain/api/wallet-review.ts';
import type { Decision } from '../../../components/decision-queue.tsx';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export type ReviewKind = 'deposit' | 'withdraw';
export type AdminRecord = z.infer<typeof adminRecord>;

const pendingQueryOptions = (kind: ReviewKind) =>
  queryOptions({
    queryKey: apiKey(`admin/${kind}!list`, { status: 'pending' }),
    queryFn: ({ signal }) =>
      kind === 'deposit'
        ? apiCall<typeof adminDepositList>('admin/deposit!list', { status: 'pending' }, { signal })
        : apiCall<typeof adminWithdrawList>(
            'admin/withdraw!list',
            { status: 'pending' },
            { signal },
          ),
  });

export function usePending(kind: ReviewKind) {
  return useQuery(pendingQueryOptions(kind));
}

export function useReview(kind: ReviewKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Decision) =>
      apiCall<typeof adminDepositApprove>(
        `admin/${kind}!${input.decision}` as typeof adminDepositApprove.name,
        { id: input.id, reasonCode: input.reasonCode, reason: input.reason },
        { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries(pendingQueryOptions(kind)),
  });
}
