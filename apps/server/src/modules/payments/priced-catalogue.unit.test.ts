import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { PaymentProvider, ProviderPrice } from '../../platform/payments/provider.js';
import { PLAN_CATALOGUE } from './catalogue.js';
import { estimateCart } from './estimate.js';
import { billedItems, catalogueLookupKeys, currentCatalogue } from './priced-catalogue.js';
import { cartFromSubscription, planChangeFromSubscription } from './subscription-plan.js';

/* The catalogue priced by the provider, and a subscription read back into a plan. */

const keys = catalogueLookupKeys(PLAN_CATALOGUE);

function stripePrices(change: (price: ProviderPrice) => ProviderPrice | null = (price) => price): Map<string, ProviderPrice> {
  const map = new Map<string, ProviderPrice>();
  for (const { lookupKey, billing } of keys) {
    const price = change({
      lookupKey,
      priceId: `price_${lookupKey}`,
      unitAmountCents: 1_000,
      currency: 'aud',
      type: billing === 'monthly' ? 'recurring' : 'one_time',
      interval: billing === 'monthly' ? 'month' : null,
      intervalCount: billing === 'monthly' ? 1 : null,
    });
    if (price) map.set(lookupKey, price);
  }
  return map;
}

function contextWith(prices: Map<string, ProviderPrice> | null) {
  const error = vi.fn();
  const payments = { name: 'stripe', findPrices: () => Promise.resolve(prices) } as unknown as PaymentProvider;
  return { ctx: { payments, log: { error } } as unknown as AppContext, error };
}

describe('catalogueLookupKeys', () => {
  it("names every priced item once, the spec's extras included, and docs/payments.md lists them all", () => {
    const names = keys.map((each) => each.lookupKey);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['account_sah_additional', 'account_pah_additional', 'account_nah_additional', 'extra_setup', 'extra_training']),
    );
    expect(names).not.toContain(PLAN_CATALOGUE.baseBundle);
    const doc = readFileSync(new URL('../../../../../docs/payments.md', import.meta.url), 'utf8');
    for (const name of names) expect(doc, name).toContain(`| \`${name}\` |`);
  });
});

describe('currentCatalogue', () => {
  it("uses the provider's unit amounts, keeping the free base bundle", async () => {
    const { ctx } = contextWith(stripePrices());
    const catalogue = await currentCatalogue(ctx);
    expect(catalogue.tiers.every((tier) => tier.monthlyPriceCents === 1_000)).toBe(true);
    expect(catalogue.packs.find((pack) => pack.key === PLAN_CATALOGUE.baseBundle)?.monthlyPriceCents).toBe(0);
    expect(catalogue.extras.every((extra) => extra.priceCents === 1_000)).toBe(true);
  });

  it('keeps the built-in prices when the provider has none (test mode)', async () => {
    expect(await currentCatalogue(contextWith(null).ctx)).toBe(PLAN_CATALOGUE);
  });

  it('answers 503 and logs each missing or wrong price by lookup key', async () => {
    const { ctx, error } = contextWith(
      stripePrices((price) => {
        if (price.lookupKey === 'extra_training') return null;
        if (price.lookupKey === 'plan_small') return { ...price, interval: 'year' };
        if (price.lookupKey === 'feature_swms') return { ...price, currency: 'usd' };
        return price;
      }),
    );
    await expect(currentCatalogue(ctx)).rejects.toMatchObject({ status: 503 });
    expect(error.mock.calls[0]?.[0]).toEqual({
      priceProblems: {
        extra_training: 'no active price with this lookup key',
        plan_small: 'must be a recurring monthly price',
        feature_swms: 'currency is usd, not aud',
      },
    });
  });
});

describe('billedItems', () => {
  it('bills every line but the base bundle, the Business Essentials tier included', () => {
    const result = estimateCart(PLAN_CATALOGUE, {
      level: 'business_essentials',
      bundles: [PLAN_CATALOGUE.baseBundle],
      features: [],
      pahCount: 0,
      sahCount: 0,
      nahCount: 4,
      additionalPermanentAuditLinks: 0,
      additionalTemporaryAuditLinks: 0,
      assistedSetup: false,
      onsiteTrainingHours: 3,
      country: 'AU',
    });
    if (!result.estimate) throw new Error('no estimate');
    expect(billedItems(result.estimate, PLAN_CATALOGUE)).toEqual([
      { lookupKey: 'plan_business_essentials', quantity: 1, billing: 'monthly' },
      { lookupKey: 'account_nah_additional', quantity: 4, billing: 'monthly' },
      { lookupKey: 'extra_training', quantity: 3, billing: 'one_off' },
    ]);
  });
});

describe('a subscription read back into a plan', () => {
  const items = [
    { lookupKey: 'plan_medium', quantity: 1 },
    { lookupKey: 'feature_reports', quantity: 1 },
    { lookupKey: 'feature_audit_sharing', quantity: 1 },
    { lookupKey: 'account_sah_additional', quantity: 2 },
    { lookupKey: 'something_else', quantity: 1 },
  ];

  it('finds the tier, packs, add-ons and seats, and names what it does not know', () => {
    const derived = cartFromSubscription(PLAN_CATALOGUE, items);
    expect(derived?.cart).toMatchObject({
      level: 'medium',
      bundles: [PLAN_CATALOGUE.baseBundle, 'feature_reports'],
      features: ['feature_audit_sharing'],
      sahCount: 2,
    });
    expect(derived?.unknownKeys).toEqual(['something_else']);
    expect(cartFromSubscription(PLAN_CATALOGUE, [{ lookupKey: 'feature_reports', quantity: 1 }])).toBeNull();
  });

  const company = { paymentStatus: 'paid', status: 'active', deletionRequestedAt: null, detailsCompletedAt: new Date() } as CompanyRow;
  const state = (status: string) => ({ id: 'sub_1', customerId: 'cus_1', status, items });

  it('active: paid with the plan of the items', () => {
    expect(planChangeFromSubscription(PLAN_CATALOGUE, company, state('active'))).toMatchObject({ paymentStatus: 'paid', planLevel: 'medium', seatsSah: 5 });
  });

  it('past due: unpaid, plan kept; cancelled: unpaid and inactive', () => {
    const pastDue = planChangeFromSubscription(PLAN_CATALOGUE, company, state('past_due'));
    expect(pastDue).toMatchObject({ paymentStatus: 'unpaid', planLevel: 'medium' });
    expect(pastDue.status).toBeUndefined();
    expect(planChangeFromSubscription(PLAN_CATALOGUE, company, state('canceled'))).toEqual({ paymentStatus: 'unpaid', status: 'inactive' });
  });

  it('opens an inactive company that pays again, unless its owner closed it', () => {
    const inactive = { ...company, status: 'inactive', paymentStatus: 'unpaid' } as CompanyRow;
    expect(planChangeFromSubscription(PLAN_CATALOGUE, inactive, state('active')).status).toBe('active');
    const closed = { ...inactive, deletionRequestedAt: new Date() } as CompanyRow;
    expect(planChangeFromSubscription(PLAN_CATALOGUE, closed, state('active')).status).toBeUndefined();
  });
});
