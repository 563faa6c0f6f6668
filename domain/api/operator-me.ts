// The signed-in operator's own grant (issue 37): which operator roles they hold and what those
// roles let them do, read by the console to show only the menu entries, screens and actions the
// operator may use. The server still checks every call; this read only spares the operator
// buttons that would be refused.
import { z } from 'zod';
import { allPermissions, type Permission } from '../operator/permissions.ts';
import { endpointArea } from './define.ts';

// Every operator reads their own grant, whatever their role grants.
const operatorCalls = endpointArea({
  tag: 'Operator',
  auth: 'operator',
  permissions: allPermissions,
});

export const adminMe = operatorCalls.read('admin/me!get', {
  summary:
    "The caller's operator roles (`admin`, `support`, `op_<id>`) and the permissions they hold (admin: every one; support: its listed ones; a role made in the console: its own), read with the session, so a role change shows at the next read.",
  input: z.object({}),
  output: z.object({
    roles: z.array(z.string()),
    permissions: z.array(z.enum(allPermissions as [Permission, ...Permission[]])),
  }),
});

export type OperatorGrantView = z.infer<(typeof adminMe)['output']>;
