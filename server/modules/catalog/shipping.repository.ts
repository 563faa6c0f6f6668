// A store's measured handling time (domain/store/measured-shipping.ts), counted from its orders
// at the time of the call. Read from the orders' tables, like the listing rooms read open orders.
import { sql } from 'drizzle-orm';
import {
  SHIPPING_WINDOW_DAYS,
  type ShippingCounts,
} from '../../../domain/store/measured-shipping.ts';
import { OrderStatus } from '../../../domain/orders/order-status.ts';
import type { DbOrTx } from '../../db/client.ts';

const WAITING = sql.raw(`(${OrderStatus.pendingShipment}, ${OrderStatus.confirmed})`);

/**
 * Over the store's orders paid in the last 90 days: those shipped, and those whose declared time
 * ran out without shipment (still waiting now, or refunded after the deadline), which are late.
 * Each order is due by the days the store declared when it was placed (kept on the order), so a
 * later change of the promise does not judge earlier orders again; orders placed before the days
 * were kept use `declaredDays`, the store's current ones.
 */
export async function shippingCounts(
  db: DbOrTx,
  sellerId: string,
  declaredDays: number,
  now: Date,
): Promise<ShippingCounts> {
  const at = now.toISOString();
  const result = await db.execute<{
    measured: number;
    on_time: number;
    median_hours: number | null;
  }>(sql`
    select count(*)::int as measured,
      count(*) filter (where shipped_at is not null and shipped_at <= due)::int as on_time,
      percentile_cont(0.5) within group (order by extract(epoch from shipped_at - paid_at) / 3600)
        filter (where shipped_at is not null) as median_hours
    from (
      select o.paid_at, o.shipped_at, o.paid_at + coalesce(o.handling_days, ${declaredDays}) * interval '1 day' as due,
        case when o.shipped_at is not null then null
             when o.status in ${WAITING} then ${at}::timestamptz
             else o.refund_requested_at end as waited_until
      from orders o
      where o.seller_id = ${sellerId}
        and o.paid_at > ${at}::timestamptz - ${SHIPPING_WINDOW_DAYS} * interval '1 day'
        and o.paid_at <= ${at}::timestamptz
    ) paid
    where shipped_at is not null or waited_until > due`);
  const row = result.rows[0];
  return {
    measured: row?.measured ?? 0,
    onTime: row?.on_time ?? 0,
    medianHours:
      row?.median_hours === null || row?.median_hours === undefined
        ? null
        : Number(row.median_hours),
  };
}
