import type { Db, Tx } from '../../db/client.js';
import { companyProof, systemProof, transactionWithWallKey, wallKeyOf } from './database-wall.js';
import { enterConnectedView, enterSystem, enterTenant, leaveTenantRole, resumeTenantRole } from './tenant.queries.js';

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
 * rotation, mail delivery, admin tools. Each use must be a deliberate, reviewed choice. The
 * transaction holds the system proof (database-wall.ts), without which the app's login role sees
 * no row of any table.
 */
export async function withSystem<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const proof = systemProof(wallKeyOf(db));
  return transactionWithWallKey(db, async (tx) => {
    await enterSystem(tx, proof);
    return fn(tx);
  });
}

/**
 * A read by the platform itself. It needs the system proof, which lives in a transaction, so it
 * is one: the name says that it only reads.
 */
export async function readAsSystem<T>(db: Db, fn: (db: Tx) => Promise<T>): Promise<T> {
  return withSystem(db, fn);
}

/**
 * Runs fn, inside a tenant transaction, briefly as the connecting role: for the platform's own
 * tables (the mail outbox, sign-in links) that must commit or fail with the tenant's change.
 * It holds the system proof until fn ends; both switches are local to this transaction.
 */
export async function asPlatformWithin<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  await leaveTenantRole(tx, systemProof(wallKeyOf(tx)));
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
