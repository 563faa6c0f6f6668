// user!updateOldAndNewPsw: change the login password (other sessions end).
import { useMutation } from '@tanstack/react-query';
import type { changePassword } from '../../../../domain/api/account.ts';
import { apiCall } from '../../../lib/api-client.ts';

function changePasswordCall(input: {
  old_password: string;
  password: string;
  comfirm_password: string;
}) {
  return apiCall<typeof changePassword>('user!updateOldAndNewPsw', input, {
    method: 'POST',
    silent: true,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePasswordCall });
}
