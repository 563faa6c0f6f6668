// kyc!status (GET): the caller's latest real-name verification (ID number masked).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { kycStatusEndpoint } from '../../../../domain/api/credit.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const kycStatusQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('kyc!status'),
    queryFn: ({ signal }) => apiCall<typeof kycStatusEndpoint>('kyc!status', {}, { signal }),
  });

export function useKycStatus() {
  return useQuery(kycStatusQueryOptions());
}
