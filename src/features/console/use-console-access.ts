// The console's view of the signed-in operator's grant: which calls, and so which screens and
// actions, it may offer them (console-access.ts judges; admin/me!get reads the grant).
import type { EndpointName } from '../../../domain/api/endpoints.ts';
import { useOperatorGrant } from './api/get-operator-grant.ts';
import { mayCall, mayOpen, type ConsoleScreen } from './console-access.ts';

export function useConsoleAccess() {
  const grant = useOperatorGrant();
  return {
    grant,
    /** Whether the operator may make this call (false until the grant is read). */
    may: (name: EndpointName) => mayCall(grant.data, name),
    mayOpen: (screen: ConsoleScreen) => mayOpen(grant.data, screen),
  };
}
