// `/admin/parameters`: the system parameters; admins may change them, support reads them.
import { createFileRoute } from '@tanstack/react-router';
import { SystemParameters, useConsoleAccess } from '../features/console/index.ts';

export const Route = createFileRoute('/_auth/admin/parameters')({
  component: ParametersPage,
});

function ParametersPage() {
  const { may } = useConsoleAccess();
  return <SystemParameters canWrite={may('admin/syspara!update')} />;
}
