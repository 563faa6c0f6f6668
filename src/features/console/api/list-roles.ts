// admin/role!list (GET): the operator roles (the built-ins and those made in the console), each with
// its permissions and how many accounts hold it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import type { adminRoleList } from '../../../../domain/api/operator.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export type RoleList = EndpointOutput<typeof adminRoleList>;

function listRoles(signal?: AbortSignal): Promise<RoleList> {
  return apiCall<typeof adminRoleList>('admin/role!list', {}, { signal, silent: true });
}

export const roleListQueryOptions = () =>
  queryOptions({ queryKey: apiKey('admin/role!list'), queryFn: ({ signal }) => listRoles(signal) });

/** Read only when the operator may (the user page asks it for the role checkboxes). */
export function useRoleList(enabled = true) {
  return useQuery({ ...roleListQueryOptions(), enabled });
}
