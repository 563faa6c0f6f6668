// Merchant credit (issue #16): real-name verifications (ID numbers encrypted at rest), the
// operator's loan products, loans with the exact quote the borrower consented to, and every
// repayment (from the wallet or withheld from a store release) with its ledger transfer.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = () => numeric({ precision: 30, scale: 10 });

export const kycRecords = pgTable(
  'kyc_records',
  {
    id: text().primaryKey(),
    userId: text().notNull(),
    /** pending, approved, rejected */
    status: text().notNull(),
    /** Plain text in records from before the name was sealed; '' since (see realNameCipher). */
    realName: text().notNull(),
    /** Sealed (server/platform/identity-crypto.ts), bound to `kyc_records:<id>:real_name`. */
    realNameCipher: text(),
    nationality: text().notNull(),
    /**
     * AES-256-GCM under KYC_ENCRYPTION_KEY, bound to `kyc_records:<id>:id_number` (`v2.iv.tag.body`;
     * records from before the binding: `iv.tag.body`, sealed again at start). '' once erased.
     */
    idNumberCipher: text().notNull(),
    /** The last four characters, for the masked display. */
    idNumberLast4: text().notNull(),
    idPhoto: text().notNull(),
    companyName: text().notNull().default(''),
    /** Plain text in records from before it was sealed; '' since (see companyRegNumberCipher). */
    companyRegNumber: text().notNull().default(''),
    /** Sealed, bound to `kyc_records:<id>:company_reg_number`. */
    companyRegNumberCipher: text(),
    companyDocument: text().notNull().default(''),
    reason: text().notNull().default(''),
    reasonCode: text(),
    decidedBy: text(),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** When the retention rule erased the identity data and pictures (credit.jobs.ts). */
    erasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('kyc_records_user_idx').on(t.userId, t.createdAt),
    index('kyc_records_status_idx').on(t.status, t.createdAt),
    uniqueIndex('kyc_records_one_pending_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const loanProducts = pgTable(
  'loan_products',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    minAmount: money().notNull(),
    maxAmount: money().notNull(),
    termDays: integer().array().notNull(),
    ratePerTerm: numeric({ precision: 12, scale: 8 }).notNull(),
    fee: money().notNull(),
    /** single, instalments, salesShare */
    repaymentKind: text().notNull(),
    everyDays: integer().notNull().default(0),
    sharePercent: numeric({ precision: 6, scale: 2 }).notNull().default('0'),
    graceDays: integer().notNull(),
    lateDailyRate: numeric({ precision: 12, scale: 8 }).notNull(),
    lateCapRate: numeric({ precision: 12, scale: 8 }).notNull(),
    earlyInterestRebate: boolean().notNull().default(true),
    addressReason: text().notNull().default(''),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('loan_products_amounts_ck', sql`${t.minAmount} > 0 and ${t.minAmount} <= ${t.maxAmount}`),
  ],
);

export const loans = pgTable(
  'loans',
  {
    id: text().primaryKey(),
    userId: text().notNull(),
    /** The borrower's store whose sales qualified the loan (and are withheld for sales-share). */
    sellerId: text().notNull(),
    productId: text().notNull(),
    productName: text().notNull(),
    /** reviewing, loaned, overdue, repaid, failed (domain/credit/loan.ts) */
    status: text().notNull(),
    amount: money().notNull(),
    termDays: integer().notNull(),
    /** The LoanTerms the quote was computed from (domain/credit/quote.ts). */
    terms: jsonb().notNull(),
    earlyInterestRebate: boolean().notNull(),
    /** The exact quote the borrower saw and consented to, its sha256 and the time of consent. */
    quote: jsonb().notNull(),
    quoteHash: text().notNull(),
    consentedAt: timestamp({ withTimezone: true }).notNull(),
    /** Net sales of 90 days at application (the eligibility it was offered on). */
    netSales90: money().notNull(),
    homeAddress: text().notNull().default(''),
    workAddress: text().notNull().default(''),
    reason: text().notNull().default(''),
    reasonCode: text(),
    decidedBy: text(),
    decidedAt: timestamp({ withTimezone: true }),
    disbursedAt: timestamp({ withTimezone: true }),
    /** Platform day of disbursement; the schedule's dates count from it. */
    startDay: date({ mode: 'string' }),
    /** The schedule from the disbursement day (the consented amounts). */
    schedule: jsonb(),
    paid: money().notNull().default('0'),
    /** Late charges per instalment number, as the daily sweep applied them. */
    lateCharges: jsonb().notNull().default({}),
    /** Interest waived by early settlement. */
    waived: money().notNull().default('0'),
    /** The platform day the overdue sweep last looked at this loan. */
    sweptDay: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('loans_user_idx').on(t.userId, t.createdAt),
    index('loans_status_idx').on(t.status, t.createdAt),
    // One unfinished loan per borrower, also under parallel applications.
    uniqueIndex('loans_one_unfinished_uq')
      .on(t.userId)
      .where(sql`${t.status} in ('reviewing', 'loaned', 'overdue')`),
    // Every store release looks up the store's running sales-share loan (to withhold its share):
    // only those loans are in it, so it stays as small as the loans it serves.
    index('loans_running_sales_share_store_idx')
      .on(t.sellerId)
      .where(
        sql`${t.status} in ('loaned', 'overdue') and ${t.terms} -> 'repayment' ->> 'kind' = 'salesShare'`,
      ),
  ],
);

export const loanRepayments = pgTable(
  'loan_repayments',
  {
    id: text().primaryKey(),
    loanId: text().notNull(),
    /** repay (wallet) or withhold (store release) */
    kind: text().notNull(),
    amount: money().notNull(),
    /** The released order a withholding came from. */
    orderId: text(),
    transferId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('loan_repayments_loan_idx').on(t.loanId, t.createdAt)],
);
