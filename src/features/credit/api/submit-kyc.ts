// kyc!submit: sends the real-name verification; the status and the eligibility refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '../../../../domain/api/define.ts';
import type { kycSubmit } from '../../../../domain/api/credit.ts';
import { apiCall, callKey } from '../../../lib/api-client.ts';

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof kycSubmit>) =>
      apiCall<typeof kycSubmit>('kyc!submit', input, { method: 'POST', silent: true }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: callKey('kyc!status') });
      await queryClient.invalidateQueries({ queryKey: callKey('loan!products') });
    },
  });
}
