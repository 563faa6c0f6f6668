// `/paySuccess?orders=<serials>&total=`: after a successful payment.
import { createFileRoute } from '@tanstack/react-router';
import { PaySuccess } from '../features/checkout/components/pay-success.tsx';
import { price, text } from '../lib/search-params.ts';

export const Route = createFileRoute('/_auth/paySuccess')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { orders?: string | undefined; total?: string | undefined } => ({
    orders: text(search.orders, 400),
    total: price(search.total),
  }),
  component: PaySuccessRoute,
});

function PaySuccessRoute() {
  const search = Route.useSearch();
  const orders = (search.orders ?? '')
    .split(',')
    .map((serial) => serial.trim())
    .filter((serial) => /^[A-Za-z0-9-]{1,40}$/.test(serial));
  return <PaySuccess orders={orders} total={search.total} />;
}
