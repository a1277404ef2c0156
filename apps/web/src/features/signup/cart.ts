import { BASE_BUNDLE, isReferralCode } from '@hivis/contracts';
import type { TCheckoutInput, TPlanExtra, TPlans } from '@hivis/contracts';

/*
 * The pricing flow's cart (spec 3 "Cart") and its checkout payload (spec 3 "Checkout payload").
 * Pure functions plus a small localStorage wrapper; the screens only render them.
 */

/** Audit sharing is a feature add-on: it never goes into the checkout's bundles (spec 3, 9). */
export const AUDIT_SHARING_PACK = 'feature_audit_sharing';

export type TCart = {
  /** The chosen tier's key (the checkout's level). */
  selectedPlan: string;
  selectedCoupon: string;
  /** Additional supervisor (SAH) accounts. */
  staffCount: number;
  /** Additional worker (NAH) accounts. */
  nahCount: number;
  /** Additional account holder (PAH) accounts. */
  pahCount: number;
  /** Onsite training hours. */
  additionalHrs: number;
  /** Assisted setup: 1 when chosen, else 0. */
  assistantCount: number;
  /** Chosen packs: bundle packs and feature add-ons, by key. */
  packs: string[];
  permanentAuditLinks: number;
  temporaryAuditLinks: number;
};

export const EMPTY_CART: TCart = {
  selectedPlan: '',
  selectedCoupon: '',
  staffCount: 0,
  nahCount: 0,
  pahCount: 0,
  additionalHrs: 0,
  assistantCount: 0,
  packs: [],
  permanentAuditLinks: 0,
  temporaryAuditLinks: 0,
};

export const CART_STORAGE_KEY = 'hivis.cart';

const wholeNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** A stored cart read back defensively: anything damaged or missing becomes the empty value. */
export function parseCart(raw: string | null): TCart | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Record<string, unknown>;
  if (typeof value.selectedPlan !== 'string' || value.selectedPlan === '') return null;
  return {
    selectedPlan: value.selectedPlan,
    selectedCoupon: typeof value.selectedCoupon === 'string' ? value.selectedCoupon : '',
    staffCount: wholeNumber(value.staffCount),
    nahCount: wholeNumber(value.nahCount),
    pahCount: wholeNumber(value.pahCount),
    additionalHrs: wholeNumber(value.additionalHrs),
    assistantCount: wholeNumber(value.assistantCount) > 0 ? 1 : 0,
    packs: Array.isArray(value.packs) ? [...new Set(value.packs.filter((key): key is string => typeof key === 'string'))] : [],
    permanentAuditLinks: wholeNumber(value.permanentAuditLinks),
    temporaryAuditLinks: wholeNumber(value.temporaryAuditLinks),
  };
}

export function loadCart(): TCart | null {
  try {
    return parseCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function saveCart(cart: TCart): void {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  // The cart is saved on /pricing?ref=…: the invitation's code goes along to the sign-up.
  rememberReferralCode(window.location.search);
}

/** The code of an 'Invite a friend' link, kept for this tab's sign-up (sessionStorage: it dies with the tab). */
export const REFERRAL_STORAGE_KEY = 'hivis.referral';

/** Keeps the `ref` of a query string when it is a referral code; anything else leaves the kept one as it is. */
export function rememberReferralCode(search: string): void {
  const code = new URLSearchParams(search).get('ref');
  if (!isReferralCode(code)) return;
  try {
    window.sessionStorage.setItem(REFERRAL_STORAGE_KEY, code);
  } catch {
    // Storage refused (private mode): the sign-up goes ahead without the referral.
  }
}

export function loadReferralCode(): string | null {
  try {
    const code = window.sessionStorage.getItem(REFERRAL_STORAGE_KEY);
    return isReferralCode(code) ? code : null;
  } catch {
    return null;
  }
}

/** The checkout (and estimate) payload for a cart, with the catalogue telling bundles from add-ons. */
export function toCheckoutPayload(cart: TCart, plans: Pick<TPlans, 'packs' | 'baseBundle'>): TCheckoutInput {
  const base = plans.baseBundle || BASE_BUNDLE;
  const chosen = plans.packs.filter((pack) => cart.packs.includes(pack.key) && pack.key !== base);
  const bundles = chosen.filter((pack) => pack.kind === 'bundle' && pack.key !== AUDIT_SHARING_PACK).map((pack) => pack.key);
  const features = chosen.filter((pack) => pack.kind === 'feature' || pack.key === AUDIT_SHARING_PACK).map((pack) => pack.key);
  return {
    level: cart.selectedPlan,
    bundles: [base, ...bundles],
    features,
    pahCount: cart.pahCount,
    sahCount: cart.staffCount,
    nahCount: cart.nahCount,
    additionalPermanentAuditLinks: cart.permanentAuditLinks,
    additionalTemporaryAuditLinks: cart.temporaryAuditLinks,
    assistedSetup: cart.assistantCount > 0,
    onsiteTrainingHours: cart.additionalHrs,
    couponId: '',
    country: 'AU',
  };
}

const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** Integer cents as Australian dollars: 4900 → '$49.00'. */
export function formatMoney(cents: number): string {
  return AUD.format(cents / 100);
}

/** Spec 9: a flat price shows the price; an hourly one shows the price per hour. */
export function extraPriceLabel(extra: Pick<TPlanExtra, 'priceCents' | 'unit' | 'billing'>): string {
  const price = formatMoney(extra.priceCents);
  if (extra.unit === 'hour') return `${price} per hour`;
  if (extra.billing === 'monthly') return `${price} a month each`;
  return price;
}

export const monthlyLabel = (cents: number) => `${formatMoney(cents)} a month`;
