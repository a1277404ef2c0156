import { describe, expect, it } from 'vitest';
import type { TPlanPack } from '@hivis/contracts';
import { EMPTY_CART, extraPriceLabel, formatMoney, parseCart, toCheckoutPayload } from './cart';

const pack = (key: string, kind: TPlanPack['kind']): TPlanPack => ({ key, kind, name: key, description: '', monthlyPriceCents: 100, features: [] });
const plans = {
  baseBundle: 'business_essentials',
  packs: [
    pack('business_essentials', 'bundle'),
    pack('feature_swms', 'bundle'),
    pack('feature_audits', 'bundle'),
    pack('feature_audit_sharing', 'feature'),
    pack('feature_call_centre', 'feature'),
  ],
};

describe('toCheckoutPayload (spec 3 "Checkout payload")', () => {
  it('maps the cart: base bundle first, chosen bundles, add-ons as features, counts, AU, no coupon', () => {
    const payload = toCheckoutPayload(
      {
        ...EMPTY_CART,
        selectedPlan: 'medium',
        selectedCoupon: 'SAVE10',
        packs: ['feature_swms', 'feature_audit_sharing', 'feature_call_centre'],
        pahCount: 1,
        staffCount: 2,
        nahCount: 3,
        additionalHrs: 4,
        assistantCount: 1,
        permanentAuditLinks: 5,
        temporaryAuditLinks: 6,
      },
      plans,
    );
    expect(payload).toEqual({
      level: 'medium',
      bundles: ['business_essentials', 'feature_swms'],
      features: ['feature_audit_sharing', 'feature_call_centre'],
      pahCount: 1,
      sahCount: 2,
      nahCount: 3,
      additionalPermanentAuditLinks: 5,
      additionalTemporaryAuditLinks: 6,
      assistedSetup: true,
      onsiteTrainingHours: 4,
      couponId: '',
      country: 'AU',
    });
  });

  it('never lists audit sharing as a bundle, even if the catalogue called it one', () => {
    const payload = toCheckoutPayload(
      { ...EMPTY_CART, selectedPlan: 'small', packs: ['feature_audit_sharing'] },
      { baseBundle: 'business_essentials', packs: [pack('feature_audit_sharing', 'bundle')] },
    );
    expect(payload.bundles).toEqual(['business_essentials']);
    expect(payload.features).toEqual(['feature_audit_sharing']);
  });

  it('always sends business_essentials once, and ignores unknown pack keys', () => {
    const payload = toCheckoutPayload({ ...EMPTY_CART, selectedPlan: 'small', packs: ['business_essentials', 'gone'] }, plans);
    expect(payload.bundles).toEqual(['business_essentials']);
    expect(payload.features).toEqual([]);
    expect(payload.assistedSetup).toBe(false);
  });
});

describe('parseCart', () => {
  it('reads a stored cart back and cleans bad values', () => {
    const cart = parseCart(JSON.stringify({ selectedPlan: 'small', staffCount: -2, nahCount: 2.7, packs: ['a', 'a', 3], assistantCount: 5 }));
    expect(cart).toEqual({ ...EMPTY_CART, selectedPlan: 'small', nahCount: 2, packs: ['a'], assistantCount: 1 });
  });
  it('answers null for nothing, damage or no plan', () => {
    expect(parseCart(null)).toBeNull();
    expect(parseCart('{')).toBeNull();
    expect(parseCart(JSON.stringify({ selectedPlan: '' }))).toBeNull();
  });
});

describe('money (AUD, en-AU)', () => {
  it('formats integer cents as dollars', () => {
    expect(formatMoney(4900)).toBe('$49.00');
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0.00');
  });
  it('flat prices show the price, hourly ones the price per hour (spec 9)', () => {
    expect(extraPriceLabel({ priceCents: 49900, unit: 'once', billing: 'one_off' })).toBe('$499.00');
    expect(extraPriceLabel({ priceCents: 16500, unit: 'hour', billing: 'one_off' })).toBe('$165.00 per hour');
    expect(extraPriceLabel({ priceCents: 500, unit: 'seat', billing: 'monthly' })).toBe('$5.00 a month each');
  });
});
