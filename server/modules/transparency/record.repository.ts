// The platform's record as a declared read model: counts over the orders', withdrawals' and
// deposits' own rows (owned by the order and wallet modules, read here and never written), for
// the public transparency page. One statement per period, so the figures of a period agree with
// each other.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { OrderStatus, RefundStatus } from '../../../domain/orders/order-status.ts';

export type RecordRow = {
  orders_completed: number;
  gross_order_value: string;
  refunds_requested: number;
  refunds_approved: number;
  refunds_rejected: number;
  median_decision_seconds: number | null;
  disputes_for_buyer: number;
  disputes_for_store: number;
  withdrawals_paid: number;
  median_withdrawal_seconds: number | null;
  deposits_credited: number;
  deposits_amount: string;
  stores_active: number;
};

/**
 * The record of the period from `since` to now; all time when
 * `since` is null. A request decided is counted in the period of its decision; a withdrawal's
 * row is final once it is `success`, so its `updated_at` is the time of its confirmation.
 */
export async function platformRecord(db: DbOrTx, since: Date | null): Promise<RecordRow> {
  const after = (column: string) =>
    since === null ? sql`true` : sql`${sql.raw(column)} >= ${since.toISOString()}::timestamptz`;
  const received = [OrderStatus.toBeReviewed, OrderStatus.reviewed];
  const approved = RefundStatus.success;
  const failed = RefundStatus.failed;
  const rows = await db.execute<RecordRow>(sql`
    with
    completed as (
      select count(*)::int as n, coalesce(sum(total), 0)::text as value from orders
      where received_at is not null
        and status in (${sql.join(received, sql`, `)})
        and ${after('received_at')}
    ),
    requested as (
      select count(*)::int as n from orders
      where refund_requested_at is not null and ${after('refund_requested_at')}
    ),
    decided as (
      select
        count(*) filter (where refund_status = ${approved})::int as approved,
        count(*) filter (where refund_status = ${failed})::int as rejected,
        count(*) filter (where refund_status = ${approved} and refund_disputed_at is not null)::int
          as for_buyer,
        count(*) filter (where refund_status = ${failed} and refund_disputed_at is not null)::int
          as for_store,
        percentile_cont(0.5) within group (
          order by extract(epoch from refund_decided_at - refund_requested_at)
        ) as median_seconds
      from orders
      where refund_decided_at is not null
        and refund_status in (${approved}, ${failed})
        and ${after('refund_decided_at')}
    ),
    paid_out as (
      select count(*)::int as n,
        percentile_cont(0.5) within group (order by extract(epoch from updated_at - created_at))
          as median_seconds
      from withdrawals
      where status = 'success' and ${after('updated_at')}
    ),
    credited as (
      select count(*)::int as n, coalesce(sum(credited), 0)::text as amount from deposits
      where status = 'success' and ${after('updated_at')}
    ),
    active as (
      select count(distinct seller_id)::int as n from orders
      where paid_at is not null and ${after('paid_at')}
    )
    select
      completed.n as orders_completed, completed.value as gross_order_value,
      requested.n as refunds_requested,
      decided.approved as refunds_approved, decided.rejected as refunds_rejected,
      decided.median_seconds::float8 as median_decision_seconds,
      decided.for_buyer as disputes_for_buyer, decided.for_store as disputes_for_store,
      paid_out.n as withdrawals_paid, paid_out.median_seconds::float8 as median_withdrawal_seconds,
      credited.n as deposits_credited, credited.amount as deposits_amount,
      active.n as stores_active
    from completed, requested, decided, paid_out, credited, active
  `);
  return rows.rows[0]!;
}
