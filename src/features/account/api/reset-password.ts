// user!resetPassword: a forgotten password replaced with an e-mail code.
import { useMutation } from '@tanstack/react-query';
import type { resetPassword } from '../../../../domain/api/account.ts';
import { apiCall } from '../../../lib/api-client.ts';

function resetPasswordCall(input: {
  email: string;
  verifcode: string;
  password: string;
  re_password: string;
}) {
  return apiCall<typeof resetPassword>('user!resetPassword', input, {
    method: 'POST',
    silent: true,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPasswordCall });
}
