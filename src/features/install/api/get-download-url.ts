// index!download-url: native app links set by the operator (empty strings when none are).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { downloadUrl } from '../../../../domain/api/catalog.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export type DownloadLinks = EndpointOutput<typeof downloadUrl>;

export function getDownloadUrl(signal?: AbortSignal): Promise<DownloadLinks> {
  return apiCall<typeof downloadUrl>('index!download-url', {}, { signal, anonymous: true });
}

export const downloadUrlQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('index!download-url', {}),
    queryFn: ({ signal }) => getDownloadUrl(signal),
  });

export function useDownloadUrl() {
  return useQuery(downloadUrlQueryOptions());
}
