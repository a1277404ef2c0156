import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

/** The newest 100 messages, for the mailbox page. */
export function findNewestMail(db: DbOrTx) {
  return db
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, status: mailOutbox.status, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(100);
}

/** A page of the outbox, newest first, optionally only the mail to one address. */
export async function findMailPage(db: DbOrTx, options: { to: string | undefined; take: number; page: number }) {
  const where = options.to ? sql`lower(${mailOutbox.to}) = ${options.to.toLowerCase()}` : undefined;
  const items = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(options.take)
    .offset((options.page - 1) * options.take);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(where);
  return { items, total: count?.total ?? 0 };
}

export async function findMail(db: DbOrTx, id: string) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return mail;
}
