// `/admin/reviews`: the review queues: deposits, withdrawals, refunds and store applications, each
// decision with a reason (required on reject) the user reads. Each queue is shown to operators whose
// roles read it, its approve and reject buttons to those whose roles decide it.
import { createFileRoute } from '@tanstack/react-router';
import { AdminRefunds } from '../features/orders/components/admin-refunds.tsx';
import { StoreApplicationsReview } from '../features/store/backoffice/store-applications-review.tsx';
import { AdminReview } from '../features/wallet/components/admin-review.tsx';
import { useConsoleAccess } from '../features/console/index.ts';

export const Route = createFileRoute('/_auth/admin/reviews')({
  component: ReviewsPage,
});

function ReviewsPage() {
  const { may } = useConsoleAccess();
  return (
    <>
      <AdminReview
        queues={[
          ...(may('admin/deposit!list')
            ? [{ kind: 'deposit' as const, canWrite: may('admin/deposit!approve') }]
            : []),
          ...(may('admin/withdraw!list')
            ? [{ kind: 'withdraw' as const, canWrite: may('admin/withdraw!approve') }]
            : []),
        ]}
      />
      {may('admin/order!listRefunds') ? (
        <AdminRefunds canWrite={may('admin/order!approveRefund')} />
      ) : null}
      {may('admin/store!applications') ? (
        <StoreApplicationsReview canWrite={may('admin/store!approve')} />
      ) : null}
    </>
  );
}
