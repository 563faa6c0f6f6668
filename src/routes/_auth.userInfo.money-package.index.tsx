// `/userInfo/money-package`: the wallet (balance, deposit and withdrawal records).
import { createFileRoute } from '@tanstack/react-router';
import { MoneyPackage } from '../features/wallet/components/money-package.tsx';

export const Route = createFileRoute('/_auth/userInfo/money-package/')({
  component: MoneyPackage,
});
