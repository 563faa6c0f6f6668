// seller/goods!list (GET): the store's listings by filter and name, with the platform commission.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListingFilter, sellerGoodsList } from '../../../../../domain/api/listing.ts';
import { apiCall, apiKey } from '../../../../lib/api-client.ts';

export function useStoreListings(query: {
  filter: ListingFilter;
  keyword: string;
  pageNum: number;
}) {
  const params = { ...query, pageSize: 10 };
  return useQuery({
    queryKey: apiKey('seller/goods!list', params),
    queryFn: ({ signal }) =>
      apiCall<typeof sellerGoodsList>('seller/goods!list', params, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}
