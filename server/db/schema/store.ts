// Store applications: a user asks to open a store; an operator approves (the store row in the
// catalogue is created and the user becomes a seller) or rejects with a reason the user reads.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const storeApplications = pgTable(
  'store_applications',
  {
    id: text().primaryKey(),
    userId: text().notNull(),
    /** pending, approved, rejected */
    status: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    logo: text().notNull(),
    banner: text().notNull().default(''),
    contactEmail: text().notNull(),
    contactPhone: text().notNull(),
    country: text().notNull(),
    categoryIds: text().array().notNull(),
    companyName: text().notNull(),
    registrationNumber: text().notNull(),
    certificate: text().notNull().default(''),
    /** The operator's reason on rejection (shown to the applicant), or note on approval. */
    reason: text().notNull().default(''),
    /** A standard reason code (shown in the applicant's language); free text is in `reason`. */
    reasonCode: text(),
    decidedBy: text(),
    decidedAt: timestamp({ withTimezone: true }),
    /** The store created on approval. */
    sellerId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_applications_user_idx').on(t.userId, t.createdAt),
    index('store_applications_status_idx').on(t.status, t.createdAt),
    // One open application per user, also under parallel submits.
    uniqueIndex('store_applications_one_pending_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
