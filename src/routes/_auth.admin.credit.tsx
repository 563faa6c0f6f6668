// `/admin/credit`: verifications, loan applications and loan products. Operators whose roles allow
// it decide and edit; the others read.
import { createFileRoute } from '@tanstack/react-router';
import { CreditConsole } from '../features/credit/index.ts';
import { useConsoleAccess } from '../features/console/index.ts';

export const Route = createFileRoute('/_auth/admin/credit')({ component: CreditPage });

function CreditPage() {
  const { may } = useConsoleAccess();
  return (
    <CreditConsole
      kyc={{ read: may('admin/kyc!list'), write: may('admin/kyc!approve') }}
      loans={{ read: may('admin/loan!list'), write: may('admin/loan!approve') }}
      products={{ read: may('admin/loanProduct!list'), write: may('admin/loanProduct!save') }}
    />
  );
}
