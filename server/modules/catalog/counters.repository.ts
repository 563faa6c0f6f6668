// The only writers of catalogue counters. Each function records the event it counts and moves the
// counter in the same transaction, so a counter always equals the events behind it. Other modules
// (orders, favourites, reviews) call these; demo data runs through them too. Page views are written
// in batches by view-buffer.ts through `insertPageViews`.
import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { ReviewRating } from '../../../domain/api/catalog.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { namedStatement } from '../../db/prepared.ts';
import { lockListingRows } from './stock.repository.ts';

/**
 * Page views are many and cheap to lose: each is one statement (counter and event together,
 * atomically) whose commit does not wait for the disk flush (`synchronous_commit` off for that
 * transaction only). A crash can drop the last fraction of a second of views, event and counter
 * together, never one without the other.
 */
const RELAXED_COMMIT = sql`select set_config('synchronous_commit', 'off', true) as relaxed`;

/** One page view: who (a viewer key) saw which page on which platform day. */
export interface PageView {
  kind: 'goods' | 'seller';
  /** The listing id (goods) or the store id (seller). */
  id: string;
  /** `u:<user id>` when signed in, else `d:<device id>`: the unit a view is counted once for. */
  viewer: string;
  userId?: string;
  /** The platform day, `YYYY-MM-DD`. */
  day: string;
  at: Date;
}

/**
 * Records one page view of an on-shelf listing or an open store, once per viewer per page per
 * platform day: the event insert skips a repeat (the unique index) and the counter moves only by
 * what was inserted. Answers whether this view was counted.
 */
export async function recordPageView(db: DbOrTx, view: PageView): Promise<boolean> {
  const result = await db.execute<{ counted: number }>(sql`
    with relaxed as (${RELAXED_COMMIT}),
    target as (
      select sg.id as seller_goods_id, sg.seller_id
      from seller_goods sg join sellers s on s.id = sg.seller_id and s.enabled
      where ${view.kind} = 'goods' and sg.id = ${view.id} and sg.on_shelf
      union all
      select null::text, s.id from sellers s
      where ${view.kind} = 'seller' and s.id = ${view.id} and s.enabled
    ),
    event as (
      insert into catalog_view_events
        (kind, seller_goods_id, seller_id, user_id, viewer, day, created_at)
      select ${view.kind}, target.seller_goods_id, target.seller_id, ${view.userId ?? null},
        ${view.viewer}, ${view.day}::date,
        ${view.at.toISOString()}::timestamptz
      from target
      on conflict do nothing
      returning kind, seller_goods_id, seller_id
    ),
    goods_counted as (
      update seller_goods set views_num = views_num + 1
      where id = (select seller_goods_id from event where kind = 'goods')
    ),
    seller_counted as (
      update sellers set views_num = views_num + 1
      where id = (select seller_id from event where kind = 'seller')
    )
    select (select count(*) from event)::int as counted, (select relaxed from relaxed)`);
  return (result.rows[0]?.counted ?? 0) > 0;
}

/** How many rows (shards) a store's units sold are spread over (`seller_sales`). */
export const SALE_SHARDS = 16;

/**
 * Counts the units of one order's lines as sold (`sign` 1, in the transaction that records the
 * payment) or as no longer sold (-1, a refund), the event this counter sums. The listings'
 * `sold_num` and one shard of their store's figure, picked at random, move in one statement by the
 * same units, so a store's figure (the sum of its shards) always equals the sum of its listings'
 * and payments of different listings of a store do not queue on one row. Several listings are
 * locked in id order first (the order every path that locks listings follows).
 */
export async function recordSales(
  tx: Tx,
  lines: ReadonlyArray<{ sellerGoodsId: string; quantity: number }>,
  sign: 1 | -1,
): Promise<void> {
  const units = new Map<string, number>();
  for (const line of lines)
    if (Number.isInteger(line.quantity) && line.quantity > 0)
      units.set(line.sellerGoodsId, (units.get(line.sellerGoodsId) ?? 0) + line.quantity);
  if (units.size === 0) return;
  const ids = [...units.keys()].sort();
  if (ids.length > 1) await lockListingRows(tx, ids);
  await recordSalesStatement(tx, {
    ids,
    units: ids.map((id) => sign * (units.get(id) ?? 0)),
    shard: randomInt(SALE_SHARDS),
  });
}

const recordSalesStatement = namedStatement(
  'catalog_record_sales',
  sql`
    with sold as (
      update seller_goods sg set sold_num = greatest(0, sg.sold_num + v.n)
      from unnest(${sql.placeholder('ids')}::text[], ${sql.placeholder('units')}::int[]) as v(id, n)
      where sg.id = v.id
      returning sg.seller_id, v.n
    )
    insert into seller_sales (seller_id, shard, sold_num)
    select seller_id, ${sql.placeholder('shard')}::int, sum(n) from sold group by seller_id
    on conflict (seller_id, shard) do update set sold_num = seller_sales.sold_num + excluded.sold_num`,
);

/** A store's units sold, for a query whose store id is `sellerId`: the sum of its shards. */
export function storeSoldSql(sellerId: SQL): SQL {
  return sql`(select coalesce(sum(x.sold_num), 0)::int from seller_sales x where x.seller_id = ${sellerId})`;
}

