// Uploaded pictures: who sent which file to which area, how large, when. The daily quota sums
// these; the sweep removes files no record refers to a day after their upload.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const uploads = pgTable(
  'uploads',
  {
    id: text().primaryKey(),
    userId: text().notNull(),
    /** The upload area (`moduleName`): evaluation, chat, goods, recharge, ... */
    module: text().notNull(),
    /** The public URL answered to the client, `/uploads/<module>/<file>`. */
    url: text().notNull().unique(),
    /** Bytes received (what the quota counts). */
    bytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the sweep first found a record using the file; never removed after that. */
    keptAt: timestamp({ withTimezone: true }),
    /**
     * The binding the stored file is sealed with (identity pictures: `kyc_records:<id>:<url>`);
     * null for a file kept as it was uploaded.
     */
    sealedFor: text(),
  },
  (t) => [
    index('uploads_user_day_idx').on(t.userId, t.createdAt),
    index('uploads_unkept_idx').on(t.createdAt),
  ],
);
