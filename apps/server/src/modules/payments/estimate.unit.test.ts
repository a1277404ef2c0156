import { describe, expect, it } from 'vitest';
import type { TCheckoutInput } from '@hivis/contracts';
import { BASE_BUNDLE, FEATURE_KEYS, ZCheckoutSchema } from '@hivis/contracts';
import { PLAN_CATALOGUE, findPack, findTier } from './catalogue.js';
import { estimateCart, gstOf } from './estimate.js';

const cart = (input: Partial<TCheckoutInput> = {}) => ZCheckoutSchema.parse({ level: 'small', ...input });
const estimate = (input: Partial<TCheckoutInput> = {}) => {
  const result = estimateCart(PLAN_CATALOGUE, cart(input));
  if (!result.estimate) throw new Error(`unexpected errors ${JSON.stringify(result.errors)}`);
  return result.estimate;
};

describe('gstOf', () => {
  it('is one eleventh of a GST-inclusive price, rounded to the cent', () => {
    expect(gstOf(11_000)).toBe(1_000);
    expect(gstOf(4_900)).toBe(445); // 445.45
    expect(gstOf(9_900)).toBe(900);
    expect(gstOf(16)).toBe(1); // 1.4545
    expect(gstOf(17)).toBe(2); // 1.5454
    expect(gstOf(0)).toBe(0);
  });
});

describe('the catalogue', () => {
  it('has the five tiers and the extras the spec recognises by lookup key', () => {
    expect(PLAN_CATALOGUE.tiers.map((tier) => tier.key)).toEqual(['small', 'medium', 'business_essentials', 'business_pack', 'enterprise']);
    const lookupKeys = PLAN_CATALOGUE.extras.map((extra) => extra.lookupKey);
    for (const key of ['account_pah_additional', 'account_sah_additional', 'account_nah_additional', 'extra_setup', 'extra_training']) {
      expect(lookupKeys).toContain(key);
    }
  });

  it('prices everything in whole cents and names only known features', () => {
    const prices = [
      ...PLAN_CATALOGUE.tiers.map((tier) => tier.monthlyPriceCents),
      ...PLAN_CATALOGUE.packs.map((pack) => pack.monthlyPriceCents),
      ...PLAN_CATALOGUE.extras.map((extra) => extra.priceCents),
    ];
    for (const price of prices) expect(Number.isInteger(price) && price >= 0).toBe(true);
    const features = [...PLAN_CATALOGUE.tiers.flatMap((tier) => tier.features), ...PLAN_CATALOGUE.packs.flatMap((pack) => pack.features)];
    for (const feature of features) expect(FEATURE_KEYS).toContain(feature);
  });

  it('has the base bundle, and audit sharing only as a feature add-on', () => {
    expect(findPack(PLAN_CATALOGUE, BASE_BUNDLE)?.kind).toBe('bundle');
    expect(findPack(PLAN_CATALOGUE, 'feature_audit_sharing')).toMatchObject({ kind: 'feature', features: ['audits.sharing'] });
  });

  it('gives bigger tiers at least the seats and features of smaller ones', () => {
    const tiers = PLAN_CATALOGUE.tiers;
    for (let i = 1; i < tiers.length; i++) {
      const [smaller, bigger] = [tiers[i - 1], tiers[i]];
      if (!smaller || !bigger) throw new Error('missing tier');
      expect(bigger.monthlyPriceCents).toBeGreaterThan(smaller.monthlyPriceCents);
      expect(bigger.includedSeats.nah).toBeGreaterThanOrEqual(smaller.includedSeats.nah);
      for (const feature of smaller.features) expect(bigger.features).toContain(feature);
    }
  });
});

