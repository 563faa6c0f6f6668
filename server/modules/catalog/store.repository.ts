// SQL of the storefront's store reads: the store list and one store with their real figures, and
// the categories a store sells in.
import { sql, type SQL } from 'drizzle-orm';
import type { SellerSort } from '../../../domain/api/catalog.ts';
import type { DbOrTx } from '../../db/client.ts';
import { localizedSql } from './catalog.repository.ts';
import { storeSoldSql } from './catalog.events.ts';

const join = (parts: SQL[], separator: string) => sql.join(parts, sql.raw(separator));

export type SellerRow = {
  id: string;
  name: string;
  logo: string;
  banner: string;
  sold_num: number;
  followers_num: number;
  views_num: number;
  evaluation_num: number;
  good_evaluation_num: number;
  default_evaluation_num: number;
  goods_num: number;
  description: string;
  handling_days: number;
  created_at: Date;
  enabled: boolean;
};

function sellerColumns(lang: string): SQL {
  return sql`s.id, s.name, s.logo, s.banner, ${storeSoldSql(sql`s.id`)} as sold_num, s.followers_num, s.views_num,
    s.evaluation_num, s.good_evaluation_num, s.default_evaluation_num, s.handling_days, s.created_at, s.enabled,
    ${localizedSql(sql`s.descriptions`, lang)} as description,
    (select count(*)::int from seller_goods x where x.seller_id = s.id and x.on_shelf) as goods_num`;
}

function sellerOrder(sort: SellerSort): SQL {
  switch (sort) {
    case 'sold':
      return sql`${storeSoldSql(sql`s.id`)} desc, s.id asc`;
    case 'new':
      return sql.raw('s.created_at desc, s.id asc');
    case 'views':
      return sql.raw('s.views_num desc, s.id asc');
    default:
      return sql`s.is_recommend desc, ${storeSoldSql(sql`s.id`)} desc, s.created_at asc, s.id asc`;
  }
}

export async function listSellers(
  db: DbOrTx,
  options: {
    keyword?: string;
    isRecommend?: boolean;
    sort: SellerSort;
    lang: string;
    limit: number;
    offset: number;
  },
): Promise<{ rows: SellerRow[]; total: number }> {
  const conditions: SQL[] = [sql`s.enabled`];
  if (options.keyword) {
    conditions.push(sql`strpos(s.search_text, ${options.keyword}) > 0`);
  }
  if (options.isRecommend !== undefined)
    conditions.push(sql`s.is_recommend = ${options.isRecommend}`);
  const where = join(conditions, ' and ');
  const [rows, total] = await Promise.all([
    db.execute<SellerRow>(sql`select ${sellerColumns(options.lang)} from sellers s where ${where}
      order by ${sellerOrder(options.sort)} limit ${options.limit} offset ${options.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from sellers s where ${where}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function findSeller(
  db: DbOrTx,
  id: string,
  lang: string,
): Promise<SellerRow | undefined> {
  const result = await db.execute<SellerRow>(
    sql`select ${sellerColumns(lang)} from sellers s where s.id = ${id}`,
  );
  return result.rows[0];
}

export async function sellerCategoryIds(db: DbOrTx, sellerId: string): Promise<string[]> {
  const result = await db.execute<{ category_id: string }>(
    sql`select distinct category_id from seller_goods where seller_id = ${sellerId} and on_shelf`,
  );
  return result.rows.map((row) => row.category_id);
}
