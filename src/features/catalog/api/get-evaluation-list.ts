// evaluation!list: reviews of a listing, newest first, paged.
import { queryOptions } from '@tanstack/react-query';
import type { evaluationList } from '../../../../domain/api/catalog.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

type EvaluationListData = EndpointOutput<typeof evaluationList>;
type EvaluationListParams = {
  sellerGoodsId: string;
  /** A written tier, or the system's default reviews. */
  rating?: 'good' | 'medium' | 'bad' | 'default';
  withImages?: boolean;
  pageNum?: number;
  pageSize?: number;
};

function getEvaluationList(
  params: EvaluationListParams,
  signal?: AbortSignal,
): Promise<EvaluationListData> {
  return apiCall<typeof evaluationList>('evaluation!list', params, { signal });
}

export const evaluationListQueryOptions = (params: EvaluationListParams) =>
  queryOptions({
    queryKey: apiKey('evaluation!list', params),
    queryFn: ({ signal }) => getEvaluationList(params, signal),
  });
