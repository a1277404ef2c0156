import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export async function insertMail(tx: Tx | Db, mail: { to: string; subject: string; html: string; text: string }): Promise<void> {
  await tx.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
}

/** The pending mail due now, oldest first, claimed with SKIP LOCKED so that several workers can run at once. */
export function claimDueMail(tx: Tx, limit: number) {
  return tx
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, new Date())))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markMailKept(tx: Tx, ids: string[]): Promise<void> {
  await tx.update(mailOutbox).set({ status: 'kept' }).where(inArray(mailOutbox.id, ids));
}

export async function markMailSent(tx: Tx, id: string, attempts: number): Promise<void> {
  await tx.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), attempts }).where(eq(mailOutbox.id, id));
}

/** A failed attempt: tried again after delaySeconds, or failed for good. */
export async function markMailAttemptFailed(
  tx: Tx,
  id: string,
  failure: { attempts: number; lastError: string; status: 'pending' | 'failed'; delaySeconds: number },
): Promise<void> {
  await tx
    .update(mailOutbox)
    .set({
      attempts: failure.attempts,
      lastError: failure.lastError,
      status: failure.status,
      nextAttemptAt: sql`now() + ${`${failure.delaySeconds} seconds`}::interval`,
    })
    .where(eq(mailOutbox.id, id));
}

/** How much mail waits to be sent, and how long the oldest has waited (for the metrics). */
export async function pendingMailBacklog(db: Db): Promise<{ count: number; oldestSeconds: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  return row ?? { count: 0, oldestSeconds: 0 };
}
