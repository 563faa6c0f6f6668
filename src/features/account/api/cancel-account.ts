// user!logoff: cancel the account (reason and the login password required; refused, with the list
// of what to settle, while money, a loan or paid orders are open).
import { useMutation } from '@tanstack/react-query';
import type { cancelAccount } from '../../../../domain/api/account.ts';
import { apiCall } from '../../../lib/api-client.ts';

function cancelAccountCall(input: { reason: string; password: string }) {
  return apiCall<typeof cancelAccount>('user!logoff', input, { method: 'POST', silent: true });
}

export function useCancelAccount() {
  return useMutation({ mutationFn: cancelAccountCall });
}
