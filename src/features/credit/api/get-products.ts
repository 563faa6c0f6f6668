// loan!products (GET): the active loan products with their real terms and, for a signed-in caller,
// the eligibility (net sales of 90 days, the largest offer per product and term).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { loanProducts } from '../../../../domain/api/credit.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const loanProductsQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('loan!products'),
    queryFn: ({ signal }) => apiCall<typeof loanProducts>('loan!products', {}, { signal }),
  });

export function useLoanProducts() {
  return useQuery(loanProductsQueryOptions());
}
