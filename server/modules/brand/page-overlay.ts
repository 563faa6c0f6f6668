// The operators' pages laid over a brand file's: read per request through a short cache (a few
// seconds) that a save on this server clears at once; other servers see a change within the TTL.
import {
  informationPages,
  type BrandConfig,
  type LocalizedText,
  type PublicBrand,
} from '../../../domain/brand.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pageRows, type BrandPageRow } from './brand-pages.repository.ts';

/** How long one server reuses a brand's operator pages before reading them again. */
export const PAGE_OVERLAY_TTL_MS = 5000;

type Pages = BrandConfig['pages'];

/** The file's pages with each operator's version in its place. */
export function mergePages(file: Pages, rows: readonly BrandPageRow[]): Pages {
  const pages: Pages = { ...file };
  for (const row of rows) {
    if (!(informationPages as readonly string[]).includes(row.page)) continue;
    pages[row.page as keyof Pages] = {
      title: row.title as LocalizedText,
      body: row.body,
    };
  }
  return pages;
}

export class PageOverlay {
  private readonly cache = new Map<string, { until: number; rows: Promise<BrandPageRow[]> }>();

  constructor(private readonly ttlMs = PAGE_OVERLAY_TTL_MS) {}

  /** The operator rows of a brand, at most `ttlMs` old. */
  rows(db: DbOrTx, brandCode: string): Promise<BrandPageRow[]> {
    const now = Date.now();
    const hit = this.cache.get(brandCode);
    if (hit && hit.until > now) return hit.rows;
    const rows = pageRows(db, brandCode);
    this.cache.set(brandCode, { until: now + this.ttlMs, rows });
    // A failed read is not kept: the next request tries again.
    rows.catch(() => this.cache.delete(brandCode));
    return rows;
  }

  /** The operator rows of a brand read now, bypassing the cache (the console's view). */
  rowsNow(db: DbOrTx, brandCode: string): Promise<BrandPageRow[]> {
    return pageRows(db, brandCode);
  }

  /** Drops a brand's cached rows (after a save or reset on this server). */
  forget(brandCode: string): void {
    this.cache.delete(brandCode);
  }

  /** The public brand with the operators' pages, and a version that changes with them. */
  async publicBrand(
    db: DbOrTx,
    brand: { config: BrandConfig; public: PublicBrand },
  ): Promise<{ brand: PublicBrand; version: string }> {
    // Without the database the file's pages are still a true answer: the page does not fail.
    const rows = await this.rows(db, brand.config.code).catch((): BrandPageRow[] => []);
    if (rows.length === 0) return { brand: brand.public, version: '' };
    const version = rows
      .map((row) => `${row.page}@${row.updatedAt.getTime()}`)
      .sort()
      .join(',');
    return {
      brand: { ...brand.public, pages: mergePages(brand.config.pages, rows) },
      version,
    };
  }
}
