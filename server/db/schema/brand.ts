// Operators' versions of a brand's `/information` pages. A row overrides the page of
// `brand-assets/<code>/brand.json`; deleting it (reset) brings the file's version back.
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedColumn } from './catalog.ts';

export const brandPages = pgTable(
  'brand_pages',
  {
    brandCode: text().notNull(),
    /** One of `informationPages` (domain/brand.ts). */
    page: text().notNull(),
    title: jsonb().$type<LocalizedColumn>().notNull(),
    body: jsonb().$type<LocalizedColumn[]>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The operator who saved this version. */
    updatedBy: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandCode, t.page] })],
);
