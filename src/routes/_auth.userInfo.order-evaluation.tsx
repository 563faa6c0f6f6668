// `/userInfo/order-evaluation?orderId=`: review a received order, every line with a rating, text
// and photos.
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/page-states.tsx';
import { OrderReview } from '../features/orders/components/order-review.tsx';
import { id } from '../lib/search-params.ts';

export const Route = createFileRoute('/_auth/userInfo/order-evaluation')({
  validateSearch: (search: Record<string, unknown>) => ({
    orderId: id(search.orderId) ?? id(search.id) ?? '',
  }),
  component: OrderEvaluationRoute,
});

function OrderEvaluationRoute() {
  const search = Route.useSearch();
  if (!search.orderId) return <NotFoundPage />;
  return <OrderReview key={search.orderId} orderId={search.orderId} />;
}
