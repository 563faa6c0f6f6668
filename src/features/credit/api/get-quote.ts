// loan!quote (GET): every number of a loan before consent; asked for when the borrower presses
// "Show the full cost", never guessed on the client.
import { useMutation } from '@tanstack/react-query';
import type { loanQuote } from '../../../../domain/api/credit.ts';
import { apiCall } from '../../../lib/api-client.ts';

export function useLoanQuote() {
  return useMutation({
    mutationFn: (input: { productId: string; amount: string; termDays: number }) =>
      apiCall<typeof loanQuote>('loan!quote', input, { silent: true }),
  });
}
