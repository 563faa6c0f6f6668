// category!sellerTree: the categories a store sells in.
import { queryOptions } from '@tanstack/react-query';
import type { categorySellerTree } from '../../../../domain/api/catalog.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

type CategorySellerTreeData = EndpointOutput<typeof categorySellerTree>;
type CategorySellerTreeParams = { sellerId: string };

function getCategorySellerTree(
  params: CategorySellerTreeParams,
  signal?: AbortSignal,
): Promise<CategorySellerTreeData> {
  return apiCall<typeof categorySellerTree>('category!sellerTree', params, { signal });
}

export const categorySellerTreeQueryOptions = (params: CategorySellerTreeParams) =>
  queryOptions({
    queryKey: apiKey('category!sellerTree', params),
    queryFn: ({ signal }) => getCategorySellerTree(params, signal),
  });
