// Rules of a store's own listings, shared by the server and its tests: a discount's price and time
// window, whether it runs at a moment, and the CSV import template (one listing per row).
import type { ErrorKey } from '../errors.ts';
import { languageCodes, type LanguageCode } from '../i18n/languages.ts';
import { D } from '../money.ts';

export interface DiscountPlan {
  sellingPrice: string;
  discountPrice?: string | undefined;
  discountStart?: Date | undefined;
  discountEnd?: Date | undefined;
}

/**
 * Why a discount cannot be saved, or undefined: it must be below the selling price, a window needs
 * a discount price, and a window ends after it starts.
 */
export function discountProblem(plan: DiscountPlan): ErrorKey | undefined {
  const { discountPrice, discountStart, discountEnd } = plan;
  if (discountPrice === undefined) {
    return discountStart || discountEnd ? 'listing.discountInvalid' : undefined;
  }
  if (!new D(discountPrice).lt(plan.sellingPrice)) return 'listing.discountInvalid';
  if (discountStart && discountEnd && discountEnd <= discountStart)
    return 'listing.discountInvalid';
  return undefined;
}

/** True when a planned discount runs at `now`: no window edge, or inside [start, end). */
export function discountRunsAt(
  window: { start: Date | null; end: Date | null },
  now: Date,
): boolean {
  if (window.start && now < window.start) return false;
  if (window.end && now >= window.end) return false;
  return true;
}

/** Columns of the listing CSV; `name:<lang>` and `description:<lang>` for any language. */
export const importColumns = [
  'category_id',
  'selling_price',
  'discount_price',
  'discount_start',
  'discount_end',
  'stock',
  'buy_min',
  'on_shelf',
  'images',
  'attributes',
] as const;

/** At most this many rows in one import file (each row is one listing). */
export const MAX_IMPORT_ROWS = 500;

/** The header of the downloadable template (`public/templates/listings.csv` is this plus rows). */
export const importTemplateHeader = [
  'name:en',
  'description:en',
  'name:cn',
  'description:cn',
  ...importColumns,
];

/**
 * A CSV row as the fields of a listing (before validation): texts from the `name:<lang>` and
 * `description:<lang>` columns, images separated by spaces or `|`, attributes as
 * `Colour=Red|Blue; Size=S|M`, on_shelf as yes/no (default yes).
 */
export function listingFieldsOfRow(row: Record<string, string>): Record<string, unknown> {
  const cell = (name: string) => (row[name] ?? '').trim();
  const texts = languageCodes
    .map((lang: LanguageCode) => ({
      lang,
      name: cell(`name:${lang}`),
      description: cell(`description:${lang}`),
    }))
    .filter((text) => text.name !== '' || text.description !== '');
  const images = cell('images')
    .split(/[\s|]+/)
    .filter((image) => image !== '');
  const attributes = cell('attributes')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [name = '', values = ''] = part.split('=');
      return {
        name: name.trim(),
        values: values
          .split('|')
          .map((value) => value.trim())
          .filter((value) => value !== ''),
      };
    });
  const shelf = cell('on_shelf').toLowerCase();
  return {
    texts,
    categoryId: cell('category_id'),
    images,
    attributes,
    sellingPrice: cell('selling_price'),
    discountPrice: cell('discount_price'),
    discountStart: cell('discount_start'),
    discountEnd: cell('discount_end'),
    stock: cell('stock'),
    buyMin: cell('buy_min') === '' ? '1' : cell('buy_min'),
    onShelf: shelf === '' ? true : ['yes', 'y', 'true', '1'].includes(shelf),
  };
}
