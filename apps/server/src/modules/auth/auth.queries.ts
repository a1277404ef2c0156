import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, impersonations, userTokens, users } from '../../db/schema/index.js';
import type { CompanyRow, UserRow, UserTokenPurpose } from '../../db/schema/index.js';

export type UserWithCompany = { user: UserRow; company: CompanyRow | null };

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserWithCompany | null> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, userId: string): Promise<UserWithCompany | null> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function insertUserToken(db: DbOrTx, values: { userId: string; purpose: UserTokenPurpose; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(userTokens).values(values);
}

/** An unused, unexpired token of that purpose, locked so it can be used only once. */
export async function findLiveUserToken(db: DbOrTx, purpose: 'password_reset' | 'account_setup', tokenHash: string) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, new Date())))
    .for('update');
  return row ?? null;
}

export async function markUserTokenUsed(db: DbOrTx, tokenId: string): Promise<void> {
  await db.update(userTokens).set({ usedAt: new Date() }).where(eq(userTokens.id, tokenId));
}

/** A new reset link replaces older ones, so only the latest mail works. */
export async function expireUserTokens(db: DbOrTx, userId: string, purpose: 'password_reset' | 'account_setup') {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

export async function setPassword(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, userId));
}

export async function recordImpersonation(db: DbOrTx, adminUserId: string, targetUserId: string): Promise<void> {
  await db.insert(impersonations).values({ adminUserId, targetUserId });
}

export async function markSignedIn(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ lastSignedInAt: new Date() }).where(eq(users.id, userId));
}

/** The invited person's own name and password, and the account active. */
export async function completeUserSetup(db: DbOrTx, userId: string, setup: { firstName: string; lastName: string; passwordHash: string }): Promise<void> {
  await db
    .update(users)
    .set({ ...setup, passwordChangedAt: new Date(), status: 'active' })
    .where(eq(users.id, userId));
}
