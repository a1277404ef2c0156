import type { TBillingPeriod, TEstimate, TPlans } from '@hivis/contracts';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { BilledItem, ProviderPrice } from '../../platform/payments/provider.js';
import { PLAN_CATALOGUE } from './catalogue.js';

/*
 * The catalogue with the provider's prices. The catalogue (catalogue.ts) says what each item
 * contains; with Stripe, what it costs is the unit amount of the Stripe price carrying the item's
 * lookup key. The base bundle is free and always included, so it is never billed and has no key.
 */

/** The lookup key of a tier at the provider (the estimate's line uses the same). */
export const tierLookupKey = (tierKey: string) => `plan_${tierKey}`;

/** Every lookup key the provider must have, with how it is billed (listed in docs/payments.md). */
export function catalogueLookupKeys(catalogue: TPlans): Array<{ lookupKey: string; billing: TBillingPeriod }> {
  return [
    ...catalogue.tiers.map((tier) => ({ lookupKey: tierLookupKey(tier.key), billing: 'monthly' as const })),
    ...catalogue.packs.filter((pack) => pack.key !== catalogue.baseBundle).map((pack) => ({ lookupKey: pack.key, billing: 'monthly' as const })),
    ...catalogue.extras.map((extra) => ({ lookupKey: extra.lookupKey, billing: extra.billing })),
  ];
}

/**
 * The catalogue people are charged from: the built-in prices in test mode, Stripe's prices with
 * Stripe. A key missing at Stripe, or a price of the wrong kind (not AUD, not monthly for a
 * monthly item), is a set-up fault: logged with the keys, answered 503, never guessed around.
 */
export async function currentCatalogue(ctx: AppContext): Promise<TPlans> {
  const keys = catalogueLookupKeys(PLAN_CATALOGUE);
  const prices = ctx.payments ? await ctx.payments.findPrices(keys.map((each) => each.lookupKey)) : null;
  if (!prices) return PLAN_CATALOGUE;
  const problems: Record<string, string> = {};
  for (const { lookupKey, billing } of keys) {
    const problem = priceProblem(prices.get(lookupKey), billing);
    if (problem) problems[lookupKey] = problem;
  }
  if (Object.keys(problems).length > 0) {
    ctx.log.error({ priceProblems: problems }, `Stripe prices are not set up as HiVis needs: ${Object.keys(problems).join(', ')} (docs/payments.md)`);
    throw new AppError('UNAVAILABLE', 'Online payment is not fully set up on this server: a price is missing. Please contact support to buy a plan.');
  }
  const amount = (lookupKey: string) => prices.get(lookupKey)?.unitAmountCents ?? 0;
  return {
    ...PLAN_CATALOGUE,
    tiers: PLAN_CATALOGUE.tiers.map((tier) => ({ ...tier, monthlyPriceCents: amount(tierLookupKey(tier.key)) })),
    packs: PLAN_CATALOGUE.packs.map((pack) => (pack.key === PLAN_CATALOGUE.baseBundle ? pack : { ...pack, monthlyPriceCents: amount(pack.key) })),
    extras: PLAN_CATALOGUE.extras.map((extra) => ({ ...extra, priceCents: amount(extra.lookupKey) })),
  };
}

function priceProblem(price: ProviderPrice | undefined, billing: TBillingPeriod): string | null {
  if (!price) return 'no active price with this lookup key';
  if (price.currency.toLowerCase() !== 'aud') return `currency is ${price.currency}, not aud`;
  if (price.unitAmountCents === null || !Number.isInteger(price.unitAmountCents)) return 'the price has no fixed unit amount';
  if (billing === 'monthly' && (price.type !== 'recurring' || price.interval !== 'month' || price.intervalCount !== 1))
    return 'must be a recurring monthly price';
  if (billing === 'one_off' && price.type !== 'one_time') return 'must be a one-off price';
  return null;
}

/**
 * What the provider bills for an estimate: every line but the free base bundle. Matched by lookup
 * key: the Business Essentials tier's line shares its key with the base bundle, not its lookup key.
 */
export function billedItems(estimate: TEstimate, catalogue: TPlans): BilledItem[] {
  return estimate.lines
    .filter((line) => line.lookupKey !== catalogue.baseBundle)
    .map((line) => ({ lookupKey: line.lookupKey, quantity: line.quantity, billing: line.billing }));
}
