// `/admin/reviews`: the review queues: deposits, withdrawals, refunds and store applications, each
// decision with a reason (required on reject) the user reads.
import { createFileRoute } from '@tanstack/react-router';
import { AdminRefunds } from '../features/orders/components/admin-refunds.tsx';
import { StoreApplicationsReview } from '../features/store/backoffice/store-applications-review.tsx';
import { AdminReview } from '../features/wallet/components/admin-review.tsx';

export const Route = createFileRoute('/_auth/admin/reviews')({
  component: ReviewsPage,
});

function ReviewsPage() {
  return (
    <>
      <AdminReview />
      <AdminRefunds />
      <StoreApplicationsReview />
    </>
  );
}
