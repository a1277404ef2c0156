import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, files, refreshTokens, users } from '../../db/schema/index.js';
import type { CompanyRow } from '../../db/schema/index.js';

/** The company, locked for the rest of the transaction, so two requests cannot both close or keep it. */
export async function lockCompany(db: DbOrTx, companyId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update');
  return row ?? null;
}

export async function findCompany(db: DbOrTx, companyId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

export async function markCompanyClosing(db: DbOrTx, companyId: string, values: { requestedAt: Date; requestedBy: string; dueAt: Date }): Promise<CompanyRow> {
  const [row] = await db
    .update(companies)
    .set({ status: 'inactive', deletionRequestedAt: values.requestedAt, deletionRequestedBy: values.requestedBy, deletionDueAt: values.dueAt })
    .where(eq(companies.id, companyId))
    .returning();
  if (!row) throw new Error('markCompanyClosing: no row returned');
  return row;
}

export async function clearCompanyClosing(db: DbOrTx, companyId: string, status: 'active' | 'pending_company'): Promise<CompanyRow> {
  const [row] = await db
    .update(companies)
    .set({ status, deletionRequestedAt: null, deletionRequestedBy: null, deletionDueAt: null })
    .where(eq(companies.id, companyId))
    .returning();
  if (!row) throw new Error('clearCompanyClosing: no row returned');
  return row;
}

/** Signs every person of the company out: their refresh tokens stop working. */
export async function revokeCompanySessions(db: DbOrTx, companyId: string): Promise<void> {
  const people = db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(inArray(refreshTokens.userId, people), isNull(refreshTokens.revokedAt)));
}

/** The company's account holders who can still sign in: they are told about a closure. */
export async function findAccountHolders(db: DbOrTx, companyId: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), ne(users.status, 'deactivated')))
    .orderBy(asc(users.createdAt));
  return rows.filter((user) => user.roles.some((role) => role.includes('PAH')));
}

/**
 * Companies whose deletion date has passed, locked; rows another instance is already deleting
 * are skipped (SKIP LOCKED), so sweepers on several instances share the work.
 */
export async function claimDueCompanies(db: DbOrTx, now: Date, limit: number): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(and(eq(companies.status, 'inactive'), isNotNull(companies.deletionRequestedAt), lte(companies.deletionDueAt, now)))
    .orderBy(asc(companies.deletionDueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function storageKeysOfCompany(db: DbOrTx, companyId: string): Promise<string[]> {
  const rows = await db.select({ key: files.storageKey }).from(files).where(eq(files.companyId, companyId));
  return rows.map((row) => row.key);
}

export async function countUsersOfCompany(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.companyId, companyId));
  return row?.count ?? 0;
}

/** Deletes the company; its people, files, invitations and everything else it owns go with it (ON DELETE CASCADE). */
export async function deleteCompany(db: DbOrTx, companyId: string): Promise<void> {
  await db.delete(companies).where(eq(companies.id, companyId));
}