describe('estimateCart', () => {
  it('prices a bare tier with the base bundle always included', () => {
    const result = estimate({ level: 'small' });
    expect(result.lines.map((line) => line.lookupKey)).toEqual(['plan_small', BASE_BUNDLE]);
    expect(result.bundles).toEqual([BASE_BUNDLE]);
    expect(result.monthlyTotalCents).toBe(4_900);
    expect(result.monthlyGstCents).toBe(445);
    expect(result.oneOffTotalCents).toBe(0);
    expect(result.oneOffGstCents).toBe(0);
    expect(result.dueTodayCents).toBe(4_900);
    expect(result.seats).toEqual(findTier(PLAN_CATALOGUE, 'small')?.includedSeats);
  });

  it('adds packs, feature add-ons, seats, links, setup and training hours', () => {
    const result = estimate({
      level: 'medium',
      bundles: [BASE_BUNDLE, 'feature_audits'],
      features: ['feature_audits', 'feature_audit_sharing'],
      pahCount: 1,
      sahCount: 2,
      nahCount: 3,
      additionalPermanentAuditLinks: 1,
      additionalTemporaryAuditLinks: 2,
      assistedSetup: true,
      onsiteTrainingHours: 3,
    });
    const byKey = Object.fromEntries(result.lines.map((line) => [line.lookupKey, line]));
    // feature_audits is in both lists but charged once.
    expect(result.lines.filter((line) => line.key === 'feature_audits')).toHaveLength(1);
    expect(byKey.account_pah_additional).toMatchObject({ quantity: 1, amountCents: 2_900, gstCents: 264 });
    expect(byKey.account_sah_additional).toMatchObject({ quantity: 2, amountCents: 3_000, gstCents: 273 });
    expect(byKey.account_nah_additional).toMatchObject({ quantity: 3, amountCents: 1_500, gstCents: 136 });
    expect(byKey.extra_setup).toMatchObject({ billing: 'one_off', quantity: 1, amountCents: 49_900 });
    expect(byKey.extra_training).toMatchObject({ billing: 'one_off', quantity: 3, unitPriceCents: 16_500, amountCents: 49_500 });
    // 9900 tier + 0 base + 2900 audits + 1500 sharing + 2900 + 3000 + 1500 + 1000 + 1000
    expect(result.monthlyTotalCents).toBe(23_700);
    expect(result.monthlyGstCents).toBe(2_155); // 2154.545...
    expect(result.oneOffTotalCents).toBe(99_400);
    expect(result.oneOffGstCents).toBe(9_036); // 9036.36...
    expect(result.dueTodayCents).toBe(123_100);
    expect(result.features).toEqual(expect.arrayContaining(['swms', 'audits', 'audits.sharing']));
    expect(result.seats).toEqual({ pah: 2, sah: 5, nah: 13 });
    expect(result.auditLinks).toEqual({ permanent: 2, temporary: 4 });
  });

  it('keeps every line GST at one eleventh of its amount', () => {
    const result = estimate({ level: 'enterprise', nahCount: 7, onsiteTrainingHours: 1, features: ['feature_call_centre'] });
    for (const line of result.lines) expect(line.gstCents).toBe(Math.round(line.amountCents / 11));
  });

  it('does not depend on the order of bundles', () => {
    const a = estimate({ level: 'small', bundles: ['feature_swms', 'feature_reports'] });
    const b = estimate({ level: 'small', bundles: ['feature_reports', 'feature_swms'] });
    expect(a.features).toEqual(b.features);
    expect(a.monthlyTotalCents).toBe(b.monthlyTotalCents);
  });

  it('answers field errors for an unknown level, bundle, feature, a feature add-on in bundles, and a coupon', () => {
    const result = estimateCart(
      PLAN_CATALOGUE,
      cart({ level: 'gold', bundles: ['feature_swms', 'nope', 'feature_audit_sharing'], features: ['zzz'], couponId: 'FREE' }),
    );
    expect(result.estimate).toBeNull();
    expect(result.errors).toEqual({
      level: "There is no plan called 'gold'.",
      'bundles.1': "There is no bundle called 'nope'.",
      'bundles.2': "'feature_audit_sharing' is a feature add-on: choose it under features, not bundles.",
      'features.0': "There is no feature pack called 'zzz'.",
      couponId: 'This coupon is not valid.',
    });
  });

  it('accepts an empty coupon, as the client sends it', () => {
    expect(estimate({ couponId: '' }).monthlyTotalCents).toBe(4_900);
  });
});
