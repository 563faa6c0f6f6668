// `/userInfo/order-detail?id=`: one order with its actions and logistics timeline.
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/page-states.tsx';
import { OrderDetail } from '../features/orders/components/order-detail.tsx';
import { id } from '../lib/search-params.ts';
import { BuyAgainProvider } from './-buy-again-provider.tsx';

export const Route = createFileRoute('/_auth/userInfo/order-detail')({
  validateSearch: (search: Record<string, unknown>) => ({
    id: id(search.id) ?? id(search.orderId) ?? '',
  }),
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const search = Route.useSearch();
  if (!search.id) return <NotFoundPage />;
  return (
    <BuyAgainProvider>
      <OrderDetail key={search.id} orderId={search.id} />
    </BuyAgainProvider>
  );
}
