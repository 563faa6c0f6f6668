// `/userInfo/money-package/withdraw`: address binding and withdrawal.
import { createFileRoute } from '@tanstack/react-router';
import { WithdrawForm } from '../features/wallet/components/withdraw-form.tsx';

export const Route = createFileRoute('/_auth/userInfo/money-package/withdraw')({
  component: WithdrawForm,
});
