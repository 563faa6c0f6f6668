// `/userInfo/money-package/recharge`: deposit by blockchain, payment proof or bank card.
import { createFileRoute } from '@tanstack/react-router';
import { RechargeForm } from '../features/wallet/components/recharge-form.tsx';

export const Route = createFileRoute('/_auth/userInfo/money-package/recharge')({
  component: RechargeForm,
});
