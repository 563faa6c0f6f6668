// A role's name in the console: the built-ins and buyer/seller in the reader's language, a role
// made in the console by the name its admin gave it (from the role list, when the operator may
// read it; else its code).
import { useRoleList } from './api/list-roles.ts';
import { useConsoleAccess } from './use-console-access.ts';
import { useConsoleText } from './use-console-text.ts';

export function useRoleName(): (code: string) => string {
  const text = useConsoleText();
  const roles = useRoleList(useConsoleAccess().may('admin/role!list')).data?.list;
  return (code) =>
    roles?.find((role) => role.code === code && !role.builtIn)?.name ?? text.role(code);
}
