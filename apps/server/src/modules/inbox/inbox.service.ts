import type { TReadAll, TUnreadCount, TUserNotification, TUserNotificationsPage, TUserNotificationsQuery } from '@hivis/contracts';
import type { UserNotificationRow } from '../../db/schema/index.js';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { countUnread, listOwnNotifications, markAllRead, markRead } from './inbox.queries.js';

/*
 * A person's own inbox. Every call reads or changes only the signed-in person's rows, so another
 * person's notification answers 404 like a missing one, even inside the same company.
 */

export function presentNotification(row: UserNotificationRow): TUserNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    jobId: row.jobId,
    link: row.link,
    readOn: row.readAt?.toISOString() ?? null,
    createdOn: row.createdAt.toISOString(),
  };
}

/** GET /api/v3/user-notification */
export async function listNotifications(ctx: AppContext, auth: AuthContext, query: TUserNotificationsQuery): Promise<TUserNotificationsPage> {
  const { rows, total } = await withAccess(ctx, auth, 'inbox.read', ({ tx, auth: me }) =>
    listOwnNotifications(tx, me.companyId, me.userId, query.page, query.take),
  );
  return { items: rows.map(presentNotification), total, page: query.page, take: query.take };
}

/** GET /api/v3/user-notification/unread-count: polled by the bell, so one indexed count. */
export async function unreadCount(ctx: AppContext, auth: AuthContext): Promise<TUnreadCount> {
  return { count: await withAccess(ctx, auth, 'inbox.read', ({ tx, auth: me }) => countUnread(tx, me.companyId, me.userId)) };
}

/** PUT /api/v3/user-notification/{id}/read: idempotent. */
export async function readNotification(ctx: AppContext, auth: AuthContext, id: string): Promise<TUserNotification> {
  const row = await withAccess(ctx, auth, 'inbox.mark', ({ tx, auth: me }) => markRead(tx, me.companyId, me.userId, id));
  return presentNotification(found(row, 'Notification'));
}

/** PUT /api/v3/user-notification/read-all */
export async function readAllNotifications(ctx: AppContext, auth: AuthContext): Promise<TReadAll> {
  return { updated: await withAccess(ctx, auth, 'inbox.mark', ({ tx, auth: me }) => markAllRead(tx, me.companyId, me.userId)) };
}
