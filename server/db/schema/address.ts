// The buyers' delivery address book.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const addresses = pgTable(
  'addresses',
  {
    id: text().primaryKey(),
    userId: text().notNull(),
    contacts: text().notNull(),
    email: text().notNull(),
    areaCode: text().notNull(),
    phone: text().notNull(),
    country: text().notNull(),
    province: text().notNull(),
    city: text().notNull(),
    postcode: text().notNull(),
    address: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    // At most one default address per buyer, enforced by the database.
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
