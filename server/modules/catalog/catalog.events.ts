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

interface PendingView {
  kind: 'goods' | 'seller';
  sellerGoodsId: string | null;
  sellerId: string | null;
  userId: string | null;
  at: string;
}

/**
 * Page views without a write per request: views wait in memory and are written every few seconds
 * in one statement that inserts their events and moves the counters by the same amounts (only for
 * listings on sale and open stores, as the direct writers above). A view is answered with the
 * stored count plus the views still waiting for that page. `close()` writes what is left, so a
 * clean stop loses no view; a crash loses at most one interval of views, events and counters
 * together.
 */
export class ViewBuffer {
  private pending: PendingView[] = [];
  private inFlight: PendingView[] = [];
  private waiting = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: DbOrTx,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    if (intervalMs > 0) {
      this.timer = setInterval(() => void this.flush().catch(this.onError), intervalMs);
      this.timer.unref();
    }
  }

  /** Queues a view; answers how many views of that page are waiting (this one included). */
  record(view: { kind: 'goods' | 'seller'; id: string; userId?: string; at: Date }): number {
    this.pending.push({
      kind: view.kind,
      sellerGoodsId: view.kind === 'goods' ? view.id : null,
      sellerId: view.kind === 'seller' ? view.id : null,
      userId: view.userId ?? null,
      at: view.at.toISOString(),
    });
    const key = `${view.kind}:${view.id}`;
    const count = (this.waiting.get(key) ?? 0) + 1;
    this.waiting.set(key, count);
    return count;
  }

  /** Writes every waiting view in one statement (flushes run one after another). */
  flush(): Promise<void> {
    this.flushing = this.flushing.catch(() => undefined).then(() => this.write());
    return this.flushing;
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.length === 0) return;
    this.inFlight = this.pending;
    this.pending = [];
    const views = this.inFlight;
    try {
      await this.db.execute(sql`
        with relaxed as (${RELAXED_COMMIT}),
        v as (
          select * from unnest(
            ${toPgArray(views.map((view) => view.kind))}::text[],
            ${toPgArray(views.map((view) => view.sellerGoodsId))}::text[],
            ${toPgArray(views.map((view) => view.sellerId))}::text[],
            ${toPgArray(views.map((view) => view.userId))}::text[],
            ${toPgArray(views.map((view) => view.at))}::timestamptz[]
          ) as v(kind, seller_goods_id, seller_id, user_id, created_at)
        ),
        valid as materialized (
          select v.kind, v.seller_goods_id, s.id as seller_id, v.user_id, v.created_at
          from v
          left join seller_goods sg on v.kind = 'goods' and sg.id = v.seller_goods_id
          join sellers s on s.id = coalesce(sg.seller_id, v.seller_id) and s.enabled
          where v.kind = 'seller' or sg.on_shelf
        ),
        events as (
          insert into catalog_view_events (kind, seller_goods_id, seller_id, user_id, created_at)
          select kind, seller_goods_id, seller_id, user_id, created_at from valid
        ),
        goods_counted as (
          update seller_goods sg set views_num = sg.views_num + c.n
          from (select seller_goods_id, count(*)::int as n from valid where kind = 'goods'
            group by seller_goods_id) c
          where sg.id = c.seller_goods_id
        ),
        sellers_counted as (
          update sellers s set views_num = s.views_num + c.n
          from (select seller_id, count(*)::int as n from valid where kind = 'seller'
            group by seller_id) c
          where s.id = c.seller_id
        )
        select (select relaxed from relaxed) as relaxed`);
    } catch (error) {
      // Not written: they wait for the next flush.
      this.pending = [...views, ...this.pending];
      this.inFlight = [];
      throw error;
    }
    this.inFlight = [];
    for (const view of views) {
      const key = `${view.kind}:${view.sellerGoodsId ?? view.sellerId}`;
      const left = (this.waiting.get(key) ?? 0) - 1;
      if (left > 0) this.waiting.set(key, left);
      else this.waiting.delete(key);
    }
  }
}

/** A PostgreSQL array literal of text values (null stays NULL), for one bound parameter. */
function toPgArray(values: Array<string | null>): string {
  const items = values.map((value) =>
    value === null ? 'NULL' : `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}
