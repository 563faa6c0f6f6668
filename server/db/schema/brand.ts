// Operators' versions of a brand's `/information` pages. A row overrides the page of
// `brand-assets/<code>/brand.json`; deleting it (reset) brings the file's version back.
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * Storefront brands (issue #37). The files in `brand-assets/` seed an empty table at start and
 * stay the way to ship defaults; from then on the rows are the brands the servers answer with.
 * `config` is a `brandConfig` (domain/brand.ts) with its artwork beside it.
 */
export const brands = pgTable('brands', {
  code: text().primaryKey(),
  /** A disabled brand answers on none of its hosts (the default brand answers there). */
  enabled: boolean().notNull().default(true),
  /** The number of the version in `brand_versions` this row holds. */
  version: integer().notNull(),
  config: jsonb().$type<Record<string, unknown>>().notNull(),
  logoSvg: text().notNull(),
  iconSvg: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** The operator of the last change; null for the seed from the files. */
  updatedBy: text(),
});

/** Every saved version of a brand, kept so an earlier one can be restored. */
export const brandVersions = pgTable(
  'brand_versions',
  {
    code: text().notNull(),
    version: integer().notNull(),
    config: jsonb().$type<Record<string, unknown>>().notNull(),
    logoSvg: text().notNull(),
    iconSvg: text().notNull(),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    savedBy: text(),
    reason: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.version] })],
);
