// The audit screen's read model: what an entry's record is called, so that operators read names
// (a username, a store, a listing, a deposit's serial number and its owner) rather than ids. A
// reporting query across the modules' tables, read-only, like the dashboard's; the audit log itself
// keeps ids, which stay true when a name changes.
import { sql, type SQL } from 'drizzle-orm';
import type { LocalizedText } from '../../../domain/catalog/localize.ts';
import type { DbOrTx } from '../../db/client.ts';

/** A record's name: plain text, or texts per language (listings, categories, banners, draws). */
export interface RecordName {
  kind: string;
  id: string;
  name: string | null;
  names: LocalizedText | null;
}

/** How each kind of record is named; kinds not listed here show their id. */
const namers: Record<string, (ids: string[]) => SQL> = {
  user: (ids) => sql`select id, username as name, null::jsonb as names from users
    where id = any(${sql.param(ids)}::text[])`,
  kyc: (ids) => sql`select k.id, u.username as name, null::jsonb as names from kyc_records k
    join users u on u.id = k.user_id where k.id = any(${sql.param(ids)}::text[])`,
  store: (ids) => sql`select id, name, null::jsonb as names from sellers
    where id = any(${sql.param(ids)}::text[])`,
  store_application: (ids) => sql`select a.id, a.name || ' · ' || u.username as name,
    null::jsonb as names from store_applications a join users u on u.id = a.user_id
    where a.id = any(${sql.param(ids)}::text[])`,
  goods: (ids) => sql`select sg.id, null as name, g.names from seller_goods sg
    join goods g on g.id = sg.goods_id where sg.id = any(${sql.param(ids)}::text[])`,
  category: (ids) => sql`select id, null as name, names from categories
    where id = any(${sql.param(ids)}::text[])`,
  banner: (ids) => sql`select id, null as name, titles as names from banners
    where id = any(${sql.param(ids)}::text[])`,
  lottery: (ids) => sql`select id, null as name, titles as names from lottery_activities
    where id = any(${sql.param(ids)}::text[])`,
  deposit: (
    ids,
  ) => sql`select d.id, d.serial_no || ' · ' || u.username as name, null::jsonb as names
    from deposits d join users u on u.id = d.user_id where d.id = any(${sql.param(ids)}::text[])`,
  withdrawal: (ids) => sql`select w.id, w.serial_no || ' · ' || u.username as name,
    null::jsonb as names from withdrawals w join users u on u.id = w.user_id
    where w.id = any(${sql.param(ids)}::text[])`,
  order: (ids) => sql`select o.id, o.serial_number || ' · ' || s.name as name, null::jsonb as names
    from orders o join sellers s on s.id = o.seller_id where o.id = any(${sql.param(ids)}::text[])`,
  loan: (ids) => sql`select l.id, s.name || ' · ' || u.username as name, null::jsonb as names
    from loans l join sellers s on s.id = l.seller_id join users u on u.id = l.user_id
    where l.id = any(${sql.param(ids)}::text[])`,
};

/** The names of the records of a page of entries, one query per kind present. */
export async function recordNames(
  db: DbOrTx,
  targets: ReadonlyArray<{ kind: string; id: string }>,
): Promise<RecordName[]> {
  const byKind = new Map<string, Set<string>>();
  for (const { kind, id } of targets) {
    if (!namers[kind]) continue;
    byKind.set(kind, (byKind.get(kind) ?? new Set()).add(id));
  }
  const named = await Promise.all(
    [...byKind].map(async ([kind, ids]) => {
      const result = await db.execute<Omit<RecordName, 'kind'>>(namers[kind]!([...ids]));
      return result.rows.map((row) => ({ ...row, kind }));
    }),
  );
  return named.flat();
}
