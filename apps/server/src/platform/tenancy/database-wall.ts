import { createHash, createHmac } from 'node:crypto';
import type { Db, DbOrTx, Tx } from '../../db/client.js';

/*
 * The database wall's key (docs/decisions.md, "The database wall"). Row-level security reads the
 * tenant of a transaction from a setting, and any statement in the transaction can change a
 * setting: so the app names the company together with a proof made with a key that lives outside
 * the database's reach, and the policies' hivis_tenant_company() (migration 0015) checks the proof
 * against the key the owner stored. A statement slipped into a tenant transaction can rename the
 * company, but it cannot make the proof, and then it sees no company's rows at all. The platform's
 * own context is gated the same way (systemProof), so dropping the tenant role (RESET ROLE) lands
 * on a login role that sees nothing either.
 */

/** The key, the same on every instance of one installation: derived from APP_SECRET. */
export function wallKeyFor(appSecret: string): string {
  return createHmac('sha256', appSecret).update('hivis database wall').digest('hex');
}

/** What hivis_tenant_company() recomputes: sha256 of "<key>:<company id>", in hex. */
export function companyProof(wallKey: string, companyId: string): string {
  return createHash('sha256').update(`${wallKey}:${companyId}`).digest('hex');
}

/**
 * What hivis_is_system() recomputes: sha256 of "<key>:system". A transaction holding it is the
 * platform's own (withSystem, asPlatformWithin), which row-level security lets see every company.
 */
export function systemProof(wallKey: string): string {
  return createHash('sha256').update(`${wallKey}:system`).digest('hex');
}

/** The key each database handle (and each transaction opened through it) works with. */
const keys = new WeakMap<DbOrTx, string>();

/** Gives a database handle its wall key: buildApp and prepareDatabase do, from the settings. */
export function keepWallKey(db: Db, wallKey: string): void {
  keys.set(db, wallKey);
}

export function wallKeyOf(handle: DbOrTx): string {
  const key = keys.get(handle);
  if (!key) throw new Error('This database handle has no wall key: open it through buildApp or prepareDatabase.');
  return key;
}

/** A transaction that knows its database's key, for switches of tenant made inside it. */
export function transactionWithWallKey<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const key = wallKeyOf(db);
  return db.transaction((tx) => {
    keys.set(tx, key);
    return fn(tx);
  });
}
