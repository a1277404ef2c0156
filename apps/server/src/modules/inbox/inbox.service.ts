import type { TReadAll, TUnreadCount, TUserNotification, TUserNotificationsPage, TUserNotificationsQuery } from '@hivis/contracts';
import type { UserNotificationRow } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireCompanyUser } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { withTenant } from '../../platform/tenancy/tenant.js';
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
  requireCompanyUser(auth);
  const { rows, total } = await withTenant(ctx.db, auth.companyId, (tx) => listOwnNotifications(tx, auth.companyId, auth.userId, query.page, query.take));
  return { items: rows.map(presentNotification), total, page: query.page, take: query.take };
}

/** GET /api/v3/user-notification/unread-count: polled by the bell, so one indexed count. */
export async function unreadCount(ctx: AppContext, auth: AuthContext): Promise<TUnreadCount> {
  requireCompanyUser(auth);
  return { count: await withTenant(ctx.db, auth.companyId, (tx) => countUnread(tx, auth.companyId, auth.userId)) };
}

/** PUT /api/v3/user-notification/{id}/read: idempotent. */
export async function readNotification(ctx: AppContext, auth: AuthContext, id: string): Promise<TUserNotification> {
  requireCompanyUser(auth);
  const row = await withTenant(ctx.db, auth.companyId, (tx) => markRead(tx, auth.companyId, auth.userId, id));
  if (!row) throw notFound('Notification');
  return presentNotification(row);
}

/** PUT /api/v3/user-notification/read-all */
export async function readAllNotifications(ctx: AppContext, auth: AuthContext): Promise<TReadAll> {
  requireCompanyUser(auth);
  return { updated: await withTenant(ctx.db, auth.companyId, (tx) => markAllRead(tx, auth.companyId, auth.userId)) };
}
