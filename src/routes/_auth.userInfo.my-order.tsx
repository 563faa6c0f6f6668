// `/userInfo/my-order?tab=&page=` (the spec's `?index=2` marks the user-centre entry and is kept).
import { createFileRoute } from '@tanstack/react-router';
import { orderTabNames, type OrderTab } from '../../domain/orders/order-tabs.ts';
import { OrderList } from '../features/orders/components/order-list.tsx';
import { oneOf, page } from '../lib/search-params.ts';
import { BuyAgainProvider } from './-buy-again-provider.tsx';

export const Route = createFileRoute('/_auth/userInfo/my-order')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { tab?: OrderTab | undefined; page?: number | undefined; index?: '2' | undefined } => ({
    tab: oneOf(search.tab, orderTabNames),
    page: page(search.page),
    index: oneOf(typeof search.index === 'number' ? String(search.index) : search.index, ['2']),
  }),
  component: MyOrders,
});

function MyOrders() {
  const search = Route.useSearch();
  return (
    <BuyAgainProvider>
      <OrderList tab={search.tab ?? 'all'} pageNum={search.page ?? 1} />
    </BuyAgainProvider>
  );
}
