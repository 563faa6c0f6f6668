// The demo seed's bulk inserts: the columns it fills per table, and one statement per 5,000 rows
// through unnest() (one parameter per column) instead of a statement per row.
import type pg from 'pg';

const columns = {
  categories: [
    ['id', 'text'],
    ['parent_id', 'text'],
    ['names', 'jsonb'],
    ['icon_img', 'text'],
    ['sort', 'int'],
    ['is_recommend', 'boolean'],
  ],
  sellers: [
    ['id', 'text'],
    ['name', 'text'],
    ['descriptions', 'jsonb'],
    ['logo', 'text'],
    ['banner', 'text'],
    ['is_recommend', 'boolean'],
    ['search_text', 'text'],
    ['created_at', 'timestamptz'],
  ],
  goods: [
    ['id', 'text'],
    ['category_id', 'text'],
    ['names', 'jsonb'],
    ['descriptions', 'jsonb'],
    ['images', 'jsonb'],
    ['attributes', 'jsonb'],
  ],
  seller_goods: [
    ['id', 'text'],
    ['goods_id', 'text'],
    ['seller_id', 'text'],
    ['category_id', 'text'],
    ['selling_price', 'numeric'],
    ['discount_price', 'numeric'],
    ['reference_price', 'numeric'],
    ['buy_min', 'int'],
    ['stock', 'int'],
    ['on_shelf', 'boolean'],
    ['is_new', 'boolean'],
    ['new_time', 'timestamptz'],
    ['is_recommend', 'boolean'],
    ['recommend_time', 'timestamptz'],
    ['up_time', 'timestamptz'],
    ['search_text', 'text'],
  ],
  listing_price_history: [
    ['seller_goods_id', 'text'],
    ['selling_price', 'numeric'],
    ['discount_price', 'numeric'],
    ['effective_at', 'timestamptz'],
  ],
  banners: [
    ['id', 'text'],
    ['position', 'text'],
    ['titles', 'jsonb'],
    ['img_url', 'text'],
    ['link_type', 'text'],
    ['link', 'text'],
    ['sort', 'int'],
  ],
} satisfies Record<string, Array<[name: string, type: string]>>;

export type DemoTable = keyof typeof columns;

/** Inserts rows column-wise through unnest(): one statement and one parameter per column. */
export async function insertDemoRows(
  client: pg.PoolClient,
  table: DemoTable,
  rows: unknown[][],
  chunk = 5000,
): Promise<void> {
  const tableColumns: Array<[name: string, type: string]> = columns[table];
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const arrays = tableColumns.map((_, i) => part.map((row) => row[i]));
    const names = tableColumns.map(([name]) => name).join(', ');
    const selects = tableColumns
      .map(([, type], i) => (type === 'jsonb' ? `c${i}::jsonb` : `c${i}`))
      .join(', ');
    const unnest = tableColumns
      .map(([, type], i) => `$${i + 1}::${type === 'jsonb' ? 'text' : type}[]`)
      .join(', ');
    const aliases = tableColumns.map((_, i) => `c${i}`).join(', ');
    await client.query(
      `insert into ${table} (${names}) select ${selects} from unnest(${unnest}) as u(${aliases})`,
      arrays,
    );
  }
}
