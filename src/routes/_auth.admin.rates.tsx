// `/admin/rates`: the exchange rates of bank deposits (finance), set with a reason. Operators who
// read them without `finance.rates` (support) see the rates without the form.
import { createFileRoute } from '@tanstack/react-router';
import { useConsoleAccess } from '../features/console/index.ts';
import { AdminRates } from '../features/wallet/backoffice/admin-rates.tsx';

export const Route = createFileRoute('/_auth/admin/rates')({
  component: RatesPage,
});

function RatesPage() {
  const { may } = useConsoleAccess();
  return <AdminRates canWrite={may('admin/rate!save')} />;
}
