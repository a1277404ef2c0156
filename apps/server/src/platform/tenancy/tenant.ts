import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { APP_ROLE } from '../../db/migrate.js';

/**
 * Runs fn in a transaction that can see and change only one company's rows.
 *
 * The query helpers already filter by company; this is the second wall. The transaction switches
 * to the non-superuser tenant role, so PostgreSQL's row-level security applies, and names the
 * company in a transaction-local setting that the policies read.
 */
export async function withTenant<T>(db: Db, companyId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
    await tx.execute(sql`select set_config('app.company_id', ${companyId}, true)`);
    return fn(tx);
  });
}

/**
 * Runs fn in a transaction of the platform itself, which sees every company: signing in, token
 * rotation, mail delivery, admin tools. Each use must be a deliberate, reviewed choice.
 */
export async function withSystem<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

/**
 * A single-statement read by the platform itself. One statement is atomic on its own, so it skips
 * the transaction's extra round trips (BEGIN and COMMIT), which matters on hot paths like
 * /api/v3/auth/info.
 */
export async function readAsSystem<T>(db: Db, fn: (db: Db) => Promise<T>): Promise<T> {
  return fn(db);
}

/**
 * Runs fn, inside a tenant transaction, briefly as the connecting role: for the platform's own
 * tables (the mail outbox, sign-in links) that must commit or fail with the tenant's change.
 * SET LOCAL keeps the switch inside this transaction.
 */
export async function asPlatformWithin<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  await tx.execute(sql`SET LOCAL ROLE NONE`);
  const result = await fn();
  // Back behind row-level security for whatever the transaction does next. Not in a finally: after
  // a failure the transaction is aborted and rolls back anyway.
  await tx.execute(sql.raw(`SET LOCAL ROLE ${APP_ROLE}`));
  return result;
}
