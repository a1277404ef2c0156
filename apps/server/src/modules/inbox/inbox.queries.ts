import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userNotifications } from '../../db/schema/index.js';
import type { UserNotificationRow } from '../../db/schema/index.js';

/** Tells a person something in the app; other modules call this inside their own transaction. */
export async function insertNotification(db: DbOrTx, values: typeof userNotifications.$inferInsert): Promise<UserNotificationRow> {
  const [row] = await db.insert(userNotifications).values(values).returning();
  if (!row) throw new Error('insert into user_notifications returned no row');
  return row;
}

const own = (companyId: string, userId: string) => and(eq(userNotifications.companyId, companyId), eq(userNotifications.userId, userId));

/** One page of a person's notifications, newest first (user_notifications_user_idx). */
export async function listOwnNotifications(
  db: DbOrTx,
  companyId: string,
  userId: string,
  page: number,
  take: number,
): Promise<{ rows: UserNotificationRow[]; total: number }> {
  const [totalRow] = await db.select({ total: count() }).from(userNotifications).where(own(companyId, userId));
  const rows = await db
    .select()
    .from(userNotifications)
    .where(own(companyId, userId))
    .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
    .limit(take)
    .offset((page - 1) * take);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

export async function countUnread(db: DbOrTx, companyId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(userNotifications)
    .where(and(own(companyId, userId), isNull(userNotifications.readAt)));
  return Number(row?.total ?? 0);
}

/** Marks one of the person's own notifications read; keeps the first read time. Null when not theirs. */
export async function markRead(db: DbOrTx, companyId: string, userId: string, id: string): Promise<UserNotificationRow | null> {
  const [found] = await db
    .select()
    .from(userNotifications)
    .where(and(own(companyId, userId), eq(userNotifications.id, id)));
  if (!found) return null;
  if (found.readAt) return found;
  const [row] = await db.update(userNotifications).set({ readAt: new Date() }).where(eq(userNotifications.id, found.id)).returning();
  return row ?? found;
}

export async function markAllRead(db: DbOrTx, companyId: string, userId: string): Promise<number> {
  const rows = await db
    .update(userNotifications)
    .set({ readAt: new Date() })
    .where(and(own(companyId, userId), isNull(userNotifications.readAt)))
    .returning({ id: userNotifications.id });
  return rows.length;
}
