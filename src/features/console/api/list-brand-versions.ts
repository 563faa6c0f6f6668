// admin/brand!versions (GET): a brand's saved versions, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminBrandVersions } from '../../../../domain/api/brand-admin.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const brandVersionsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: apiKey('admin/brand!versions', { code }),
    queryFn: ({ signal }) =>
      apiCall<typeof adminBrandVersions>(
        'admin/brand!versions',
        { code },
        { signal, silent: true },
      ),
  });

export function useBrandVersions(code: string) {
  return useQuery(brandVersionsQueryOptions(code));
}
