// user!bindEmail: add or replace the account's confirmed e-mail (login password, a code to the new
// address and, when replacing, a code to the old one). The profile is read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { bindEmail } from '../../../../domain/api/account.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { localUserQueryOptions } from './get-local-user.ts';

interface BindEmailInput {
  email: string;
  verifcode: string;
  oldVerifcode?: string;
  password: string;
}

function bindEmailCall(input: BindEmailInput) {
  return apiCall<typeof bindEmail>('user!bindEmail', input, { method: 'POST', silent: true });
}

export function useBindEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindEmailCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localUserQueryOptions().queryKey }),
  });
}
