// sellerGoods!search-keyword: search-box suggestions (store names and goods names).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { searchKeyword } from '../../../../domain/api/catalog.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

type SearchKeywordData = EndpointOutput<typeof searchKeyword>;

function getSearchKeyword(keyword: string, signal?: AbortSignal): Promise<SearchKeywordData> {
  return apiCall<typeof searchKeyword>(
    'sellerGoods!search-keyword',
    { keyword, pageSize: 8 },
    // Suggestions are a convenience: a failure must not interrupt typing with a toast.
    { signal, silent: true },
  );
}

const searchKeywordQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: apiKey('sellerGoods!search-keyword', { keyword }),
    queryFn: ({ signal }) => getSearchKeyword(keyword, signal),
    staleTime: 5 * 60_000,
  });

export function useSearchKeyword(keyword: string) {
  return useQuery({ ...searchKeywordQueryOptions(keyword), enabled: keyword.length > 0 });
}
