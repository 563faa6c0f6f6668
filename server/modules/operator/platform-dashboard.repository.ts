// The platform dashboard's read model: counts and sums over users, orders, deposits, withdrawals,
// store applications and the platform fee account, per platform day. A reporting query across the
// modules' tables, read-only and in one snapshot (the service's transaction); no module's rules
// are decided here.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export interface Span {
  since: Date;
  until: Date;
}

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** The platform day of a timestamp column, `YYYY-MM-DD`. */
const dayOf = (column: string, timeZone: string) =>
  sql.raw(`to_char(${column} at time zone '${timeZone.replace(/'/g, "''")}', 'YYYY-MM-DD')`);

export async function signUpsPerDay(db: DbOrTx, span: Span, timeZone: string) {
  return rows<{ day: string; n: number }>(
    db,
    sql`select ${dayOf('created_at', timeZone)} as day, count(*)::int as n from users
        where created_at >= ${span.since} and created_at < ${span.until} group by 1`,
  );
}

export async function activeBuyers(db: DbOrTx, span: Span): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(distinct user_id)::int as n from orders
        where created_at >= ${span.since} and created_at < ${span.until}`,
  );
  return row?.n ?? 0;
}

export async function ordersPerDay(db: DbOrTx, span: Span, timeZone: string) {
  return rows<{ day: string; n: number; gross: string }>(
    db,
    sql`select ${dayOf('created_at', timeZone)} as day, count(*)::int as n,
               coalesce(sum(total), 0)::text as gross
        from orders where created_at >= ${span.since} and created_at < ${span.until} group by 1`,
  );
}

export async function ordersByStatus(db: DbOrTx, span: Span) {
  return rows<{ status: number; n: number; gross: string }>(
    db,
    sql`select status, count(*)::int as n, coalesce(sum(total), 0)::text as gross
        from orders where created_at >= ${span.since} and created_at < ${span.until}
        group by status`,
  );
}

export async function creditedDepositsPerDay(db: DbOrTx, span: Span, timeZone: string) {
  return rows<{ day: string; n: number; sum: string }>(
    db,
    sql`select ${dayOf('created_at', timeZone)} as day, count(*)::int as n,
               coalesce(sum(credited), 0)::text as sum
        from deposits where status = 'success'
          and created_at >= ${span.since} and created_at < ${span.until} group by 1`,
  );
}

export async function pendingDeposits(db: DbOrTx): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from deposits where status in ('pending_review', 'confirming')`,
  );
  return row?.n ?? 0;
}

export async function paidWithdrawalsPerDay(db: DbOrTx, span: Span, timeZone: string) {
  return rows<{ day: string; n: number; sum: string }>(
    db,
    sql`select ${dayOf('created_at', timeZone)} as day, count(*)::int as n,
               coalesce(sum(amount), 0)::text as sum
        from withdrawals where status = 'success'
          and created_at >= ${span.since} and created_at < ${span.until} group by 1`,
  );
}

export async function pendingWithdrawals(db: DbOrTx): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from withdrawals
        where status in ('pending_review', 'approved', 'signed', 'broadcast')`,
  );
  return row?.n ?? 0;
}

/** Entries of the fee account from order releases (commission in) and refunds (given back). */
export async function commissionPerDay(
  db: DbOrTx,
  span: Span,
  timeZone: string,
  feeAccountCode: string,
) {
  return rows<{ day: string; sum: string }>(
    db,
    sql`select ${dayOf('e.created_at', timeZone)} as day, coalesce(sum(e.amount), 0)::text as sum
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        join ledger_transfers t on t.id = e.transfer_id
        where a.code = ${feeAccountCode} and t.kind in ('order_release', 'order_refund')
          and e.created_at >= ${span.since} and e.created_at < ${span.until}
        group by 1`,
  );
}

export async function refundsPerDay(db: DbOrTx, span: Span, timeZone: string, success: number) {
  return rows<{ day: string; n: number; sum: string }>(
    db,
    sql`select ${dayOf('refund_decided_at', timeZone)} as day, count(*)::int as n,
               coalesce(sum(total), 0)::text as sum
        from orders where refund_status = ${success}
          and refund_decided_at >= ${span.since} and refund_decided_at < ${span.until}
        group by 1`,
  );
}

export async function openStoreApplications(db: DbOrTx): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from store_applications where status = 'pending'`,
  );
  return row?.n ?? 0;
}

export async function openRefundDisputes(db: DbOrTx, refunding: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders
        where refund_status = ${refunding} and refund_disputed_at is not null`,
  );
  return row?.n ?? 0;
}

/** Real-name (KYC) checks waiting for an operator now. */
export async function pendingKycChecks(db: DbOrTx): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from kyc_records where status = 'pending'`,
  );
  return row?.n ?? 0;
}

/** Loan applications waiting for an operator's review now. */
export async function loansInReview(db: DbOrTx): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from loans where status = 'reviewing'`,
  );
  return row?.n ?? 0;
}
