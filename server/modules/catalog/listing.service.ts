// A store's own listings: the seller lists, adds, edits, shelves, deletes and imports them. The
// store is always the caller's (a listing of another store answers "not found"). Every write is
// one transaction; the answer is the listing as stored, so the panel shows what buyers will see.
import { parse } from 'csv-parse/sync';
import { makePageInfo } from '../../../domain/api/common.ts';
import {
  listingInput,
  type ImportRow,
  type ListingFilter,
  type ListingInput,
  type SellerListing,
} from '../../../domain/api/listing.ts';
import {
  discountProblem,
  discountRunsAt,
  listingFieldsOfRow,
  MAX_IMPORT_ROWS,
} from '../../../domain/catalog/listing-rules.ts';
import { localized } from '../../../domain/catalog/localize.ts';
import { buildSearchText } from '../../../domain/catalog/search.ts';
import { fail, ok, type ErrorKey, type Result } from '../../../domain/errors.ts';
import { reasonText } from '../../../domain/operator/reasons.ts';
import { normalizeAmount } from '../../../domain/catalog/pricing.ts';
import { orderParameterDefaults } from '../../../domain/orders/order-rules.ts';
import type { Tx } from '../../db/client.ts';
import type { LocalizedColumn, StoredAttribute } from '../../db/schema/catalog.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { errorMessage } from '../../platform/messages.ts';
import { parsePlatformTime, wireTime } from '../../platform/time.ts';
import { inTransaction, withIdempotency } from '../../platform/transaction.ts';
import { readParameter } from '../settings/index.ts';
import * as repo from './listing.repository.ts';
import { recordPriceChanges } from './price-history.repository.ts';

function toSellerListing(row: repo.ListingRow, ctx: ServiceContext): SellerListing {
  const tz = ctx.config.platformTimeZone;
  const langs = Object.keys(row.names);
  const firstLang = langs[0] ?? 'en';
  const plan = row.discount_plan ?? row.discount_price;
  return {
    sellerGoodsId: row.id,
    goodsId: row.goods_id,
    name: localized(row.names, ctx.lang),
    texts: langs.map((lang) => ({
      lang: lang as SellerListing['texts'][number]['lang'],
      name: row.names[lang] ?? '',
      description: row.descriptions[lang] ?? '',
    })),
    categoryId: row.category_id,
    categoryName: localized(row.category_names, ctx.lang),
    images: row.images,
    attributes: row.attributes.map((attribute) => ({
      name: localized(attribute.name, firstLang),
      values: attribute.values.map((value) => localized(value, firstLang)),
    })),
    sellingPrice: normalizeAmount(row.selling_price),
    discountPrice: plan === null ? '' : normalizeAmount(plan),
    discountStart: wireTime(row.discount_starts_at, tz),
    discountEnd: wireTime(row.discount_ends_at, tz),
    discountActive: row.discount_price !== null,
    referencePrice: row.reference_price === null ? null : normalizeAmount(row.reference_price),
    price: normalizeAmount(row.price),
    stock: row.stock,
    buyMin: row.buy_min,
    onShelf: row.on_shelf,
    soldNum: row.sold_num,
    viewsNum: row.views_num,
    openOrders: row.open_orders,
    hidden: row.hidden_at !== null,
    hiddenReason:
      row.hidden_at === null ? '' : reasonText(row.hidden_reason_code, row.hidden_reason, ctx.lang),
    upTime: wireTime(row.up_time, tz),
  };
}

export async function list(
  ctx: ServiceContext,
  query: {
    filter: ListingFilter;
    keyword?: string | undefined;
    pageNum: number;
    pageSize: number;
  },
) {
  const sellerId = ctx.storeId;
  if (!sellerId) return fail('auth.noPermission');
  const [{ rows, total }, commissionRate] = await Promise.all([
    repo.listingsOfStore(ctx.db, sellerId, {
      filter: query.filter,
      keyword: query.keyword,
      limit: query.pageSize,
      offset: (query.pageNum - 1) * query.pageSize,
    }),
    readParameter(ctx.db, 'order_commission_rate', orderParameterDefaults.order_commission_rate),
  ]);
  return ok({
    pageList: rows.map((row) => toSellerListing(row, ctx)),
    pageInfo: makePageInfo(query.pageNum, query.pageSize, total),
    commissionRate: normalizeAmount(commissionRate),
  });
}

