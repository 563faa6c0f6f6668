// admin/brand!info (GET): one brand's whole brand.json with its artwork and version.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminBrandInfoEndpoint } from '../../../../domain/api/brand-admin.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const brandInfoQueryOptions = (code: string) =>
  queryOptions({
    queryKey: apiKey('admin/brand!info', { code }),
    queryFn: ({ signal }) =>
      apiCall<typeof adminBrandInfoEndpoint>(
        'admin/brand!info',
        { code },
        { signal, silent: true },
      ),
  });

export function useBrandInfo(code: string) {
  return useQuery(brandInfoQueryOptions(code));
}
