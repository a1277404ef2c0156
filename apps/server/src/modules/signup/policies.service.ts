import { eq } from 'drizzle-orm';
import type { TAcceptPolicies, TPoliciesAccepted, TPolicyTier } from '@hivis/contracts';
import { POLICY_TIERS } from '@hivis/contracts';
import { policyAcceptances, users } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireCompanyUser } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';
import { withTenant } from '../../platform/tenancy/tenant.js';

const TIER_ROLES: Record<TPolicyTier, readonly string[]> = {
  pah: ['PAH', 'ROOT_PAH'],
  sah: ['SAH', 'SAH_LH'],
  nah: ['NAH'],
};

/** The account tiers whose policies this person may accept: those of their own roles. */
export function policyTiersOf(roles: readonly string[]): TPolicyTier[] {
  return POLICY_TIERS.filter((tier) => TIER_ROLES[tier].some((role) => roles.includes(role)));
}

/**
 * PUT /api/users/pp: a company user records that they accept the privacy policy and terms of
 * their account tier (PAH, SAH or NAH each have their own). Each acceptance is a new row, so the
 * record of consent keeps its history; the user's policiesAcceptedAt is the latest.
 */
export async function acceptPolicies(ctx: AppContext, auth: AuthContext, input: TAcceptPolicies): Promise<TPoliciesAccepted> {
  requireCompanyUser(auth);
  const allowed = policyTiersOf(auth.roles);
  const accepted = POLICY_TIERS.filter((tier) => input[tier]);
  if (accepted.some((tier) => !allowed.includes(tier))) {
    throw forbidden('You can accept only the policies of your own account type.');
  }
  const acceptedAt = new Date();
  await withTenant(ctx.db, auth.companyId, async (tx) => {
    await tx.insert(policyAcceptances).values(accepted.map((tier) => ({ companyId: auth.companyId, userId: auth.userId, tier, acceptedAt })));
    await tx.update(users).set({ policiesAcceptedAt: acceptedAt }).where(eq(users.id, auth.userId));
  });
  return { message: 'Thank you. Your acceptance is recorded.', accepted, acceptedAt: acceptedAt.toISOString() };
}
