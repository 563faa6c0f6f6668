// `/admin/rates`: the exchange rates of bank deposits (finance), set with a reason.
import { createFileRoute } from '@tanstack/react-router';
import { AdminRates } from '../features/wallet/backoffice/admin-rates.tsx';

export const Route = createFileRoute('/_auth/admin/rates')({
  component: AdminRates,
});
