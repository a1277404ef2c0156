import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import type { MailRow, UserNotificationRow } from '../src/db/schema/index.js';
import { mailOutbox, userNotifications } from '../src/db/schema/index.js';
import { withSystem } from '../src/platform/tenancy/tenant.js';

/** Every outbox row addressed to one person, newest first. */
export function mailTo(db: Db, email: string): Promise<MailRow[]> {
  return withSystem(db, (tx) =>
    tx
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = ${email.toLowerCase()}`)
      .orderBy(desc(mailOutbox.createdAt)),
  );
}

/** Every in-app notification of one person (their inbox), in no particular order. */
export function notificationsOf(db: Db, userId: string): Promise<UserNotificationRow[]> {
  return withSystem(db, (tx) => tx.select().from(userNotifications).where(eq(userNotifications.userId, userId)));
}

/** The first link in a message's text part that starts with prefix. */
export function linkIn(text: string, prefix: string): URL {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\S+`).exec(text);
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return new URL(match[0]);
}

/** The reset token carried by a password reset mail. */
export function resetTokenIn(text: string, publicUrl: string): string {
  const token = linkIn(text, `${publicUrl}/reset-password/`).searchParams.get('token');
  if (!token) throw new Error('the reset link has no token');
  return token;
}
