import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_BUNDLE, ZEstimateSchema, ZPlansSchema } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';

/* The public pricing calls: the catalogue and the estimate of a cart. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const estimate = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/v4/payments/estimate', payload: body as object });

describe('GET /api/v4/payments/plans', () => {
  it('answers the catalogue without sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v4/payments/plans' });
    expect(response.statusCode).toBe(200);
    const plans = ZPlansSchema.parse(response.json());
    expect(plans).toMatchObject({ currency: 'AUD', pricesIncludeGst: true, gstRatePercent: 10, baseBundle: BASE_BUNDLE });
    expect(plans.tiers.map((tier) => tier.key)).toEqual(['small', 'medium', 'business_essentials', 'business_pack', 'enterprise']);
    expect(plans.packs.find((pack) => pack.key === 'feature_audit_sharing')?.kind).toBe('feature');
    expect(plans.extras.map((extra) => extra.lookupKey)).toEqual(
      expect.arrayContaining(['account_pah_additional', 'account_sah_additional', 'account_nah_additional', 'extra_setup', 'extra_training']),
    );
  });
});

describe('POST /api/v4/payments/estimate', () => {
  it('prices a checkout payload with GST, without sign-in', async () => {
    const response = await estimate({
      level: 'business_essentials',
      bundles: [BASE_BUNDLE, 'feature_audits'],
      features: ['feature_audits', 'feature_audit_sharing'],
      pahCount: 0,
      sahCount: 1,
      nahCount: 2,
      additionalPermanentAuditLinks: 0,
      additionalTemporaryAuditLinks: 0,
      assistedSetup: true,
      onsiteTrainingHours: 2,
      couponId: '',
      country: 'AU',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = ZEstimateSchema.parse(response.json());
    // 14900 + 0 + 2900 + 1500 + 1500 + 1000 monthly; 49900 + 2 × 16500 one-off.
    expect(body.monthlyTotalCents).toBe(21_800);
    expect(body.monthlyGstCents).toBe(1_982);
    expect(body.oneOffTotalCents).toBe(82_900);
    expect(body.oneOffGstCents).toBe(7_536);
    expect(body.dueTodayCents).toBe(104_700);
    expect(body.bundles).toEqual([BASE_BUNDLE, 'feature_audits', 'feature_audit_sharing']);
    for (const line of body.lines) expect(line.gstCents).toBe(Math.round(line.amountCents / 11));
    expect(body.features).toEqual(expect.arrayContaining(['swms', 'jsa', 'incident', 'audits', 'audits.sharing']));
    expect(body.seats).toEqual({ pah: 2, sah: 6, nah: 22 });
  });

  it('defaults the counts, so the level alone is a cart', async () => {
    const response = await estimate({ level: 'small' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ monthlyTotalCents: 4_900, oneOffTotalCents: 0, bundles: [BASE_BUNDLE] });
  });

  it('answers unknown levels and bundles, and audit sharing as a bundle, with field errors', async () => {
    expectFieldErrors(await estimate({ level: 'platinum', bundles: ['feature_swms', 'feature_teleport'] }), {
      level: "There is no plan called 'platinum'.",
      'bundles.1': "There is no bundle called 'feature_teleport'.",
    });
    expectFieldErrors(await estimate({ level: 'small', bundles: ['feature_audit_sharing'] }), { 'bundles.0': /feature add-on/ });
  });

  it('answers malformed payloads with field errors', async () => {
    expectFieldErrors(await estimate({}), { level: 'Please choose a plan.' });
    expectFieldErrors(await estimate({ level: 'small', nahCount: -1, onsiteTrainingHours: 2.5, assistedSetup: 'yes', country: 'NZ' }), {
      nahCount: 'Additional worker accounts cannot be negative.',
      onsiteTrainingHours: 'Onsite training hours must be a whole number.',
      assistedSetup: 'Assisted setup must be true or false.',
      country: 'Checkout is available in Australia (AU) only.',
    });
    expectFieldErrors(await estimate({ level: 'small', bundles: 'feature_swms' }), { bundles: 'Bundles must be a list.' });
    expect(expectError(await estimate({ level: 'small', couponId: 'HALFPRICE' }), 400).errors).toEqual({ couponId: 'This coupon is not valid.' });
  });
});
