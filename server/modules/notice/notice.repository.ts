// Queries of the notice feed: a user's notices and the announcements of the brand they read it
// in, merged newest first; announcements are read per user through their own read rows.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announcementReads, announcements, notices } from '../../db/schema/chat.ts';

export type NoticeRow = typeof notices.$inferInsert;

export async function insertNotice(db: DbOrTx, row: NoticeRow): Promise<void> {
  await db.insert(notices).values(row);
}

export type FeedRow = {
  id: string;
  source: 'notice' | 'announcement';
  kind: string;
  params: Record<string, string | number | boolean>;
  link: { kind: string; id: string } | null;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
};

/** How long an announcement stays in the feed (and can count as unread). */
const ANNOUNCEMENT_DAYS = 30;

/** Announcements a user sees: of the brand they read the feed in, from the last 30 days. */
const visibleAnnouncements = (userId: string, brand: string) => sql`
  select a.id, a.title, a.content, a.created_at,
    exists (select 1 from ${announcementReads} r where r.announcement_id = a.id and r.user_id = ${userId}) as read
  from ${announcements} a
  where a.brand = ${brand}
    and a.created_at >= now() - make_interval(days => ${ANNOUNCEMENT_DAYS})`;

export async function feedPage(
  db: DbOrTx,
  userId: string,
  brand: string,
  options: { limit: number; offset: number },
): Promise<{ rows: FeedRow[]; total: number }> {
  const union = sql`
    select n.id, 'notice' as source, n.kind, n.params, n.link, '' as title, '' as content,
      n.read_at is not null as read, n.created_at
    from ${notices} n where n.user_id = ${userId}
    union all
    select v.id, 'announcement', 'announcement', '{}'::jsonb, null, v.title, v.content, v.read, v.created_at
    from (${visibleAnnouncements(userId, brand)}) v`;
  const [rows, total] = await Promise.all([
    db.execute<FeedRow>(sql`
      select f.id, f.source, f.kind, f.params, f.link, f.title, f.content, f.read,
        f.created_at as "createdAt"
      from (${union}) f order by f.created_at desc, f.id desc
      limit ${options.limit} offset ${options.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from (${union}) f`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function unreadCount(db: DbOrTx, userId: string, brand: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select (select count(*)::int from ${notices} where user_id = ${userId} and read_at is null)
      + (select count(*)::int from (${visibleAnnouncements(userId, brand)}) v where not v.read) as n`);
  return result.rows[0]?.n ?? 0;
}

export async function markNoticesRead(
  db: DbOrTx,
  userId: string,
  at: Date,
  id?: string,
): Promise<number> {
  const updated = await db
    .update(notices)
    .set({ readAt: at })
    .where(
      and(eq(notices.userId, userId), isNull(notices.readAt), id ? eq(notices.id, id) : undefined),
    )
    .returning({ id: notices.id });
  return updated.length;
}

export async function markAnnouncementsRead(
  db: DbOrTx,
  userId: string,
  brand: string,
  at: Date,
  id?: string,
): Promise<number> {
  const result = await db.execute(sql`
    insert into ${announcementReads} (announcement_id, user_id, read_at)
    select v.id, ${userId}, ${at.toISOString()}::timestamptz
    from (${visibleAnnouncements(userId, brand)}) v
    where not v.read ${id ? sql`and v.id = ${id}` : sql``}
    on conflict do nothing`);
  return result.rowCount ?? 0;
}

export async function insertAnnouncement(
  db: DbOrTx,
  row: typeof announcements.$inferInsert,
): Promise<void> {
  await db.insert(announcements).values(row);
}
