// user!updateOldAndNewSafeword: change the fund password with the old one.
import { useMutation } from '@tanstack/react-query';
import type { changeSafeword } from '../../../../domain/api/account.ts';
import { apiCall } from '../../../lib/api-client.ts';

function changeSafewordCall(input: {
  old_safeword: string;
  safeword: string;
  re_safeword: string;
}) {
  return apiCall<typeof changeSafeword>('user!updateOldAndNewSafeword', input, {
    method: 'POST',
    silent: true,
  });
}

export function useChangeSafeword() {
  return useMutation({ mutationFn: changeSafewordCall });
}