export async function info(ctx: ServiceContext, id: string): Promise<Result<SellerListing>> {
  const sellerId = ctx.storeId;
  if (!sellerId) return fail('auth.noPermission');
  const row = await repo.listingOfStore(ctx.db, sellerId, id);
  return row ? ok(toSellerListing(row, ctx)) : fail('goods.notFound');
}

/** The goods columns and listing columns of an input, or why it cannot be saved. */
async function valuesOf(tx: Tx, ctx: ServiceContext, input: ListingInput) {
  if (!(await repo.isListableCategory(tx, input.categoryId))) {
    return fail('listing.categoryInvalid');
  }
  const tz = ctx.config.platformTimeZone;
  const start = input.discountStart ? parsePlatformTime(input.discountStart, tz) : undefined;
  const end = input.discountEnd ? parsePlatformTime(input.discountEnd, tz) : undefined;
  const problem = discountProblem({
    sellingPrice: input.sellingPrice,
    discountPrice: input.discountPrice,
    discountStart: start,
    discountEnd: end,
  });
  if (problem) return fail(problem);
  const names: LocalizedColumn = {};
  const descriptions: LocalizedColumn = {};
  for (const text of input.texts) {
    names[text.lang] = text.name;
    if (text.description) descriptions[text.lang] = text.description;
  }
  // Attributes are written in the listing's first language; buyers of other languages read them so.
  const firstLang = input.texts[0]?.lang ?? 'en';
  const attributes: StoredAttribute[] = input.attributes.map((attribute) => ({
    name: { [firstLang]: attribute.name },
    values: attribute.values.map((value) => ({ [firstLang]: value })),
  }));
  const windowed = start !== undefined || end !== undefined;
  const runs = discountRunsAt({ start: start ?? null, end: end ?? null }, ctx.now);
  const discount = input.discountPrice ?? null;
  return ok({
    goods: { categoryId: input.categoryId, names, descriptions, images: input.images, attributes },
    listing: {
      categoryId: input.categoryId,
      sellingPrice: input.sellingPrice,
      discountPrice: discount !== null && (!windowed || runs) ? discount : null,
      discountPlan: windowed ? discount : null,
      discountStartsAt: start ?? null,
      discountEndsAt: end ?? null,
      stock: input.stock,
      buyMin: input.buyMin,
      onShelf: input.onShelf,
      searchText: buildSearchText(input.texts.map((text) => text.name)),
    },
  });
}

/** Creates the goods and the listing of one input inside `tx`; answers the listing id. */
async function createListing(
  tx: Tx,
  ctx: ServiceContext,
  sellerId: string,
  input: ListingInput,
): Promise<Result<string>> {
  const values = await valuesOf(tx, ctx, input);
  if (!values.ok) return values;
  const goodsId = newId(ctx.now);
  const id = newId(ctx.now);
  await repo.insertGoods(tx, { id: goodsId, ...values.data.goods, createdAt: ctx.now });
  await repo.insertListing(tx, {
    id,
    goodsId,
    sellerId,
    ...values.data.listing,
    upTime: ctx.now,
    createdAt: ctx.now,
  });
  await recordPriceChanges(tx, [id], ctx.now);
  return ok(id);
}

