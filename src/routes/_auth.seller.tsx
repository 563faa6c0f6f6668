// `/seller`: the minimal seller page (store orders: confirm, ship). The server checks the role.
import { createFileRoute } from '@tanstack/react-router';
import { SellerOrders } from '../features/seller/components/seller-orders.tsx';

export const Route = createFileRoute('/_auth/seller')({
  component: SellerOrders,
});
