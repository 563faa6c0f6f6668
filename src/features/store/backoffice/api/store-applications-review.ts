// admin/store!applications, admin/store!approve, admin/store!reject: the operator's queue of store
// applications and the decision (a rejection carries the reason the applicant reads).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  adminStoreApplications,
  adminStoreApprove,
  adminStoreReject,
} from '../../../../../domain/api/store.ts';
import type { Decision } from '../../../../components/decision-queue.tsx';
import { apiCall, apiKey, callKey } from '../../../../lib/api-client.ts';

const pendingApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('admin/store!applications', { status: 'pending' }),
    queryFn: ({ signal }) =>
      apiCall<typeof adminStoreApplications>(
        'admin/store!applications',
        { status: 'pending' },
        { signal },
      ),
  });

export function usePendingStoreApplications() {
  return useQuery(pendingApplicationsQueryOptions());
}

export function useDecideStoreApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Decision) =>
      input.decision === 'approve'
        ? apiCall<typeof adminStoreApprove>(
            'admin/store!approve',
            { id: input.id, reasonCode: input.reasonCode, reason: input.reason },
            { method: 'POST' },
          )
        : apiCall<typeof adminStoreReject>(
            'admin/store!reject',
            { id: input.id, reasonCode: input.reasonCode, reason: input.reason },
            { method: 'POST' },
          ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: callKey('admin/store!applications') }),
  });
}
