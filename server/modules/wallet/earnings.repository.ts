// Store earnings read from the ledger: the store's own account, the escrow accounts of its orders,
// the platform's commission on them, and the statement lines with their order.
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/wallet.ts';

/** What the store's paid, unreleased orders hold in their escrow accounts. */
export async function escrowOfStore(db: DbOrTx, sellerId: string): Promise<string> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts)
    .innerJoin(orders, eq(orders.id, ledgerAccounts.ownerId))
    .where(and(eq(ledgerAccounts.kind, 'escrow'), eq(orders.sellerId, sellerId)));
  return rows[0]?.total ?? '0';
}

/** The commission the platform kept on the store's orders (releases minus refunds after release). */
export async function commissionOfStore(db: DbOrTx, sellerId: string): Promise<string> {
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .innerJoin(orders, eq(orders.id, ledgerTransfers.reference))
    .where(
      and(
        eq(ledgerAccounts.kind, 'fees'),
        inArray(ledgerTransfers.kind, ['order_release', 'order_refund']),
        eq(orders.sellerId, sellerId),
      ),
    );
  return rows[0]?.total ?? '0';
}

/**
 * The sum of the stores' accounts' order movements (releases net of commission, refunds after
 * release) posted from `since` up to, not including, `until` (open-ended without it).
 */
export async function orderNetBetween(
  db: DbOrTx,
  sellerIds: readonly string[],
  since: Date,
  until?: Date,
): Promise<string> {
  if (sellerIds.length === 0) return '0';
  const rows = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(
        eq(ledgerAccounts.kind, 'seller'),
        inArray(ledgerAccounts.ownerId, [...sellerIds]),
        inArray(ledgerTransfers.kind, ['order_release', 'order_refund']),
        gte(ledgerEntries.createdAt, since),
        until ? lt(ledgerEntries.createdAt, until) : undefined,
      ),
    );
  return rows[0]?.total ?? '0';
}

/** The store account's entries, newest first, with the order each one is about. */
export async function statementOfStore(
  db: DbOrTx,
  sellerId: string,
  page: { pageNum: number; pageSize: number },
) {
  const where = and(eq(ledgerAccounts.kind, 'seller'), eq(ledgerAccounts.ownerId, sellerId));
  const rows = await db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerTransfers.kind,
      reference: ledgerTransfers.reference,
      orderTotal: orders.total,
      orderCommission: orders.commission,
      serialNumber: orders.serialNumber,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .leftJoin(orders, eq(orders.id, ledgerTransfers.reference))
    .where(where)
    .orderBy(desc(ledgerEntries.seq))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const total = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(where);
  return { rows, total: Number(total[0]?.n ?? 0) };
}
