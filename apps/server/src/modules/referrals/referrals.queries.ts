import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { referralInvitations, users } from '../../db/schema/index.js';
import type { ReferralInvitationRow } from '../../db/schema/index.js';

export type InvitationWithInviter = { invitation: ReferralInvitationRow; inviterFirstName: string | null; inviterLastName: string | null };

/** A new invitation, or null when the code is already taken (the caller draws another). */
export async function insertInvitation(
  db: DbOrTx,
  values: { companyId: string; invitedBy: string; email: string; code: string },
): Promise<ReferralInvitationRow | null> {
  const [row] = await db.insert(referralInvitations).values(values).onConflictDoNothing({ target: referralInvitations.code }).returning();
  return row ?? null;
}

export async function listInvitations(db: DbOrTx, companyId: string, page: { limit: number; offset: number }): Promise<InvitationWithInviter[]> {
  return db
    .select({ invitation: referralInvitations, inviterFirstName: users.firstName, inviterLastName: users.lastName })
    .from(referralInvitations)
    .leftJoin(users, eq(users.id, referralInvitations.invitedBy))
    .where(eq(referralInvitations.companyId, companyId))
    .orderBy(desc(referralInvitations.createdAt), desc(referralInvitations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countInvitations(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(referralInvitations)
    .where(eq(referralInvitations.companyId, companyId));
  return row?.count ?? 0;
}

/**
 * Sign-up attribution: the invitation with this code records the new company, once. A code
 * already used, unknown, or belonging to the new company itself changes nothing. Runs in the
 * sign-up's own transaction (system context: the new company has no tenant yet).
 */
export async function recordReferralSignup(db: DbOrTx, code: string, signedUpCompanyId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(referralInvitations)
    .set({ signedUpCompanyId, signedUpAt: at })
    .where(and(eq(referralInvitations.code, code), isNull(referralInvitations.signedUpAt), ne(referralInvitations.companyId, signedUpCompanyId)))
    .returning({ id: referralInvitations.id });
  return rows.length > 0;
}
