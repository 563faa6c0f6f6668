// user!setSafewordReg: set the fund password (6 digits) the first time.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { setSafeword } from '../../../../domain/api/account.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { localUserQueryOptions } from './get-local-user.ts';

function setSafewordCall(input: { password: string; safeword: string; re_safeword: string }) {
  return apiCall<typeof setSafeword>('user!setSafewordReg', input, {
    method: 'POST',
    silent: true,
  });
}

export function useSetSafeword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSafewordCall,
    onSuccess: () => queryClient.invalidateQueries(localUserQueryOptions()),
  });
}
