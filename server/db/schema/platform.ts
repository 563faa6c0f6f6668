// Platform-wide tables: system parameters.
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key/value settings; `public` ones are readable through syspara!getSyspara. */
export const systemParameters = pgTable('system_parameters', {
  code: text().primaryKey(),
  value: text().notNull(),
  public: boolean().notNull().default(false),
  description: text().notNull().default(''),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
