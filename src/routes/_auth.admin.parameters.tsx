// `/admin/parameters`: the system parameters; admins may change them, support reads them.
import { createFileRoute } from '@tanstack/react-router';
import { useLocalUser } from '../features/account/api/get-local-user.ts';
import { SystemParameters } from '../features/console/index.ts';

export const Route = createFileRoute('/_auth/admin/parameters')({
  component: ParametersPage,
});

function ParametersPage() {
  const roles = useLocalUser().data?.roles ?? [];
  return <SystemParameters canWrite={roles.includes('admin')} />;
}
