import type { Db, Tx } from '../../db/client.js';
import { companyProof, transactionWithWallKey, wallKeyOf } from './database-wall.js';
import { enterConnectedView, enterTenant, leaveTenantRole, resumeTenantRole } from './tenant.queries.js';

/**
 * Runs fn in a transaction that can see and change only one company's rows.
 *
 * The query helpers already filter by company; this is the second wall. The transaction switches
 * to the non-superuser tenant role, so PostgreSQL's row-level security applies, and names the
 * company in a transaction-local setting that the policies read, with the proof that the app named
 * it (database-wall.ts).
 */
export async function withTenant<T>(db: Db, companyId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const proof = companyProof(wallKeyOf(db), companyId);
  return transactionWithWallKey(db, async (tx) => {
    await enterTenant(tx, companyId, proof);
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
  await leaveTenantRole(tx);
  const result = await fn();
  // Back behind row-level security for whatever the transaction does next. Not in a finally: after
  // a failure the transaction is aborted and rolls back anyway.
  await resumeTenantRole(tx);
  return result;
}

/**
 * Runs fn, inside a tenant transaction, in the connected view: read-only, the company's own rows
 * plus what a connected company shares with it (the jobs contracted to it, their projects and
 * worksites, the companies it is connected to). For reading a contracted job from either side;
 * the writes stay under the tenant role.
 */
export async function asConnectedViewWithin<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  await enterConnectedView(tx);
  const result = await fn();
  // Back to the tenant role; after a failure the transaction rolls back anyway.
  await resumeTenantRole(tx);
  return result;
}
