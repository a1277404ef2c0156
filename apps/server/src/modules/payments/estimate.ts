import type { TCheckout, TEstimate, TEstimateLine, TFeatureKey, TPlans } from '@hivis/contracts';
import { FEATURE_KEYS } from '@hivis/contracts';
import type { FieldErrors } from '../../platform/errors.js';
import type { ExtraKey } from './catalogue.js';
import { extraOf, findPack, findTier } from './catalogue.js';

/** The GST inside a GST-inclusive price: one eleventh, rounded to the cent. */
export function gstOf(inclusiveCents: number): number {
  return Math.round(inclusiveCents / 11);
}

export type EstimateResult = { estimate: TEstimate; errors: null } | { estimate: null; errors: FieldErrors };

/**
 * Prices a cart against the catalogue. Pure: no database, so the pricing page, checkout and
 * plan activation all agree. The base bundle is always included; feature add-ons (like audit
 * sharing) are accepted in features only; a key listed in both bundles and features is charged once.
 */
export function estimateCart(catalogue: TPlans, cart: TCheckout): EstimateResult {
  const errors: FieldErrors = {};
  const tier = findTier(catalogue, cart.level);
  if (!tier) errors.level = `There is no plan called '${cart.level}'.`;
  cart.bundles.forEach((key, index) => {
    const pack = findPack(catalogue, key);
    if (!pack) errors[`bundles.${index}`] = `There is no bundle called '${key}'.`;
    else if (pack.kind !== 'bundle') errors[`bundles.${index}`] = `'${key}' is a feature add-on: choose it under features, not bundles.`;
  });
  cart.features.forEach((key, index) => {
    if (!findPack(catalogue, key)) errors[`features.${index}`] = `There is no feature pack called '${key}'.`;
  });
  if (cart.couponId) errors.couponId = 'This coupon is not valid.';
  if (!tier || Object.keys(errors).length > 0) return { estimate: null, errors };

  const packKeys = [...new Set([catalogue.baseBundle, ...cart.bundles, ...cart.features])];
  const lines: TEstimateLine[] = [line(tier.key, `plan_${tier.key}`, `${tier.name} plan`, 'monthly', 1, tier.monthlyPriceCents)];
  const features = new Set<TFeatureKey>(tier.features);
  for (const key of packKeys) {
    const pack = findPack(catalogue, key);
    if (!pack) continue;
    for (const feature of pack.features) features.add(feature);
    lines.push(line(pack.key, pack.key, pack.name, 'monthly', 1, pack.monthlyPriceCents));
  }
  const extras: Array<[ExtraKey, number]> = [
    ['pah', cart.pahCount],
    ['sah', cart.sahCount],
    ['nah', cart.nahCount],
    ['audit_link_permanent', cart.additionalPermanentAuditLinks],
    ['audit_link_temporary', cart.additionalTemporaryAuditLinks],
    ['assisted_setup', cart.assistedSetup ? 1 : 0],
    ['onsite_training', cart.onsiteTrainingHours],
  ];
  for (const [key, quantity] of extras) {
    if (quantity <= 0) continue;
    const extra = extraOf(catalogue, key);
    lines.push(line(extra.key, extra.lookupKey, extra.name, extra.billing, quantity, extra.priceCents));
  }

  const sum = (billing: TEstimateLine['billing']) => lines.filter((each) => each.billing === billing).reduce((total, each) => total + each.amountCents, 0);
  const monthlyTotalCents = sum('monthly');
  const oneOffTotalCents = sum('one_off');
  return {
    errors: null,
    estimate: {
      currency: 'AUD',
      level: tier.key,
      bundles: packKeys,
      lines,
      monthlyTotalCents,
      // GST of a total is taken from the total, as a tax invoice shows it, not summed per line.
      monthlyGstCents: gstOf(monthlyTotalCents),
      oneOffTotalCents,
      oneOffGstCents: gstOf(oneOffTotalCents),
      dueTodayCents: monthlyTotalCents + oneOffTotalCents,
      // In the catalogue's order, so the answer does not depend on the order of the cart.
      features: FEATURE_KEYS.filter((key) => features.has(key)),
      seats: {
        pah: tier.includedSeats.pah + cart.pahCount,
        sah: tier.includedSeats.sah + cart.sahCount,
        nah: tier.includedSeats.nah + cart.nahCount,
      },
      auditLinks: {
        permanent: tier.includedAuditLinks.permanent + cart.additionalPermanentAuditLinks,
        temporary: tier.includedAuditLinks.temporary + cart.additionalTemporaryAuditLinks,
      },
    },
  };
}

function line(key: string, lookupKey: string, name: string, billing: TEstimateLine['billing'], quantity: number, unitPriceCents: number): TEstimateLine {
  const amountCents = unitPriceCents * quantity;
  return { key, lookupKey, name, billing, quantity, unitPriceCents, amountCents, gstCents: gstOf(amountCents) };
}
