import { eq } from 'drizzle-orm';
import type { TPolicyTier } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import { policyAcceptances, users } from '../../db/schema/index.js';

/** One row per acceptance, so the record of consent keeps its history; the user keeps the latest. */
export async function recordPolicyAcceptance(
  tx: Tx,
  person: { companyId: string; userId: string },
  tiers: readonly TPolicyTier[],
  acceptedAt: Date,
): Promise<void> {
  await tx.insert(policyAcceptances).values(tiers.map((tier) => ({ companyId: person.companyId, userId: person.userId, tier, acceptedAt })));
  await tx.update(users).set({ policiesAcceptedAt: acceptedAt }).where(eq(users.id, person.userId));
}
