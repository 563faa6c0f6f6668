// SQL of reviews: a listing's reviews and their counts by tier, a store's written reviews and the
// store's one reply.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { localizedSql } from './catalog.repository.ts';

const join = (parts: SQL[], separator: string) => sql.join(parts, sql.raw(separator));

export type EvaluationRow = {
  id: string;
  seller_goods_id: string;
  user_name: string;
  avatar: number;
  rating: 'good' | 'medium' | 'bad';
  content: string;
  img_urls: string[];
  is_default: boolean;
  check_attr_name: string;
  order_id: string | null;
  reply: string | null;
  reply_at: Date | null;
  created_at: Date;
};

export async function listEvaluations(
  db: DbOrTx,
  options: {
    sellerGoodsId: string;
    rating?: string;
    withImages?: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ rows: EvaluationRow[]; total: number; all: number }> {
  const conditions: SQL[] = [sql`seller_goods_id = ${options.sellerGoodsId}`];
  // A tier filter lists written reviews; 'default' lists the system's default ones.
  if (options.rating === 'default') conditions.push(sql`is_default`);
  else if (options.rating) conditions.push(sql`rating = ${options.rating} and not is_default`);
  if (options.withImages === true) conditions.push(sql`jsonb_array_length(img_urls) > 0`);
  if (options.withImages === false) conditions.push(sql`jsonb_array_length(img_urls) = 0`);
  const where = join(conditions, ' and ');
  const [rows, total, all] = await Promise.all([
    db.execute<EvaluationRow>(sql`select id, seller_goods_id, user_name, avatar, rating, content,
      img_urls, is_default, check_attr_name, order_id, reply, reply_at, created_at
      from evaluations where ${where}
      order by created_at desc, id desc limit ${options.limit} offset ${options.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from evaluations where ${where}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from evaluations where seller_goods_id = ${options.sellerGoodsId}`,
    ),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0, all: all.rows[0]?.n ?? 0 };
}

export type StoreEvaluationRow = EvaluationRow & { goods_name: string; img: string | null };

/** Written reviews of the stores' listings, newest first; `unanswered` keeps those without reply. */
export async function listStoreEvaluations(
  db: DbOrTx,
  options: {
    sellerIds: readonly string[];
    unanswered: boolean;
    lang: string;
    limit: number;
    offset: number;
  },
): Promise<{ rows: StoreEvaluationRow[]; total: number }> {
  const conditions: SQL[] = [
    sql`e.seller_id in (${join(
      options.sellerIds.map((id) => sql`${id}`),
      ', ',
    )})`,
    sql`not e.is_default`,
  ];
  if (options.unanswered) conditions.push(sql`e.reply is null`);
  const where = join(conditions, ' and ');
  const [rows, total] = await Promise.all([
    db.execute<StoreEvaluationRow>(sql`
      select e.id, e.seller_goods_id, e.user_name, e.avatar, e.rating, e.content, e.img_urls,
        e.is_default, e.check_attr_name, e.order_id, e.reply, e.reply_at, e.created_at,
        ${localizedSql(sql`g.names`, options.lang)} as goods_name, g.images->>0 as img
      from evaluations e join seller_goods sg on sg.id = e.seller_goods_id
      join goods g on g.id = sg.goods_id
      where ${where}
      order by e.created_at desc, e.id desc limit ${options.limit} offset ${options.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from evaluations e where ${where}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function findEvaluation(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; seller_id: string; is_default: boolean } | undefined> {
  const result = await db.execute<{ id: string; seller_id: string; is_default: boolean }>(
    sql`select id, seller_id, is_default from evaluations where id = ${id}`,
  );
  return result.rows[0];
}

/** Fills the review's reply when it has none; false when it already had one. */
export async function setEvaluationReply(
  db: DbOrTx,
  id: string,
  reply: string,
  at: Date,
): Promise<boolean> {
  const result = await db.execute(sql`
    update evaluations set reply = ${reply}, reply_at = ${at.toISOString()}::timestamptz
    where id = ${id} and reply is null returning id`);
  return result.rows.length > 0;
}

export async function countEvaluationTypes(db: DbOrTx, sellerGoodsId: string) {
  const result = await db.execute<{
    all: number;
    good: number;
    medium: number;
    bad: number;
    defaults: number;
    with_images: number;
  }>(sql`select count(*)::int as all,
      count(*) filter (where rating = 'good' and not is_default)::int as good,
      count(*) filter (where rating = 'medium' and not is_default)::int as medium,
      count(*) filter (where rating = 'bad' and not is_default)::int as bad,
      count(*) filter (where is_default)::int as defaults,
      count(*) filter (where jsonb_array_length(img_urls) > 0)::int as with_images
    from evaluations where seller_goods_id = ${sellerGoodsId}`);
  return result.rows[0] ?? { all: 0, good: 0, medium: 0, bad: 0, defaults: 0, with_images: 0 };
}
