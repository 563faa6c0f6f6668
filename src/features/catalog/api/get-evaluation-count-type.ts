// evaluation!countType: review counts of a listing per rating tier.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { evaluationCountType } from '../../../../domain/api/catalog.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export type EvaluationCountTypeData = EndpointOutput<typeof evaluationCountType>;
export type EvaluationCountTypeParams = { sellerGoodsId: string };

export function getEvaluationCountType(
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

export function useEvaluationCountType(params: EvaluationCountTypeParams): EvaluationCountTypeData {
  return useSuspenseQuery(evaluationCountTypeQueryOptions(params)).data;
}
