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

interface PendingView {
  kind: 'goods' | 'seller';
  sellerGoodsId: string | null;
  sellerId: string | null;
  userId: string | null;
  viewer: string;
  day: string;
  at: string;
}

/**
 * Page views without a write per request: views wait in memory and are written every few seconds
 * in one statement that inserts their events (skipping a viewer's repeat of the same page on the
 * same platform day, as `recordPageView`) and moves the counters by what was inserted (only for
 * listings on sale and open stores). A repeat already waiting is not queued twice. `close()` writes
 * what is left, so a clean stop loses no view; a crash loses at most one interval of views, events
 * and counters together.
 */
export class ViewBuffer {
  private pending: PendingView[] = [];
  private waiting = new Set<string>();
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

  /** Queues a view; false when the same viewer's view of that page that day is already waiting. */
  record(view: PageView): boolean {
    const key = `${view.kind}:${view.id}:${view.viewer}:${view.day}`;
    if (this.waiting.has(key)) return false;
    this.waiting.add(key);
    this.pending.push({
      kind: view.kind,
      sellerGoodsId: view.kind === 'goods' ? view.id : null,
      sellerId: view.kind === 'seller' ? view.id : null,
      userId: view.userId ?? null,
      viewer: view.viewer,
      day: view.day,
      at: view.at.toISOString(),
    });
    return true;
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
    const views = this.pending;
    this.pending = [];
    try {
      await this.db.execute(sql`
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
    } catch (error) {
      // Not written: they wait for the next flush.
      this.pending = [...views, ...this.pending];
      throw error;
    }
    for (const view of views)
      this.waiting.delete(
        `${view.kind}:${view.sellerGoodsId ?? view.sellerId}:${view.viewer}:${view.day}`,
      );
  }
}

/** A PostgreSQL array literal of text values (null stays NULL), for one bound parameter. */
function toPgArray(values: Array<string | null>): string {
  const items = values.map((value) =>
    value === null ? 'NULL' : `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(',')}}`;
}
