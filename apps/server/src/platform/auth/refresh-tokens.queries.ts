import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { refreshTokens } from '../../db/schema/index.js';

type NewRefreshToken = typeof refreshTokens.$inferInsert;

export async function insertRefreshToken(tx: Tx, values: NewRefreshToken): Promise<void> {
  await tx.insert(refreshTokens).values(values);
}

/** The token's row, locked when it is about to be used (so two uses of one token go one by one). */
export async function findRefreshToken(tx: Tx, id: string, options: { lock: boolean } = { lock: false }) {
  const query = tx.select().from(refreshTokens).where(eq(refreshTokens.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function markRefreshTokenUsed(tx: Tx, id: string): Promise<void> {
  await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, id));
}

export async function revokeFamilyTokens(tx: Tx, familyId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes the user's live tokens, all of them or all but one family's. */
export async function revokeUserTokens(tx: Tx, userId: string, exceptFamilyId: string | null = null): Promise<void> {
  const others = exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined;
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), others));
}
