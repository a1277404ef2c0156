import { z } from 'zod';
import { ZPaymentStatusSchema } from './account.js';
import { ZFeatureEntrySchema, ZFeatureKeySchema } from './features.js';
import { pageOf } from './pagination.js';

/*
 * Plans and checkout (spec sections 3 "Checkout payload" and 7 "Payments"). The catalogue itself
 * (tiers, packs, add-ons and their prices) is data on the server; these are the shapes on the wire.
 * Money is integer cents, AUD, GST included.
 */

export const ZBillingPeriodSchema = z.enum(['monthly', 'one_off']);
export type TBillingPeriod = z.infer<typeof ZBillingPeriodSchema>;

export const ZSeatCountsSchema = z.object({ pah: z.number().int(), sah: z.number().int(), nah: z.number().int() });
export type TSeatCounts = z.infer<typeof ZSeatCountsSchema>;

// GET /api/v4/payments/plans
export const ZPlanTierSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  monthlyPriceCents: z.number().int(),
  includedSeats: ZSeatCountsSchema,
  includedAuditLinks: z.object({ permanent: z.number().int(), temporary: z.number().int() }),
  features: z.array(ZFeatureKeySchema),
});
export const ZPlanPackSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  monthlyPriceCents: z.number().int(),
  features: z.array(ZFeatureKeySchema),
  /** bundle: may be listed in the checkout's bundles; feature: only in its features (add-ons). */
  kind: z.enum(['bundle', 'feature']),
});
export const ZPlanExtraSchema = z.object({
  key: z.string(),
  lookupKey: z.string(),
  name: z.string(),
  billing: ZBillingPeriodSchema,
  unit: z.enum(['seat', 'link', 'hour', 'once']),
  priceCents: z.number().int(),
});
export const ZPlansSchema = z.object({
  currency: z.literal('AUD'),
  pricesIncludeGst: z.literal(true),
  gstRatePercent: z.number(),
  baseBundle: z.string(),
  tiers: z.array(ZPlanTierSchema),
  packs: z.array(ZPlanPackSchema),
  extras: z.array(ZPlanExtraSchema),
});
export type TPlans = z.infer<typeof ZPlansSchema>;
export type TPlanTier = z.infer<typeof ZPlanTierSchema>;
export type TPlanPack = z.infer<typeof ZPlanPackSchema>;
export type TPlanExtra = z.infer<typeof ZPlanExtraSchema>;

