import type { TCheckout, TPlans } from '@hivis/contracts';
import type { CompanyRow } from '../../db/schema/index.js';
import type { SubscriptionState } from '../../platform/payments/provider.js';
import { findPack } from './catalogue.js';
import type { ExtraKey } from './catalogue.js';
import { estimateCart } from './estimate.js';
import { planColumnsOf } from './payments.queries.js';
import type { CompanyPlanChange } from './payments.queries.js';
import { tierLookupKey } from './priced-catalogue.js';

/*
 * A subscription at the provider, read as it stands now, turned into the company's plan and
 * payment status. Reading the current state (not the event's copy) is what makes events in any
 * order end in the right place: whichever event is applied last applied the latest truth.
 */

const PAID = new Set(['active', 'trialing']);
const ENDED = new Set(['canceled', 'incomplete_expired']);

/** The cart a subscription's items amount to, or null when no item is one of our tiers. */
export function cartFromSubscription(catalogue: TPlans, items: SubscriptionState['items']): { cart: TCheckout; unknownKeys: string[] } | null {
  const counts: Partial<Record<ExtraKey, number>> = {};
  const bundles: string[] = [catalogue.baseBundle];
  const features: string[] = [];
  const unknownKeys: string[] = [];
  let level: string | null = null;
  for (const { lookupKey, quantity } of items) {
    const tier = catalogue.tiers.find((each) => tierLookupKey(each.key) === lookupKey);
    const pack = lookupKey ? findPack(catalogue, lookupKey) : undefined;
    const extra = catalogue.extras.find((each) => each.lookupKey === lookupKey);
    if (tier) level = tier.key;
    else if (pack) (pack.kind === 'bundle' ? bundles : features).push(pack.key);
    else if (extra) counts[extra.key as ExtraKey] = (counts[extra.key as ExtraKey] ?? 0) + quantity;
    else unknownKeys.push(lookupKey ?? '(no lookup key)');
  }
  if (!level) return null;
  return {
    unknownKeys,
    cart: {
      level,
      bundles,
      features,
      pahCount: counts.pah ?? 0,
      sahCount: counts.sah ?? 0,
      nahCount: counts.nah ?? 0,
      additionalPermanentAuditLinks: counts.audit_link_permanent ?? 0,
      additionalTemporaryAuditLinks: counts.audit_link_temporary ?? 0,
      // One-off items are not part of a subscription; they never change a plan.
      assistedSetup: false,
      onsiteTrainingHours: 0,
      couponId: null,
      country: 'AU',
    },
  };
}

/**
 * The company's new plan and status for the subscription's state. Active or trialing: paid, with
 * the plan the items describe (an inactive company that pays again is open again, unless its
 * owner closed it). Past due, unpaid, incomplete or paused: unpaid, plan kept, so paying the
 * invoice brings everything back. Canceled or expired: unpaid and inactive.
 */
export function planChangeFromSubscription(catalogue: TPlans, company: CompanyRow, state: SubscriptionState): CompanyPlanChange {
  const paid = PAID.has(state.status);
  const ended = ENDED.has(state.status);
  const change: CompanyPlanChange = { paymentStatus: paid ? 'paid' : 'unpaid' };
  if (paid && company.paymentStatus !== 'paid') change.paidAt = new Date();
  if (ended && (company.status === 'active' || company.status === 'pending_company')) change.status = 'inactive';
  if (paid && company.status === 'inactive' && !company.deletionRequestedAt) change.status = company.detailsCompletedAt ? 'active' : 'pending_company';
  const derived = ended ? null : cartFromSubscription(catalogue, state.items);
  const result = derived ? estimateCart(catalogue, derived.cart) : null;
  if (result?.estimate) {
    Object.assign(change, planColumnsOf(result.estimate));
  }
  return change;
}
