// localuser!registerNoVerifcode / localuser!registerWithVerifcode: create the account and log in.
// The e-mail variant is used when the buyer registers with an e-mail (a code proves it).
import { useMutation } from '@tanstack/react-query';
import type { registerNoVerifcode, registerWithVerifcode } from '../../../../domain/api/account.ts';
import type { EndpointInput } from '../../../../domain/api/define.ts';
import { apiCall } from '../../../lib/api-client.ts';

type RegisterInput = EndpointInput<typeof registerWithVerifcode>;

function registerCall(input: RegisterInput) {
  const params = { ...input };
  return input.verifcode
    ? apiCall<typeof registerWithVerifcode>('localuser!registerWithVerifcode', params, {
        method: 'POST',
        silent: true,
      })
    : apiCall<typeof registerNoVerifcode>('localuser!registerNoVerifcode', params, {
        method: 'POST',
        silent: true,
      });
}

export function useRegister() {
  return useMutation({ mutationFn: registerCall });
}
