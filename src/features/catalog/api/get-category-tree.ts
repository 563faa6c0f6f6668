// category!tree: the two-level category tree.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { categoryTree } from '../../../../domain/api/catalog.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

type CategoryTreeData = EndpointOutput<typeof categoryTree>;
type CategoryTreeParams = Record<string, never>;

function getCategoryTree(
  params: CategoryTreeParams,
  signal?: AbortSignal,
): Promise<CategoryTreeData> {
  return apiCall<typeof categoryTree>('category!tree', params, { signal });
}

export const categoryTreeQueryOptions = (params: CategoryTreeParams) =>
  queryOptions({
    queryKey: apiKey('category!tree', params),
    queryFn: ({ signal }) => getCategoryTree(params, signal),
  });

export function useCategoryTree(params: CategoryTreeParams): CategoryTreeData {
  return useSuspenseQuery(categoryTreeQueryOptions(params)).data;
}
