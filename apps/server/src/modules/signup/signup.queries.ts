import { and, eq } from 'drizzle-orm';
import type { TAddress, TCountry } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { companies, userTokens, users } from '../../db/schema/index.js';
import type { CompanyRow, UserRow } from '../../db/schema/index.js';

export async function insertSignupCompany(db: DbOrTx, values: { name: string; country: TCountry; address: TAddress | null }): Promise<CompanyRow> {
  const [row] = await db
    .insert(companies)
    .values({ ...values, status: 'pending_company', paymentStatus: 'unpaid', enabledFeatures: [] })
    .returning();
  if (!row) throw new Error('insertSignupCompany: no row returned');
  return row;
}

export async function insertAccountHolder(
  db: DbOrTx,
  values: { companyId: string; email: string; passwordHash: string; firstName: string; lastName: string; phone: string },
): Promise<UserRow> {
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({ ...values, roles: ['PAH'], status: 'data_filled', passwordChangedAt: now, policiesAcceptedAt: now })
    .returning();
  if (!row) throw new Error('insertAccountHolder: no row returned');
  return row;
}

/** The confirmation token with this hash, used or not (a used one means "already active"), locked. */
export async function findConfirmationToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, 'email_confirmation')))
    .for('update');
  return row ?? null;
}

export async function markEmailConfirmed(db: DbOrTx, userId: string, changes: { passwordHash?: string; firstName?: string; lastName?: string }): Promise<void> {
  const now = new Date();
  await db
    .update(users)
    .set({
      emailConfirmedAt: now,
      ...(changes.firstName ? { firstName: changes.firstName } : {}),
      ...(changes.lastName ? { lastName: changes.lastName } : {}),
      ...(changes.passwordHash ? { passwordHash: changes.passwordHash, passwordChangedAt: now } : {}),
    })
    .where(eq(users.id, userId));
}
