import type { TAcceptPolicies, TPoliciesAccepted, TPolicyTier } from '@hivis/contracts';
import { POLICY_TIERS } from '@hivis/contracts';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';
import { recordPolicyAcceptance } from './policies.queries.js';

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
  const acceptedAt = new Date();
  const accepted = POLICY_TIERS.filter((tier) => input[tier]);
  await withAccess(ctx, auth, 'users.accept-policies', async ({ tx, auth: person }) => {
    const allowed = policyTiersOf(person.roles);
    if (accepted.some((tier) => !allowed.includes(tier))) throw forbidden('You can accept only the policies of your own account type.');
    await recordPolicyAcceptance(tx, person, accepted, acceptedAt);
  });
  return { message: 'Thank you. Your acceptance is recorded.', accepted, acceptedAt: acceptedAt.toISOString() };
}
