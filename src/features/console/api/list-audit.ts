// admin/audit!list (GET): the audit log of operator actions, filtered and paged on the server.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminAuditList } from '../../../../domain/api/operator.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export interface AuditQuery {
  actor?: string | undefined;
  action?: string | undefined;
  targetKind?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  pageNum: number;
}

export function useAuditLog(query: AuditQuery) {
  const params = { ...query, pageSize: 20 };
  return useQuery({
    queryKey: apiKey('admin/audit!list', params),
    queryFn: ({ signal }) =>
      apiCall<typeof adminAuditList>('admin/audit!list', params, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}
