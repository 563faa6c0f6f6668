// order!pay: pay a pending-payment order from the balance into escrow (one ledger transaction).
import type { orderPay } from '../../../../domain/api/order.ts';
import { apiCall } from '../../../lib/api-client.ts';

export function payOrder(input: { orderId: string; idempotencyKey: string; payMethod?: string }) {
  return apiCall<typeof orderPay>(
    'order!pay',
    { payMethod: 'balance', ...input },
    { method: 'POST', silent: true },
  );
}
