import { describe, expect, it } from 'vitest';
import type { TCurrentPlan, TPlans } from '@hivis/contracts';
import { cartFromPlan } from './plan-to-cart';

const tier = (key: string, pah: number, sah: number, nah: number) => ({
  key,
  name: key,
  description: '',
  monthlyPriceCents: 4900,
  includedSeats: { pah, sah, nah },
  includedAuditLinks: { permanent: 1, temporary: 2 },
  features: [],
});

const plans = {
  baseBundle: 'business_essentials',
  tiers: [tier('small', 1, 1, 2), tier('medium', 1, 3, 10)],
  packs: [
    { key: 'business_essentials', name: 'Business Essentials', description: '', monthlyPriceCents: 0, features: [] },
    { key: 'feature_audit_sharing', name: 'Audit Sharing', description: '', monthlyPriceCents: 1500, features: [] },
  ],
  extras: [],
} as unknown as TPlans;

const plan = {
  level: 'medium',
  levelName: 'Medium',
  bundles: ['business_essentials', 'feature_audit_sharing', 'retired_pack'],
  paymentStatus: 'paid',
  paidAt: null,
  seats: { pah: { bought: 2, used: 1 }, sah: { bought: 3, used: 3 }, nah: { bought: 14, used: 5 } },
  auditLinks: { permanent: 1, temporary: 5 },
  features: [],
  provider: 'test',
  portalAvailable: false,
} as TCurrentPlan;

describe('cart from the current plan', () => {
  it('buys the same tier, packs and the seats beyond what the tier includes', () => {
    expect(cartFromPlan(plan, plans)).toMatchObject({
      selectedPlan: 'medium',
      packs: ['feature_audit_sharing'],
      pahCount: 1,
      staffCount: 0,
      nahCount: 4,
      permanentAuditLinks: 0,
      temporaryAuditLinks: 3,
    });
  });

  it('falls back to the first tier when the plan is unknown', () => {
    expect(cartFromPlan({ ...plan, level: 'gone' }, plans).selectedPlan).toBe('small');
  });
});
