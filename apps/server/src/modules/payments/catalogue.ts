import type { TFeatureKey, TPlanExtra, TPlanPack, TPlanTier, TPlans } from '@hivis/contracts';
import { BASE_BUNDLE, ZPlansSchema } from '@hivis/contracts';

/*
 * The plans catalogue: every tier, pack and add-on with its price and contents. This is data,
 * not logic: prices are changed here (or, later, by loading the same shape from a file), and the
 * estimate, checkout and plan activation all read from it. Prices are AUD cents, GST included.
 * Tiers, packs and seats are monthly subscriptions; setup and training are one-off.
 */

const BASE_FEATURES = [
  'documents',
  'documents.view-sign',
  'documents.manage',
  'notifications',
  'notifications.create',
  'make-safe',
  'repair-work',
  'timesheet',
  'pst',
  'pssc',
] as const satisfies readonly TFeatureKey[];
const SWMS = ['swms', 'swms.create', 'swms.view', 'swms.send'] as const satisfies readonly TFeatureKey[];
const REPORTS = ['jsa', 'incident'] as const satisfies readonly TFeatureKey[];
const SITE_WORK = ['variations', 'defects', 'progress', 'purchases'] as const satisfies readonly TFeatureKey[];
const PEOPLE = ['audits', 'inductions'] as const satisfies readonly TFeatureKey[];

const tiers: TPlanTier[] = [
  {
    key: 'small',
    name: 'Small',
    description: 'A sole trader or a small crew: site documents, hazard responses, pre-starts and timesheets.',
    monthlyPriceCents: 4_900,
    includedSeats: { pah: 1, sah: 1, nah: 3 },
    includedAuditLinks: { permanent: 0, temporary: 0 },
    features: [...BASE_FEATURES],
  },
  {
    key: 'medium',
    name: 'Medium',
    description: 'A growing team that writes its own SWMS.',
    monthlyPriceCents: 9_900,
    includedSeats: { pah: 1, sah: 3, nah: 10 },
    includedAuditLinks: { permanent: 1, temporary: 2 },
    features: [...BASE_FEATURES, ...SWMS],
  },
  {
    key: 'business_essentials',
    name: 'Business Essentials',
    description: 'SWMS, JSA and incident reports for a business running several sites.',
    monthlyPriceCents: 14_900,
    includedSeats: { pah: 2, sah: 5, nah: 20 },
    includedAuditLinks: { permanent: 2, temporary: 5 },
    features: [...BASE_FEATURES, ...SWMS, ...REPORTS],
  },
  {
    key: 'business_pack',
    name: 'Business Pack',
    description: 'Every site tool: audits, inductions, variations, defects, progress reports and purchases.',
    monthlyPriceCents: 24_900,
    includedSeats: { pah: 3, sah: 10, nah: 40 },
    includedAuditLinks: { permanent: 5, temporary: 10 },
    features: [...BASE_FEATURES, ...SWMS, ...REPORTS, ...SITE_WORK, ...PEOPLE],
  },
  {
    key: 'enterprise',
    name: 'Enterprise',
    description: 'Everything, audit sharing included, for large teams.',
    monthlyPriceCents: 49_900,
    includedSeats: { pah: 5, sah: 25, nah: 100 },
    includedAuditLinks: { permanent: 20, temporary: 50 },
    features: [...BASE_FEATURES, ...SWMS, ...REPORTS, ...SITE_WORK, ...PEOPLE, 'audits.sharing'],
  },
];

