// jscode!execute (GET): mails a 6-digit code for registration or a password reset.
import { useMutation } from '@tanstack/react-query';
import type { sendVerificationCode, VerificationPurpose } from '../../../../domain/api/account.ts';
import { apiCall } from '../../../lib/api-client.ts';

function sendCodeCall(input: { target: string; purpose: VerificationPurpose }) {
  return apiCall<typeof sendVerificationCode>('jscode!execute', input, {
    method: 'GET',
    silent: true,
  });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCodeCall });
}
