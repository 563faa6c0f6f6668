// admin/brand!list (GET): every storefront brand with its hosts, enabled flag and version.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminBrandList } from '../../../../domain/api/brand-admin.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const brandListQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('admin/brand!list'),
    queryFn: ({ signal }) =>
      apiCall<typeof adminBrandList>('admin/brand!list', {}, { signal, silent: true }),
  });

export function useBrandList() {
  return useQuery(brandListQueryOptions());
}
