// admin/syspara!list (GET) and admin/syspara!update (POST): the system parameters and a change.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { adminSysparaList, adminSysparaUpdate } from '../../../../domain/api/operator.ts';
import { apiCall, apiKey, callKey } from '../../../lib/api-client.ts';

const parametersQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('admin/syspara!list'),
    queryFn: ({ signal }) =>
      apiCall<typeof adminSysparaList>('admin/syspara!list', {}, { signal, silent: true }),
  });

export function useSystemParameters() {
  return useQuery(parametersQueryOptions());
}

export function useUpdateParameter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; value: string; reason?: string | undefined }) =>
      apiCall<typeof adminSysparaUpdate>('admin/syspara!update', input, { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries(parametersQueryOptions()),
        queryClient.invalidateQueries({ queryKey: callKey('admin/audit!list') }),
      ]),
  });
}
