// withdraw!fee (GET), user!bindWithdrawAddress, and withdraw!withdraw_open then withdraw!apply
// (a fresh session_token first, as the spec requires; an idempotency key per submission).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  bindWithdrawAddress,
  withdrawApply,
  withdrawFee,
  withdrawOpen,
} from '../../../../domain/api/wallet.ts';
import { apiCall, apiKey, callKey } from '../../../lib/api-client.ts';

const withdrawFeeQueryOptions = (channel: string, amount: string) =>
  queryOptions({
    queryKey: apiKey('withdraw!fee', { channel, amount }),
    queryFn: ({ signal }) =>
      apiCall<typeof withdrawFee>('withdraw!fee', { channel, amount }, { signal, silent: true }),
    enabled: channel !== '',
  });

export function useWithdrawFee(channel: string, amount: string) {
  return useQuery(withdrawFeeQueryOptions(channel, amount));
}

export function useBindAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { channel: string; address: string; safeword: string }) =>
      apiCall<typeof bindWithdrawAddress>('user!bindWithdrawAddress', input, {
        method: 'POST',
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey('withdraw!fee') }),
  });
}

interface ApplyInput {
  channel: string;
  amount: string;
  safeword: string;
  idempotencyKey: string;
}

async function applyCall({ idempotencyKey, ...input }: ApplyInput) {
  const { session_token } = await apiCall<typeof withdrawOpen>(
    'withdraw!withdraw_open',
    {},
    { method: 'POST', silent: true },
  );
  return apiCall<typeof withdrawApply>(
    'withdraw!apply',
    { ...input, session_token },
    { method: 'POST', silent: true, idempotencyKey },
  );
}

export function useApplyWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCall,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: callKey('wallet!getUsdt') });
      await queryClient.invalidateQueries({ queryKey: callKey('withdraw!list') });
      await queryClient.invalidateQueries({ queryKey: callKey('withdraw!fee') });
    },
  });
}