export async function add(
  ctx: ServiceContext,
  input: ListingInput,
): Promise<Result<SellerListing>> {
  const sellerId = ctx.storeId;
  if (!sellerId) return fail('auth.noPermission');
  const scope = `${requireUser(ctx).userId}:seller/goods!add`;
  return withIdempotency(ctx.db, { scope, key: ctx.idempotencyKey, payload: input }, async (tx) => {
    const created = await createListing(tx, ctx, sellerId, input);
    if (!created.ok) return created;
    const row = await repo.listingOfStore(tx, sellerId, created.data);
    return row ? ok(toSellerListing(row, ctx)) : fail('system.error');
  });
}

export async function edit(
  ctx: ServiceContext,
  input: ListingInput & { sellerGoodsId: string; stockExpected?: number | undefined },
): Promise<Result<SellerListing>> {
  const sellerId = ctx.storeId;
  if (!sellerId) return fail('auth.noPermission');
  return inTransaction(ctx.db, async (tx) => {
    // The row lock orders this edit with checkouts of the same listing (they lock it too).
    const locked = await repo.lockListingOfStore(tx, sellerId, input.sellerGoodsId);
    if (!locked) return fail('goods.notFound');
    if (input.stockExpected !== undefined && input.stockExpected !== locked.stock) {
      return fail('listing.stockChanged', { stock: locked.stock });
    }
    const values = await valuesOf(tx, ctx, input);
    if (!values.ok) return values;
    let goodsId = locked.goodsId;
    if (await repo.goodsSharedBeyond(tx, goodsId, locked.id)) {
      // Other stores sell the same goods: this store's words and pictures become its own goods.
      goodsId = newId(ctx.now);
      await repo.insertGoods(tx, { id: goodsId, ...values.data.goods, createdAt: ctx.now });
    } else {
      await repo.updateGoods(tx, goodsId, values.data.goods);
    }
    await repo.updateListing(tx, locked.id, {
      ...values.data.listing,
      goodsId,
      // Editing does not bring back a listing an operator hid.
      ...(locked.hiddenAt ? { onShelf: false } : {}),
    });
    await recordPriceChanges(tx, [locked.id], ctx.now);
    const row = await repo.listingOfStore(tx, sellerId, locked.id);
    return row ? ok(toSellerListing(row, ctx)) : fail('system.error');
  });
}

export async function shelf(
  ctx: ServiceContext,
  input: { sellerGoodsId: string; onShelf: boolean },
): Promise<Result<SellerListing>> {
  const sellerId = ctx.storeId;
  if (!sellerId) return fail('auth.noPermission');
  return inTransaction(ctx.db, async (tx) => {
    const locked = await repo.lockListingOfStore(tx, sellerId, input.sellerGoodsId);
    if (!locked) return fail('goods.notFound');
    // A listing an operator hid stays off the shelf until an operator restores it.
    if (locked.hiddenAt && input.onShelf) return fail('listing.hiddenByOperator');
    await repo.updateListing(tx, locked.id, {
      onShelf: input.onShelf,
      ...(input.onShelf ? { upTime: ctx.now } : {}),
    });
    const row = await repo.listingOfStore(tx, sellerId, locked.id);
    return row ? ok(toSellerListing(row, ctx)) : fail('system.error');
  });
}

export async function remove(ctx: ServiceContext, id: string): Promise<Result<null>> {
  const sellerId = ctx.storeId;
  if (!sellerId) return fail('auth.noPermission');
  return inTransaction(ctx.db, async (tx) => {
    const locked = await repo.lockListingOfStore(tx, sellerId, id);
    if (!locked) return fail('goods.notFound');
    // Checkout locks the listing row before it writes order items, so no new order can appear
    // between this count and the delete.
    if ((await repo.openOrderCount(tx, locked.id)) > 0) return fail('listing.inOpenOrders');
    await repo.updateListing(tx, locked.id, { onShelf: false, deletedAt: ctx.now });
    return ok(null);
  });
}