const count = (max: number, label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} can be at most ${max}.`)
    .default(0);

/**
 * The checkout payload. Counts are seats and links bought on top of what the tier includes.
 * Keys of levels, bundles and features are checked against the catalogue by the server, which
 * answers unknown ones with field errors.
 */
export const ZCheckoutSchema = z.object({
  level: z.string({ error: 'Please choose a plan.' }).trim().min(1, 'Please choose a plan.').max(60),
  bundles: z.array(z.string().max(60), { error: 'Bundles must be a list.' }).max(30).default([]),
  features: z.array(z.string().max(60), { error: 'Features must be a list.' }).max(30).default([]),
  pahCount: count(100, 'Additional account holders'),
  sahCount: count(500, 'Additional supervisor accounts'),
  nahCount: count(2000, 'Additional worker accounts'),
  additionalPermanentAuditLinks: count(500, 'Additional permanent audit links'),
  additionalTemporaryAuditLinks: count(500, 'Additional temporary audit links'),
  assistedSetup: z.boolean({ error: 'Assisted setup must be true or false.' }).default(false),
  onsiteTrainingHours: count(40, 'Onsite training hours'),
  couponId: z.string().max(100).nullable().optional(),
  country: z.literal('AU', { error: 'Checkout is available in Australia (AU) only.' }).default('AU'),
});
export type TCheckout = z.infer<typeof ZCheckoutSchema>;
export type TCheckoutInput = z.input<typeof ZCheckoutSchema>;

export const ZEstimateLineSchema = z.object({
  key: z.string(),
  lookupKey: z.string(),
  name: z.string(),
  billing: ZBillingPeriodSchema,
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  amountCents: z.number().int(),
  gstCents: z.number().int(),
});
export type TEstimateLine = z.infer<typeof ZEstimateLineSchema>;

// POST /api/v4/payments/estimate
export const ZEstimateSchema = z.object({
  currency: z.literal('AUD'),
  level: z.string(),
  bundles: z.array(z.string()),
  lines: z.array(ZEstimateLineSchema),
  monthlyTotalCents: z.number().int(),
  monthlyGstCents: z.number().int(),
  oneOffTotalCents: z.number().int(),
  oneOffGstCents: z.number().int(),
  /** The first payment: the first month and every one-off item. */
  dueTodayCents: z.number().int(),
  features: z.array(ZFeatureKeySchema),
  /** Seats and audit links the plan gives: the tier's included ones plus the additional ones. */
  seats: ZSeatCountsSchema,
  auditLinks: z.object({ permanent: z.number().int(), temporary: z.number().int() }),
});
export type TEstimate = z.infer<typeof ZEstimateSchema>;

// POST /api/v4/payments/checkout
export const ZCheckoutResponseSchema = z.object({ url: z.string() });
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponseSchema>;

export const PAYMENT_PROVIDER_NAMES = ['test', 'stripe'] as const;
export const ZPaymentProviderNameSchema = z.enum(PAYMENT_PROVIDER_NAMES);
export type TPaymentProviderName = z.infer<typeof ZPaymentProviderNameSchema>;

export const CHECKOUT_SESSION_STATUSES = ['open', 'completed', 'cancelled'] as const;
export const ZCheckoutSessionStatusSchema = z.enum(CHECKOUT_SESSION_STATUSES);
export type TCheckoutSessionStatus = z.infer<typeof ZCheckoutSessionStatusSchema>;

// GET /api/v4/payments/test-checkout/{sessionId}
export const ZTestCheckoutSessionSchema = z.object({
  id: z.string(),
  status: ZCheckoutSessionStatusSchema,
  companyName: z.string(),
  estimate: ZEstimateSchema,
  createdAt: z.string(),
});
export type TTestCheckoutSession = z.infer<typeof ZTestCheckoutSessionSchema>;

// GET /api/v4/payments/current
export const ZCurrentPlanSchema = z.object({
  level: z.string().nullable(),
  levelName: z.string().nullable(),
  bundles: z.array(z.string()),
  paymentStatus: ZPaymentStatusSchema,
  paidAt: z.string().nullable(),
  seats: z.object({
    pah: z.object({ bought: z.number().int(), used: z.number().int() }),
    sah: z.object({ bought: z.number().int(), used: z.number().int() }),
    nah: z.object({ bought: z.number().int(), used: z.number().int() }),
  }),
  auditLinks: z.object({ permanent: z.number().int(), temporary: z.number().int() }),
  features: z.array(ZFeatureEntrySchema),
  /** Who takes this server's payments; null when it takes none (production without Stripe). */
  provider: ZPaymentProviderNameSchema.nullable(),
  /** True when POST /api/v4/payments/portal opens Stripe's customer portal for this company. */
  portalAvailable: z.boolean(),
});
export type TCurrentPlan = z.infer<typeof ZCurrentPlanSchema>;

// POST /api/v4/payments/portal: where to send the browser to manage cards and invoices.
export const ZPortalResponseSchema = z.object({ url: z.string() });
export type TPortalResponse = z.infer<typeof ZPortalResponseSchema>;

// POST /api/v4/payments/update takes the checkout payload (ZCheckoutSchema) and answers ZCurrentPlanSchema.

/** checkout: a purchase through a checkout page; plan_change: POST /api/v4/payments/update. */
export const ZPaymentHistoryKindSchema = z.enum(['checkout', 'plan_change']);
export type TPaymentHistoryKind = z.infer<typeof ZPaymentHistoryKindSchema>;

// GET /api/v4/payments/history?page&take: the company's checkouts and plan changes, newest first.
export const ZPaymentHistoryItemSchema = z.object({
  id: z.string(),
  kind: ZPaymentHistoryKindSchema,
  provider: ZPaymentProviderNameSchema,
  status: ZCheckoutSessionStatusSchema,
  createdOn: z.string(),
  completedOn: z.string().nullable(),
  cancelledOn: z.string().nullable(),
  /** What was bought, e.g. 'Medium plan, Audit Tool, Additional supervisor account × 2'. */
  description: z.string(),
  /** As priced when it started: the first month and the one-off items, GST included. */
  dueTodayCents: z.number().int(),
  dueTodayGstCents: z.number().int(),
  monthlyTotalCents: z.number().int(),
  monthlyGstCents: z.number().int(),
});
export type TPaymentHistoryItem = z.infer<typeof ZPaymentHistoryItemSchema>;
export const ZPaymentHistoryPageSchema = pageOf(ZPaymentHistoryItemSchema);
export type TPaymentHistoryPage = z.infer<typeof ZPaymentHistoryPageSchema>;

// POST /api/v4/payments/webhook/stripe (called by Stripe, not by the web app).
export const ZWebhookReceiptSchema = z.object({ received: z.literal(true), outcome: z.string() });
export type TWebhookReceipt = z.infer<typeof ZWebhookReceiptSchema>;