/**
 * Moves a store's follower count by +1 / -1. Called by the favourites module in the transaction
 * that inserts or deletes the follow row (the event).
 */
export async function recordFollowChange(
  tx: DbOrTx,
  change: { sellerId: string; delta: 1 | -1 },
): Promise<void> {
  await tx.execute(sql`
    update sellers set followers_num = greatest(0, followers_num + ${change.delta})
    where id = ${change.sellerId}`);
}

export interface NewEvaluation {
  id: string;
  sellerGoodsId: string;
  orderId?: string;
  orderItemId?: string;
  userId?: string;
  userName: string;
  avatar: number;
  rating: ReviewRating;
  content: string;
  imgUrls: string[];
  isDefault: boolean;
  checkAttrName?: string;
  at: Date;
}

/**
 * Records a review and moves the listing's and store's review counters with it: every review
 * counts in the total, a written good one in the good count, a system default one only in the
 * default count (the good-review rate is written good over written, domain/catalog/reviews.ts).
 */
export async function recordEvaluation(tx: DbOrTx, review: NewEvaluation): Promise<boolean> {
  const good = review.rating === 'good' && !review.isDefault ? 1 : 0;
  const defaults = review.isDefault ? 1 : 0;
  const updated = await tx.execute<{ seller_id: string }>(sql`
    update seller_goods set evaluation_num = evaluation_num + 1,
      good_evaluation_num = good_evaluation_num + ${good},
      default_evaluation_num = default_evaluation_num + ${defaults}
    where id = ${review.sellerGoodsId} returning seller_id`);
  const row = updated.rows[0];
  if (!row) return false;
  await tx.execute(sql`
    update sellers set evaluation_num = evaluation_num + 1,
      good_evaluation_num = good_evaluation_num + ${good},
      default_evaluation_num = default_evaluation_num + ${defaults}
    where id = ${row.seller_id}`);
  await tx.execute(sql`
    insert into evaluations (id, seller_goods_id, seller_id, order_id, order_item_id, user_id,
      user_name, avatar, rating, content, img_urls, is_default, check_attr_name, created_at)
    values (${review.id}, ${review.sellerGoodsId}, ${row.seller_id}, ${review.orderId ?? null},
      ${review.orderItemId ?? null}, ${review.userId ?? null}, ${review.userName},
      ${review.avatar}, ${review.rating}, ${review.content},
      ${JSON.stringify(review.imgUrls.slice(0, 9))}::jsonb, ${review.isDefault},
      ${review.checkAttrName ?? ''}, ${review.at.toISOString()}::timestamptz)`);
  return true;
}

/** A page view waiting in the ViewBuffer, as its columns. */
export interface PendingView {
  kind: 'goods' | 'seller';
  sellerGoodsId: string | null;
  sellerId: string | null;
  userId: string | null;
  viewer: string;
  day: string;
  at: string;
}

/**
 * Writes waiting page views in one statement: inserts their events (skipping a viewer's repeat of
 * the same page on the same platform day, as `recordPageView`) and moves the counters by what was
 * inserted (only for listings on sale and open stores), with the relaxed commit.
 */
export async function insertPageViews(db: DbOrTx, views: readonly PendingView[]): Promise<void> {
  await db.execute(sql`
    with relaxed as (${RELAXED_COMMIT}),
    v as (
      select * from unnest(
        ${toPgArray(views.map((view) => view.kind))}::text[],
        ${toPgArray(views.map((view) => view.sellerGoodsId))}::text[],
        ${toPgArray(views.map((view) => view.sellerId))}::text[],
        ${toPgArray(views.map((view) => view.userId))}::text[],
        ${toPgArray(views.map((view) => view.viewer))}::text[],
        ${toPgArray(views.map((view) => view.day))}::date[],
        ${toPgArray(views.map((view) => view.at))}::timestamptz[]
      ) as v(kind, seller_goods_id, seller_id, user_id, viewer, day, created_at)
    ),
    valid as (
      select v.kind, v.seller_goods_id, s.id as seller_id, v.user_id, v.viewer, v.day,
        v.created_at
      from v
      left join seller_goods sg on v.kind = 'goods' and sg.id = v.seller_goods_id
      join sellers s on s.id = coalesce(sg.seller_id, v.seller_id) and s.enabled
      where v.kind = 'seller' or sg.on_shelf
    ),
    events as materialized (
      insert into catalog_view_events
        (kind, seller_goods_id, seller_id, user_id, viewer, day, created_at)
      select kind, seller_goods_id, seller_id, user_id, viewer, day, created_at from valid
      on conflict do nothing
      returning kind, seller_goods_id, seller_id
    ),
    goods_counted as (
      update seller_goods sg set views_num = sg.views_num + c.n
      from (select seller_goods_id, count(*)::int as n from events where kind = 'goods'
        group by seller_goods_id) c
      where sg.id = c.seller_goods_id
    ),
    sellers_counted as (
      update sellers s set views_num = s.views_num + c.n
      from (select seller_id, count(*)::int as n from events where kind = 'seller'
        group by seller_id) c
      where s.id = c.seller_id
    )
    select (select relaxed from relaxed) as relaxed`);
}

/** A PostgreSQL array literal of text values (null stays NULL), for one bound parameter. */
function toPgArray(values: Array<string | null>): string {
  const items = values.map((value) =>
    value === null ? 'NULL' : `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}
