// The only writers of catalogue counters. Each function records the event it counts and moves the
// counter in the same transaction, so a counter always equals the events behind it. Other modules
// (orders, favourites, reviews) call these; demo data runs through them too.
import { sql } from 'drizzle-orm';
import type { ReviewRating } from '../../../domain/api/catalog.ts';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Page views are many and cheap to lose: each is one statement (counter and event together,
 * atomically) whose commit does not wait for the disk flush (`synchronous_commit` off for that
 * transaction only). A crash can drop the last fraction of a second of views, event and counter
 * together, never one without the other.
 */
const RELAXED_COMMIT = sql`select set_config('synchronous_commit', 'off', true) as relaxed`;

/**
 * Records a product-page view of an on-shelf listing of an open store; answers the listing's new
 * view count, or undefined (nothing recorded) when there is no such listing on sale.
 */
export async function recordGoodsView(
  db: DbOrTx,
  view: { sellerGoodsId: string; userId?: string; at: Date },
): Promise<number | undefined> {
  const result = await db.execute<{ views_num: number }>(sql`
    with relaxed as (${RELAXED_COMMIT}),
    counted as (
      update seller_goods sg set views_num = sg.views_num + 1
      where sg.id = ${view.sellerGoodsId} and sg.on_shelf
        and exists (select 1 from sellers s where s.id = sg.seller_id and s.enabled)
      returning sg.views_num, sg.seller_id
    ),
    event as (
      insert into catalog_view_events (kind, seller_goods_id, seller_id, user_id, created_at)
      select 'goods', ${view.sellerGoodsId}, counted.seller_id, ${view.userId ?? null},
        ${view.at.toISOString()}::timestamptz
      from counted
    )
    select counted.views_num from counted cross join relaxed`);
  return result.rows[0]?.views_num;
}

/** Records a store-page view of an open store; answers its new view count (undefined: none). */
export async function recordSellerView(
  db: DbOrTx,
  view: { sellerId: string; userId?: string; at: Date },
): Promise<number | undefined> {
  const result = await db.execute<{ views_num: number }>(sql`
    with relaxed as (${RELAXED_COMMIT}),
    counted as (
      update sellers set views_num = views_num + 1
      where id = ${view.sellerId} and enabled
      returning views_num
    ),
    event as (
      insert into catalog_view_events (kind, seller_goods_id, seller_id, user_id, created_at)
      select 'seller', null, ${view.sellerId}, ${view.userId ?? null},
        ${view.at.toISOString()}::timestamptz
      from counted
    )
    select counted.views_num from counted cross join relaxed`);
  return result.rows[0]?.views_num;
}

/**
 * Counts a completed sale of `quantity` units. Called by the orders module inside the transaction
 * that records the order's payment, which is the event this counter sums.
 */
export async function recordSale(
  tx: DbOrTx,
  sale: { sellerGoodsId: string; quantity: number },
): Promise<void> {
  if (!Number.isInteger(sale.quantity) || sale.quantity === 0) return;
  const updated = await tx.execute<{ seller_id: string }>(sql`
    update seller_goods set sold_num = greatest(0, sold_num + ${sale.quantity})
    where id = ${sale.sellerGoodsId} returning seller_id`);
  const row = updated.rows[0];
  if (!row) return;
  await tx.execute(sql`
    update sellers set sold_num = greatest(0, sold_num + ${sale.quantity}) where id = ${row.seller_id}`);
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

/** Records a review and moves the listing's and store's review counters with it. */
export async function recordEvaluation(tx: DbOrTx, review: NewEvaluation): Promise<boolean> {
  const good = review.rating === 'good' ? 1 : 0;
  const updated = await tx.execute<{ seller_id: string }>(sql`
    update seller_goods set evaluation_num = evaluation_num + 1,
      good_evaluation_num = good_evaluation_num + ${good}
    where id = ${review.sellerGoodsId} returning seller_id`);
  const row = updated.rows[0];
  if (!row) return false;
  await tx.execute(sql`
    update sellers set evaluation_num = evaluation_num + 1,
      good_evaluation_num = good_evaluation_num + ${good}
    where id = ${row.seller_id}`);
  await tx.execute(sql`
    insert into evaluations (id, seller_goods_id, seller_id, order_id, user_id, user_name, avatar,
      rating, content, img_urls, is_default, check_attr_name, created_at)
    values (${review.id}, ${review.sellerGoodsId}, ${row.seller_id}, ${review.orderId ?? null},
      ${review.userId ?? null}, ${review.userName}, ${review.avatar}, ${review.rating},
      ${review.content}, ${JSON.stringify(review.imgUrls.slice(0, 9))}::jsonb, ${review.isDefault},
      ${review.checkAttrName ?? ''}, ${review.at.toISOString()}::timestamptz)`);
  return true;
}
