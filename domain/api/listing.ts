// Endpoints of a store's own listings (issue "Sellers run their stores"): the seller lists, adds,
// edits, shelves, deletes and imports (CSV) the listings of the store they run. The store is always
// the caller's; a listing of another store answers "not found".
import { z } from 'zod';
import { languageCodes } from '../i18n/languages.ts';
import {
  idParam,
  jsonArray,
  moneyString,
  optionalFlag,
  paged,
  pagingInput,
  timeString,
} from './common.ts';
import { endpointArea } from './define.ts';

const sellerCalls = endpointArea({ tag: 'Seller', auth: 'seller' });

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Form callers send objects and arrays as JSON text; JSON callers send them as they are. */
const jsonValue = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** An uploaded product picture (`uploadimg!execute` with moduleName `goods`). */
export const goodsImage = z
  .string()
  .trim()
  .regex(/^\/uploads\/goods\/[0-9a-z]{26}\.(jpg|png|webp)$/, 'an uploaded product picture');

/** The name and description of a listing in one language; at least one language per listing. */
export const listingText = z.object({
  lang: z.enum(languageCodes),
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(5000).default(''),
});
export type ListingText = z.infer<typeof listingText>;

/** A choice the buyer makes (colour, size), written in the listing's first language. */
export const listingAttribute = z.object({
  name: z.string().trim().min(1).max(40),
  values: z.array(z.string().trim().min(1).max(40)).min(1).max(30),
});

/** A price the seller sets: positive, at most 2 decimals (what buyers see). */
const priceInput = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'a price with at most 2 decimals')
  .refine((value) => Number(value) > 0, 'above zero');

/** A discount window edge, `YYYY-MM-DD HH:mm` or `YYYY-MM-DDTHH:mm` in the platform time zone. */
const windowTime = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, 'a date and time')
    .optional(),
);

export const listingInput = z.object({
  texts: z.preprocess(
    jsonValue,
    z
      .array(listingText)
      .min(1)
      .max(languageCodes.length)
      .refine(
        (texts) => new Set(texts.map((text) => text.lang)).size === texts.length,
        'one text per language',
      ),
  ),
  categoryId: idParam,
  images: z.preprocess(jsonArray, z.array(goodsImage).min(1).max(9)),
  attributes: z.preprocess(jsonValue, z.array(listingAttribute).max(5).default([])),
  sellingPrice: priceInput,
  discountPrice: z.preprocess(blankToUndefined, priceInput.optional()),
  discountStart: windowTime,
  discountEnd: windowTime,
  stock: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(10_000_000)),
  buyMin: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_000_000)),
  onShelf: optionalFlag.default(true),
});
export type ListingInput = z.infer<typeof listingInput>;

/** What the seller sees of one listing: every language it is written in, stock and state. */
export const sellerListing = z.object({
  sellerGoodsId: z.string(),
  goodsId: z.string(),
  /** The name in the request's language (else the first written one). */
  name: z.string(),
  texts: z.array(listingText),
  categoryId: z.string(),
  categoryName: z.string(),
  images: z.array(z.string()),
  attributes: z.array(listingAttribute),
  sellingPrice: moneyString,
  /** The discount the seller set ('' when none), and whether it runs now. */
  discountPrice: z.string(),
  discountStart: timeString,
  discountEnd: timeString,
  discountActive: z.boolean(),
  /**
   * The earlier price buyers see struck through while the discount runs; null: no reduction is
   * shown (domain/catalog/reference-price.ts), though the discounted price still applies.
   */
  referencePrice: moneyString.nullable(),
  /** What a buyer pays for one unit now. */
  price: moneyString,
  stock: z.number().int(),
  buyMin: z.number().int(),
  onShelf: z.boolean(),
  soldNum: z.number().int(),
  viewsNum: z.number().int(),
  /** Unfinished orders holding the listing: it cannot be deleted while any remain. */
  openOrders: z.number().int(),
  /** Hidden by an operator (moderation): off the shelf until restored, with the reason. */
  hidden: z.boolean(),
  hiddenReason: z.string(),
  upTime: timeString,
});
export type SellerListing = z.infer<typeof sellerListing>;

export const listingFilters = ['all', 'onShelf', 'offShelf', 'soldOut'] as const;
export type ListingFilter = (typeof listingFilters)[number];

export const sellerGoodsList = sellerCalls.read('seller/goods!list', {
  summary:
    "The store's listings, newest first: all, on shelf, off shelf or sold out, with a name search; commissionRate is the platform's share of each sale.",
  input: z.object({
    ...pagingInput(20),
    filter: z.preprocess(blankToUndefined, z.enum(listingFilters).default('all')),
    keyword: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  }),
  output: paged(sellerListing).extend({ commissionRate: moneyString }),
});

const listingRef = z.object({ sellerGoodsId: idParam });

export const sellerGoodsInfo = sellerCalls.read('seller/goods!info', {
  summary: 'One listing of the store in full, for editing.',
  input: listingRef,
  output: sellerListing,
});

export const sellerGoodsAdd = sellerCalls.write('seller/goods!add', {
  summary:
    'Adds a listing (pictures from uploadimg!execute, moduleName goods); searchable at once in every language it is written in.',
  input: listingInput,
  output: sellerListing,
});

export const sellerGoodsEdit = sellerCalls.write('seller/goods!edit', {
  summary:
    'Changes a listing. stockExpected is the stock the seller saw: when orders changed it since, the edit is refused with the current figure instead of overwriting it.',
  input: listingInput.extend({
    sellerGoodsId: idParam,
    stockExpected: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).optional()),
  }),
  output: sellerListing,
});

export const sellerGoodsShelf = sellerCalls.write('seller/goods!shelf', {
  summary: 'Puts a listing on the shelf or takes it off (off shelf: buyers cannot see or buy it).',
  input: listingRef.extend({ onShelf: optionalFlag.pipe(z.boolean()) }),
  output: sellerListing,
});

export const sellerGoodsDelete = sellerCalls.write('seller/goods!delete', {
  summary: 'Deletes a listing; refused while unfinished orders hold it (take it off the shelf).',
  input: listingRef,
  output: z.null(),
});

/** One row of an import report: the CSV line, and the listing made or the reasons it was refused. */
export const importRow = z.object({
  line: z.number().int(),
  name: z.string(),
  sellerGoodsId: z.string(),
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRow>;

export const sellerGoodsImport = sellerCalls.write('seller/goods!import', {
  multipart: true,
  summary:
    'Multipart `file`: a CSV of listings in the template of /templates/listings.csv. All rows or none: when any row is refused nothing is created and the report says why, row by row.',
  input: z.object({
    file: z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'file'),
  }),
  output: z.object({
    /** True when every row was created; false when nothing was (see the rows' errors). */
    imported: z.boolean(),
    created: z.number().int(),
    refused: z.number().int(),
    rows: z.array(importRow),
  }),
});
