// `/admin/credit`: verifications, loan applications and loan products. Operators whose roles allow
// it decide and edit; the others read.
import { createFileRoute } from '@tanstack/react-router';
import { CreditConsole } from '../features/credit/index.ts';
import { useConsoleAccess } from '../features/console/index.ts';

export const Route = createFileRoute('/_auth/admin/credit')({ component: CreditPage });

function CreditPage() {
  const { mayAny } = useConsoleAccess();
  return (
    <CreditConsole
      canWrite={mayAny(['admin/kyc!approve', 'admin/loan!approve', 'admin/loanProduct!save'])}
    />
  );
}
