// user!newlogin: username (or e-mail) and password -> token, usercode, username.
import { useMutation } from '@tanstack/react-query';
import type { login } from '../../../../domain/api/account.ts';
import type { EndpointInput } from '../../../../domain/api/define.ts';
import { apiCall } from '../../../lib/api-client.ts';

type LoginInput = EndpointInput<typeof login>;

function loginCall(input: LoginInput) {
  return apiCall<typeof login>('user!newlogin', { ...input }, { method: 'POST', silent: true });
}

export function useLogin() {
  return useMutation({ mutationFn: loginCall });
}
