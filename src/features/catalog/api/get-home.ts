// index!home: everything the home page shows in one call.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { indexHome } from '../../../../domain/api/catalog.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

type HomeData = EndpointOutput<typeof indexHome>;
type HomeParams = { pageSize?: number };

function getHome(params: HomeParams, signal?: AbortSignal): Promise<HomeData> {
  // Anonymous so that it matches the page's preload of this call (server/modules/web).
  return apiCall<typeof indexHome>('index!home', params, { signal, anonymous: true });
}

export const homeQueryOptions = (params: HomeParams) =>
  queryOptions({
    queryKey: apiKey('index!home', params),
    queryFn: ({ signal }) => getHome(params, signal),
  });

export function useHome(params: HomeParams): HomeData {
  return useSuspenseQuery(homeQueryOptions(params)).data;
}
