// user!logoff: cancel the account (reason required; refused while a balance remains).
import { useMutation } from '@tanstack/react-query';
import type { cancelAccount } from '../../../../domain/api/account.ts';
import { apiCall } from '../../../lib/api-client.ts';

function cancelAccountCall(reason: string) {
  return apiCall<typeof cancelAccount>('user!logoff', { reason }, { method: 'POST', silent: true });
}

export function useCancelAccount() {
  return useMutation({ mutationFn: cancelAccountCall });
}
