// The operator's credit calls: admin/kyc!list|revealId|approve|reject,
// admin/loanProduct!list|save, admin/loan!list|approve|reject. Decisions carry the reason the
// user reads; revealing an ID number is an audited admin action.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  adminKycApprove,
  adminKycList,
  adminKycReject,
  adminKycRevealId,
  adminLoanApprove,
  adminLoanList,
  adminLoanProductList,
  adminLoanProductSave,
  adminLoanReject,
} from '../../../../domain/api/credit.ts';
import type { EndpointInput } from '../../../../domain/api/define.ts';
import type { Decision } from '../../../components/decision-queue.tsx';
import { apiCall, apiKey, callKey } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';

const kycQueueQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('admin/kyc!list', { status: 'pending' }),
    queryFn: ({ signal }) =>
      apiCall<typeof adminKycList>('admin/kyc!list', { status: 'pending' }, { signal }),
  });

export function useKycQueue() {
  return useQuery(kycQueueQueryOptions());
}

export function useRevealIdNumber() {
  return useMutation({
    mutationFn: (id: string) =>
      apiCall<typeof adminKycRevealId>('admin/kyc!revealId', { id }, { method: 'POST' }),
  });
}

export function useDecideKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reasonCode, reason }: Decision) =>
      decision === 'approve'
        ? apiCall<typeof adminKycApprove>(
            'admin/kyc!approve',
            { id, reasonCode, reason },
            { method: 'POST' },
          )
        : apiCall<typeof adminKycReject>(
            'admin/kyc!reject',
            { id, reasonCode, reason },
            { method: 'POST' },
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKey('admin/kyc!list') }),
  });
}

const productsQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('admin/loanProduct!list'),
    queryFn: ({ signal }) =>
      apiCall<typeof adminLoanProductList>('admin/loanProduct!list', {}, { signal }),
  });

export function useAdminLoanProducts() {
  return useQuery(productsQueryOptions());
}

export function useSaveLoanProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof adminLoanProductSave>) =>
      apiCall<typeof adminLoanProductSave>('admin/loanProduct!save', input, {
        method: 'POST',
        silent: true,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: callKey('admin/loanProduct!list') });
      await queryClient.invalidateQueries({ queryKey: callKey('loan!products') });
    },
  });
}

const loanQueueQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('admin/loan!list', { status: 'reviewing' }),
    queryFn: ({ signal }) =>
      apiCall<typeof adminLoanList>('admin/loan!list', { status: 'reviewing' }, { signal }),
  });

export function useLoanQueue() {
  return useQuery(loanQueueQueryOptions());
}

export function useDecideLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reasonCode, reason }: Decision) =>
      decision === 'approve'
        ? apiCall<typeof adminLoanApprove>(
            'admin/loan!approve',
            { id, reasonCode, reason },
            { method: 'POST', idempotencyKey: newIdempotencyKey() },
          )
        : apiCall<typeof adminLoanReject>(
            'admin/loan!reject',
            { id, reasonCode, reason },
            { method: 'POST', idempotencyKey: newIdempotencyKey() },
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKey('admin/loan!list') }),
  });
}