/** The CSV column a validation problem points at, for the row report. */
function columnOf(path: readonly PropertyKey[], fields: Record<string, unknown>): string {
  const [head, index, leaf] = path;
  if (head === 'texts' && typeof index === 'number') {
    const texts = fields.texts as { lang: string }[];
    return `${String(leaf ?? 'name')}:${texts[index]?.lang ?? ''}`;
  }
  const columns: Record<string, string> = {
    texts: 'name:en',
    categoryId: 'category_id',
    sellingPrice: 'selling_price',
    discountPrice: 'discount_price',
    discountStart: 'discount_start',
    discountEnd: 'discount_end',
    buyMin: 'buy_min',
    onShelf: 'on_shelf',
  };
  return columns[String(head)] ?? String(head);
}

/**
 * Imports a CSV of listings, all rows or none: each row is validated like `seller/goods!add`;
 * when any is refused nothing is written and the report gives every row's reasons, in the
 * caller's language. Replaying the same file with the same idempotency key creates it once.
 */
export async function importCsv(ctx: ServiceContext, file: Uint8Array) {
  const sellerId = ctx.storeId;
  if (!sellerId) return fail('auth.noPermission');
  let records: Record<string, string>[];
  try {
    records = parse<Record<string, string>>(Buffer.from(file), {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
    });
  } catch (error) {
    return fail('listing.importUnreadable', {
      reason: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
    });
  }
  if (records.length === 0) return fail('listing.importEmpty');
  if (records.length > MAX_IMPORT_ROWS)
    return fail('listing.importTooLarge', { max: MAX_IMPORT_ROWS });
  const message = (key: ErrorKey, params?: Record<string, string | number>) =>
    errorMessage(ctx.lang, key, params);

  const parsed = records.map((record, index) => {
    const fields = listingFieldsOfRow(record);
    const result = listingInput.safeParse(fields);
    const texts = fields.texts as { name: string }[];
    return {
      line: index + 2, // line 1 is the header
      name: texts[0]?.name ?? '',
      input: result.success ? result.data : undefined,
      errors: result.success
        ? []
        : [
            ...new Set(
              result.error.issues.map((issue) =>
                message('param.invalid', { field: columnOf(issue.path, fields) }),
              ),
            ),
          ],
    };
  });
  const scope = `${requireUser(ctx).userId}:seller/goods!import`;
  return withIdempotency(
    ctx.db,
    { scope, key: ctx.idempotencyKey, payload: { file: Buffer.from(file) } },
    async (tx) => {
      const rows: ImportRow[] = [];
      let refused = 0;
      for (const row of parsed) {
        let sellerGoodsId = '';
        const errors = [...row.errors];
        if (row.input && errors.length === 0) {
          // A savepoint per row: a refused row rolls back alone, so the report can list all of them.
          const created = await tx
            .transaction(async (rowTx) => {
              const made = await createListing(rowTx, ctx, sellerId, row.input!);
              if (!made.ok) throw new RowRefused(made.key, made.params);
              return made.data;
            })
            .catch((error: unknown) => {
              if (error instanceof RowRefused) {
                errors.push(message(error.key, error.params));
                return '';
              }
              throw error;
            });
          sellerGoodsId = created;
        }
        if (errors.length > 0) refused += 1;
        rows.push({ line: row.line, name: row.name, sellerGoodsId, errors });
      }
      if (refused > 0) {
        // Nothing half-imported: the report is answered and every row written above rolls back.
        throw new ImportRefused({
          imported: false,
          created: 0,
          refused,
          rows: rows.map((row) => ({ ...row, sellerGoodsId: '' })),
        });
      }
      return ok({ imported: true, created: rows.length, refused: 0, rows });
    },
  ).catch((error: unknown) => {
    if (error instanceof ImportRefused) return ok(error.report);
    throw error;
  });
}

class RowRefused extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params?: Record<string, string | number>,
  ) {
    super('row refused');
  }
}

/** Carries a refused import's report out of its transaction, which then rolls back. */
class ImportRefused extends Error {
  constructor(
    readonly report: { imported: false; created: 0; refused: number; rows: ImportRow[] },
  ) {
    super('import refused');
  }
}