const packs: TPlanPack[] = [
  {
    key: BASE_BUNDLE,
    name: 'Business Essentials bundle',
    description: 'The base bundle every plan includes: documents, hazard responses, pre-starts, timesheets.',
    monthlyPriceCents: 0,
    features: [...BASE_FEATURES],
    kind: 'bundle',
  },
  {
    key: 'feature_swms',
    name: 'SWMS Management',
    description: 'Generate, view, sign and send SWMS.',
    monthlyPriceCents: 3_900,
    features: [...SWMS],
    kind: 'bundle',
  },
  {
    key: 'feature_reports',
    name: 'JSA & Incident Reports',
    description: 'JSA reports and incident reports.',
    monthlyPriceCents: 2_900,
    features: [...REPORTS],
    kind: 'bundle',
  },
  {
    key: 'feature_audits',
    name: 'Audit Tool',
    description: 'Build, assign and review audits.',
    monthlyPriceCents: 2_900,
    features: ['audits'],
    kind: 'bundle',
  },
  {
    key: 'feature_inductions',
    name: 'Courses & Inductions',
    description: 'Site inductions and courses.',
    monthlyPriceCents: 1_900,
    features: ['inductions'],
    kind: 'bundle',
  },
  {
    key: 'feature_site_work',
    name: 'Variations, Defects & Progress',
    description: 'Work variations, defects, progress reports and purchase records.',
    monthlyPriceCents: 3_500,
    features: [...SITE_WORK],
    kind: 'bundle',
  },
  // Feature add-ons: bought through the checkout's features list, never as a bundle (spec 3).
  {
    key: 'feature_audit_sharing',
    name: 'Audit Sharing',
    description: 'Share audits by web link with people outside the company.',
    monthlyPriceCents: 1_500,
    features: ['audits.sharing'],
    kind: 'feature',
  },
  {
    key: 'feature_call_centre',
    name: 'Call Centre',
    description: 'Phone support for your staff during business hours.',
    monthlyPriceCents: 5_900,
    features: [],
    kind: 'feature',
  },
  {
    key: 'feature_financial_tools',
    name: 'Financial Tools',
    description: 'Cost tracking and exports for your bookkeeper.',
    monthlyPriceCents: 3_500,
    features: [],
    kind: 'feature',
  },
];

const extras: TPlanExtra[] = [
  { key: 'pah', lookupKey: 'account_pah_additional', name: 'Additional account holder', billing: 'monthly', unit: 'seat', priceCents: 2_900 },
  { key: 'sah', lookupKey: 'account_sah_additional', name: 'Additional supervisor account', billing: 'monthly', unit: 'seat', priceCents: 1_500 },
  { key: 'nah', lookupKey: 'account_nah_additional', name: 'Additional worker account', billing: 'monthly', unit: 'seat', priceCents: 500 },
  {
    key: 'audit_link_permanent',
    lookupKey: 'audit_link_permanent_additional',
    name: 'Additional permanent audit link',
    billing: 'monthly',
    unit: 'link',
    priceCents: 1_000,
  },
  {
    key: 'audit_link_temporary',
    lookupKey: 'audit_link_temporary_additional',
    name: 'Additional temporary audit link',
    billing: 'monthly',
    unit: 'link',
    priceCents: 500,
  },
  { key: 'assisted_setup', lookupKey: 'extra_setup', name: 'Assisted account setup', billing: 'one_off', unit: 'once', priceCents: 49_900 },
  { key: 'onsite_training', lookupKey: 'extra_training', name: 'Onsite training (per hour)', billing: 'one_off', unit: 'hour', priceCents: 16_500 },
];

/** Checked once at start-up: a mistyped price or feature key stops the server, not a checkout. */
export const PLAN_CATALOGUE: TPlans = ZPlansSchema.parse({
  currency: 'AUD',
  pricesIncludeGst: true,
  gstRatePercent: 10,
  baseBundle: BASE_BUNDLE,
  tiers,
  packs,
  extras,
});

export type ExtraKey = 'pah' | 'sah' | 'nah' | 'audit_link_permanent' | 'audit_link_temporary' | 'assisted_setup' | 'onsite_training';

export function findTier(catalogue: TPlans, key: string): TPlanTier | undefined {
  return catalogue.tiers.find((tier) => tier.key === key);
}

export function findPack(catalogue: TPlans, key: string): TPlanPack | undefined {
  return catalogue.packs.find((pack) => pack.key === key);
}

export function extraOf(catalogue: TPlans, key: ExtraKey): TPlanExtra {
  const extra = catalogue.extras.find((each) => each.key === key);
  // The catalogue is a constant checked by tests; a missing extra is a programming error.
  if (!extra) throw new Error(`The plan catalogue has no extra '${key}'.`);
  return extra;
}
