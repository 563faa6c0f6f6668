// seller/store!apply: sends a store application; the answer is the application, pending review.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { storeApply } from '../../../../../domain/api/store.ts';
import type { EndpointInput } from '../../../../../domain/api/define.ts';
import { apiCall, callKey } from '../../../../lib/api-client.ts';

export function useApplyStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof storeApply>) =>
      apiCall<typeof storeApply>('seller/store!apply', input, { method: 'POST', silent: true }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: callKey('seller/store!application') }),
  });
}
