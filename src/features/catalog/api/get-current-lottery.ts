// activity/lottery!getCurrentActivity: the running lucky draw (detailUrl empty when none runs).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { currentLottery } from '../../../../domain/api/catalog.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export type CurrentLottery = EndpointOutput<typeof currentLottery>;

export function getCurrentLottery(signal?: AbortSignal): Promise<CurrentLottery> {
  return apiCall<typeof currentLottery>('activity/lottery!getCurrentActivity', {}, { signal });
}

export const currentLotteryQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('activity/lottery!getCurrentActivity', {}),
    queryFn: ({ signal }) => getCurrentLottery(signal),
  });

export function useCurrentLottery() {
  return useQuery(currentLotteryQueryOptions());
}
