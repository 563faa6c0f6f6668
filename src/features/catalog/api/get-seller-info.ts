// seller!info: one store with its counters (reading it counts no view; the shown page calls pageView!add).
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { sellerInfo } from '../../../../domain/api/catalog.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

type SellerInfoData = EndpointOutput<typeof sellerInfo>;
type SellerInfoParams = { sellerId: string };

function getSellerInfo(params: SellerInfoParams, signal?: AbortSignal): Promise<SellerInfoData> {
  return apiCall<typeof sellerInfo>('seller!info', params, { signal });
}

export const sellerInfoQueryOptions = (params: SellerInfoParams) =>
  queryOptions({
    queryKey: apiKey('seller!info', params),
    queryFn: ({ signal }) => getSellerInfo(params, signal),
  });

export function useSellerInfo(params: SellerInfoParams): SellerInfoData {
  return useSuspenseQuery(sellerInfoQueryOptions(params)).data;
}
