// order!submit: place one order per store from the settlement. The idempotency key belongs to one
// attempt, so a retried request (lost answer) cannot place the orders twice.
import type { orderSubmit } from '../../../../domain/api/order.ts';
import { apiCall } from '../../../lib/api-client.ts';
import type { CheckoutItem } from './preview-order.ts';

export function submitOrder({
  idempotencyKey,
  ...input
}: {
  addressId: string;
  items: readonly CheckoutItem[];
  /** Notes to the stores, by store id; only the written ones. */
  notes: Record<string, string>;
  idempotencyKey: string;
}) {
  return apiCall<typeof orderSubmit>('order!submit', input, {
    method: 'POST',
    silent: true,
    idempotencyKey,
  });
}
