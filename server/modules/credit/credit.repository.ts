// Rows of merchant credit: verifications, loan products, loans and repayments. Locks are taken
// here (FOR UPDATE, SKIP LOCKED for the sweep); the services decide.
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pagedRows } from '../../db/paged.ts';
import { reviewQueueOrder } from '../../db/review-queue.ts';
import { kycRecords, loanProducts, loanRepayments, loans } from '../../db/schema/credit.ts';

export type KycRow = typeof kycRecords.$inferSelect;
export type ProductRow = typeof loanProducts.$inferSelect;
export type LoanRow = typeof loans.$inferSelect;
export type RepaymentRow = typeof loanRepayments.$inferSelect;

// --- verifications ----------------------------------------------------------------------------

export async function latestKyc(db: DbOrTx, userId: string): Promise<KycRow | undefined> {
  const rows = await db
    .select()
    .from(kycRecords)
    .where(eq(kycRecords.userId, userId))
    .orderBy(desc(kycRecords.createdAt), desc(kycRecords.id))
    .limit(1);
  return rows[0];
}

export async function insertKyc(db: DbOrTx, row: typeof kycRecords.$inferInsert): Promise<KycRow> {
  const rows = await db.insert(kycRecords).values(row).returning();
  return rows[0]!;
}

export async function findKyc(db: DbOrTx, id: string, lock = false): Promise<KycRow | undefined> {
  const query = db.select().from(kycRecords).where(eq(kycRecords.id, id));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function decideKyc(
  db: DbOrTx,
  id: string,
  values: Pick<KycRow, 'status' | 'reason' | 'reasonCode' | 'decidedBy' | 'decidedAt'>,
): Promise<KycRow> {
  const rows = await db.update(kycRecords).set(values).where(eq(kycRecords.id, id)).returning();
  return rows[0]!;
}

export async function listKyc(
  db: DbOrTx,
  status: string | undefined,
  page: { pageNum: number; pageSize: number },
) {
  const where: SQL | undefined = status ? eq(kycRecords.status, status) : undefined;
  return pagedRows(db, kycRecords, where, reviewQueueOrder(kycRecords, kycRecords.createdAt), page);
}

// --- products ---------------------------------------------------------------------------------

export async function listProducts(db: DbOrTx, onlyActive: boolean): Promise<ProductRow[]> {
  return db
    .select()
    .from(loanProducts)
    .where(onlyActive ? eq(loanProducts.active, true) : undefined)
    .orderBy(asc(loanProducts.createdAt), asc(loanProducts.id));
}

export async function findProduct(db: DbOrTx, id: string): Promise<ProductRow | undefined> {
  const rows = await db.select().from(loanProducts).where(eq(loanProducts.id, id));
  return rows[0];
}

export async function upsertProduct(
  db: DbOrTx,
  row: typeof loanProducts.$inferInsert,
): Promise<ProductRow> {
  const { id: _id, createdAt: _created, ...changes } = row;
  const rows = await db
    .insert(loanProducts)
    .values(row)
    .onConflictDoUpdate({ target: loanProducts.id, set: changes })
    .returning();
  return rows[0]!;
}

// --- loans ------------------------------------------------------------------------------------

export async function insertLoan(db: DbOrTx, row: typeof loans.$inferInsert): Promise<LoanRow> {
  const rows = await db.insert(loans).values(row).returning();
  return rows[0]!;
}

export async function findLoan(db: DbOrTx, id: string, lock = false): Promise<LoanRow | undefined> {
  const query = db.select().from(loans).where(eq(loans.id, id));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function unfinishedLoanOf(db: DbOrTx, userId: string): Promise<LoanRow | undefined> {
  const rows = await db
    .select()
    .from(loans)
    .where(
      and(eq(loans.userId, userId), inArray(loans.status, ['reviewing', 'loaned', 'overdue'])),
    );
  return rows[0];
}

/**
 * The lookup of a store's running sales-share loan. Its condition is written as the partial index
 * `loans_running_sales_share_store_idx` states it (literals, not parameters), so the planner can
 * use that index under any plan.
 */
export function salesShareLoanOfStoreQuery(db: DbOrTx, sellerId: string) {
  return db
    .select()
    .from(loans)
    .where(
      and(
        eq(loans.sellerId, sellerId),
        sql`${loans.status} in ('loaned', 'overdue')`,
        sql`${loans.terms} -> 'repayment' ->> 'kind' = 'salesShare'`,
      ),
    )
    .for('update');
}

/** The running sales-share loan of a store, locked (withholding happens in the release's tx). */
export async function lockSalesShareLoanOfStore(
  db: DbOrTx,
  sellerId: string,
): Promise<LoanRow | undefined> {
  const rows = await salesShareLoanOfStoreQuery(db, sellerId);
  return rows[0];
}

export async function updateLoan(
  db: DbOrTx,
  id: string,
  values: Partial<typeof loans.$inferInsert>,
): Promise<LoanRow> {
  const rows = await db.update(loans).set(values).where(eq(loans.id, id)).returning();
  return rows[0]!;
}

export async function listLoans(
  db: DbOrTx,
  filter: { userId?: string; status?: string },
  page: { pageNum: number; pageSize: number },
) {
  const where = and(
    filter.userId ? eq(loans.userId, filter.userId) : undefined,
    filter.status ? eq(loans.status, filter.status) : undefined,
  );
  const rows = await db
    .select()
    .from(loans)
    .where(where)
    .orderBy(
      sql`case when ${loans.status} = 'reviewing' then 0 else 1 end`,
      desc(loans.createdAt),
      desc(loans.id),
    )
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const total = await db.select({ n: count() }).from(loans).where(where);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

/** The next running loan the sweep has not looked at today, locked; others skip it. */
export async function lockNextLoanToSweep(db: DbOrTx, today: string): Promise<LoanRow | undefined> {
  const rows = await db
    .select()
    .from(loans)
    .where(
      and(
        inArray(loans.status, ['loaned', 'overdue']),
        or(isNull(loans.sweptDay), lt(loans.sweptDay, today)),
      ),
    )
    .orderBy(asc(loans.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return rows[0];
}

// --- repayments -------------------------------------------------------------------------------

export async function insertRepayment(
  db: DbOrTx,
  row: typeof loanRepayments.$inferInsert,
): Promise<void> {
  await db.insert(loanRepayments).values(row);
}

export async function repaymentsOf(db: DbOrTx, loanIds: string[]): Promise<RepaymentRow[]> {
  if (loanIds.length === 0) return [];
  return db
    .select()
    .from(loanRepayments)
    .where(inArray(loanRepayments.loanId, loanIds))
    .orderBy(asc(loanRepayments.createdAt), asc(loanRepayments.id));
}

// --- identity upkeep ----------------------------------------------------------------------------

/**
 * Verifications still holding data from before the sealing: a plain name or registration number,
 * an ID number sealed without its binding, or a picture whose upload is not sealed.
 */
export async function kycRecordsToSeal(db: DbOrTx, limit: number): Promise<KycRow[]> {
  return db
    .select()
    .from(kycRecords)
    .where(
      and(
        isNull(kycRecords.erasedAt),
        or(
          sql`${kycRecords.realName} <> ''`,
          sql`${kycRecords.companyRegNumber} <> ''`,
          sql`${kycRecords.idNumberCipher} <> '' and ${kycRecords.idNumberCipher} not like 'v2.%'`,
          sql`exists (select 1 from uploads u
                where u.url in (${kycRecords.idPhoto}, ${kycRecords.companyDocument})
                  and u.sealed_for is null)`,
        ),
      ),
    )
    .orderBy(asc(kycRecords.id))
    .limit(limit);
}

/**
 * Verifications whose identity data the retention rule erases at `cutoff`: rejected before it, or
 * of an account cancelled before it. Locked, skipping those another server is erasing.
 */
export async function lockKycRecordsToErase(
  db: DbOrTx,
  cutoff: Date,
  limit: number,
): Promise<KycRow[]> {
  return db
    .select()
    .from(kycRecords)
    .where(
      and(
        isNull(kycRecords.erasedAt),
        or(
          and(eq(kycRecords.status, 'rejected'), lt(kycRecords.decidedAt, cutoff)),
          sql`exists (select 1 from users u where u.id = ${kycRecords.userId}
                and u.cancelled_at < ${cutoff.toISOString()}::timestamptz)`,
        ),
      ),
    )
    .orderBy(asc(kycRecords.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function updateKycIdentity(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      KycRow,
      | 'realName'
      | 'realNameCipher'
      | 'idNumberCipher'
      | 'idNumberLast4'
      | 'idPhoto'
      | 'companyRegNumber'
      | 'companyRegNumberCipher'
      | 'companyDocument'
      | 'erasedAt'
    >
  >,
): Promise<void> {
  await db.update(kycRecords).set(values).where(eq(kycRecords.id, id));
}
