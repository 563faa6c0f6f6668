// `/admin/credit`: verifications, loan applications and loan products. Admins decide and edit;
// support reads.
import { createFileRoute } from '@tanstack/react-router';
import { useLocalUser } from '../features/account/api/get-local-user.ts';
import { CreditConsole } from '../features/credit/index.ts';

export const Route = createFileRoute('/_auth/admin/credit')({ component: CreditPage });

function CreditPage() {
  const roles = useLocalUser().data?.roles ?? [];
  return <CreditConsole canWrite={roles.includes('admin')} />;
}
