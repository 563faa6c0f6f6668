// brand!figures (GET): figures the footer states, counted from recorded orders by the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { brandFigures } from '../../../domain/api/brand.ts';
import { apiCall, apiKey } from '../../lib/api-client.ts';

const brandFiguresQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('brand!figures'),
    queryFn: ({ signal }) =>
      apiCall<typeof brandFigures>('brand!figures', {}, { signal, silent: true, anonymous: true }),
    staleTime: 10 * 60_000,
  });

export function useBrandFigures() {
  return useQuery(brandFiguresQueryOptions());
}
