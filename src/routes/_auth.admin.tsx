// `/admin`: the minimal operator page (deposit, withdrawal, refund and store application review). The server checks
// the operator role on every call; a buyer opening this page only sees the refusals.
import { createFileRoute } from '@tanstack/react-router';
import { AdminRefunds } from '../features/orders/components/admin-refunds.tsx';
import { StoreApplicationsReview } from '../features/seller/index.ts';
import { AdminReview } from '../features/wallet/components/admin-review.tsx';
import { page } from '../styles/ui.css.ts';

export const Route = createFileRoute('/_auth/admin')({
  component: AdminPage,
});

function AdminPage() {
  return (
    <main id="main" className={page}>
      <AdminReview />
      <AdminRefunds />
      <StoreApplicationsReview />
    </main>
  );
}
