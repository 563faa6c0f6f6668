// localuser!get (GET): the logged-in buyer's profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getLocalUser, UserProfile } from '../../../../domain/api/account.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

function getLocalUserCall(signal?: AbortSignal): Promise<UserProfile> {
  return apiCall<typeof getLocalUser>('localuser!get', {}, { signal });
}

export const localUserQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('localuser!get'),
    queryFn: ({ signal }) => getLocalUserCall(signal),
  });

export function useLocalUser() {
  return useQuery(localUserQueryOptions());
}
