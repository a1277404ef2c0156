import type { TCurrentPlan, TPlans } from '@hivis/contracts';
import { EMPTY_CART } from '../signup/cart';
import type { TCart } from '../signup/cart';

const extra = (bought: number, included: number) => Math.max(0, bought - included);

/**
 * The cart that buys the plan a company has now, so a change starts from what it pays for:
 * its tier, its packs, and the seats and links it bought beyond what the tier includes.
 */
export function cartFromPlan(plan: TCurrentPlan, plans: TPlans): TCart {
  const tier = plans.tiers.find((each) => each.key === plan.level) ?? plans.tiers[0];
  if (!tier) return EMPTY_CART;
  const packKeys = new Set(plans.packs.map((pack) => pack.key));
  return {
    ...EMPTY_CART,
    selectedPlan: tier.key,
    packs: plan.bundles.filter((key) => key !== plans.baseBundle && packKeys.has(key)),
    pahCount: extra(plan.seats.pah.bought, tier.includedSeats.pah),
    staffCount: extra(plan.seats.sah.bought, tier.includedSeats.sah),
    nahCount: extra(plan.seats.nah.bought, tier.includedSeats.nah),
    permanentAuditLinks: extra(plan.auditLinks.permanent, tier.includedAuditLinks.permanent),
    temporaryAuditLinks: extra(plan.auditLinks.temporary, tier.includedAuditLinks.temporary),
  };
}
