// evaluation!countType: review counts of a listing per rating tier.
import { queryOptions } from '@tanstack/react-query';
import type { evaluationCountType } from '../../../../domain/api/catalog.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

type EvaluationCountTypeData = EndpointOutput<typeof evaluationCountType>;
type EvaluationCountTypeParams = { sellerGoodsId: string };

function getEvaluationCountType(
  params: EvaluationCountTypeParams,
  signal?: AbortSignal,
): Promise<EvaluationCountTypeData> {
  return apiCall<typeof evaluationCountType>('evaluation!countType', params, { signal });
}

export const evaluationCountTypeQueryOptions = (params: EvaluationCountTypeParams) =>
  queryOptions({
    queryKey: apiKey('evaluation!countType', params),
    queryFn: ({ signal }) => getEvaluationCountType(params, signal),
  });
