// `/userInfo/order-return?id=`: refund or return request with photos.
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/page-states.tsx';
import { OrderReturn } from '../features/orders/components/order-return.tsx';
import { id } from '../lib/search-params.ts';

export const Route = createFileRoute('/_auth/userInfo/order-return')({
  validateSearch: (search: Record<string, unknown>) => ({
    id: id(search.id) ?? id(search.orderId) ?? '',
  }),
  component: OrderReturnRoute,
});

function OrderReturnRoute() {
  const search = Route.useSearch();
  if (!search.id) return <NotFoundPage />;
  return <OrderReturn key={search.id} orderId={search.id} />;
}
