import { z } from 'zod';
import { FEATURE_CATALOGUE, ZFeatureKeySchema } from './features.js';
import type { TFeatureKey, TPlatformAvailability } from './features.js';

/*
 * /manage-features ("feature" family of spec 7, details not shown): the account holder switches
 * off, and back on, features the plan includes. The plan's own list is never changed here.
 */

export const FEATURE_GROUPS = ['SWMS', 'Reports', 'Audits & inductions', 'On site', 'Jobs & documents'] as const;
export type TFeatureGroup = (typeof FEATURE_GROUPS)[number];

type TFeatureDetails = {
  group: TFeatureGroup;
  description: string;
  /** A part of another feature: switching the parent off switches this off too. */
  parent?: TFeatureKey;
};

/** Every catalogue feature needs an entry (the type says so), so a new feature cannot go unexplained. */
export const FEATURE_DETAILS: Record<TFeatureKey, TFeatureDetails> = {
  swms: { group: 'SWMS', description: 'Safe work method statements for your jobs.' },
  'swms.create': { group: 'SWMS', parent: 'swms', description: 'Generate a SWMS from a template, step by step.' },
  'swms.view': { group: 'SWMS', parent: 'swms', description: 'Open, download and sign generated SWMS.' },
  'swms.send': { group: 'SWMS', parent: 'swms', description: 'Email a SWMS to people for signing.' },
  jsa: { group: 'Reports', description: 'Job safety analysis reports from site, for review.' },
  incident: { group: 'Reports', description: 'Record and follow up incidents on site.' },
  audits: { group: 'Audits & inductions', description: 'Build audit templates, assign them to sites and review answers.' },
  'audits.sharing': { group: 'Audits & inductions', parent: 'audits', description: 'Send audits by web link to people without a login.' },
  inductions: { group: 'Audits & inductions', description: 'Site inductions and courses for staff and contractors.' },
  pst: { group: 'On site', description: 'Pre-start talks with the crew before work begins.' },
  pssc: { group: 'On site', description: 'Pre-start safety checks of the site, plant and equipment.' },
  notifications: { group: 'On site', description: 'Hazard notifications and the responses to them.' },
  'notifications.create': { group: 'On site', parent: 'notifications', description: 'Staff raise hazard notifications from the app.' },
  'make-safe': { group: 'On site', parent: 'notifications', description: 'Issue and track make-safe work on a hazard.' },
  'repair-work': { group: 'On site', parent: 'notifications', description: 'Issue and track repair work on a hazard.' },
  timesheet: { group: 'On site', description: 'Clock on and off jobs in the mobile app.' },
  documents: { group: 'Jobs & documents', description: 'Site documents and information shared with staff.' },
  'documents.view-sign': { group: 'Jobs & documents', parent: 'documents', description: 'Staff view and sign documents in the app.' },
  'documents.manage': { group: 'Jobs & documents', parent: 'documents', description: 'Upload and organise documents in the app.' },
  variations: { group: 'Jobs & documents', description: 'Work variations signed off by the client.' },
  defects: { group: 'Jobs & documents', description: 'Record defects and get them fixed.' },
  progress: { group: 'Jobs & documents', description: 'Progress reports on jobs.' },
  purchases: { group: 'Jobs & documents', description: 'Record purchases made for jobs.' },
};

/** Where a feature is used, in words: mobile-only features change nothing in the web menu. */
export function featurePlatformLabel(availability: Record<'PAH' | 'SAH' | 'NAH', TPlatformAvailability>): string {
  const values = Object.values(availability);
  const web = values.some((value) => value === 'web' || value === 'both');
  const mobile = values.some((value) => value === 'mobile' || value === 'both');
  if (web && mobile) return 'Web and mobile app';
  if (web) return 'Web only';
  return 'Mobile app';
}

/** The sub-features of a feature, in catalogue order. */
export function featureChildren(parent: TFeatureKey): TFeatureKey[] {
  return FEATURE_CATALOGUE.map((feature) => feature.key).filter((key) => FEATURE_DETAILS[key].parent === parent);
}

/**
 * The switched-off list as it is stored: only features of the plan, each once, in catalogue
 * order, and every part of a switched-off feature switched off with it.
 */
export function normaliseSwitchedOff(switchedOff: readonly string[], planFeatures: readonly string[]): TFeatureKey[] {
  const off = new Set(switchedOff);
  for (const key of switchedOff) {
    if (ZFeatureKeySchema.safeParse(key).success) for (const child of featureChildren(key as TFeatureKey)) off.add(child);
  }
  return FEATURE_CATALOGUE.map((feature) => feature.key).filter((key) => off.has(key) && planFeatures.includes(key));
}

export const ZFeatureSwitchSchema = z.object({
  key: ZFeatureKeySchema,
  name: z.string(),
  group: z.enum(FEATURE_GROUPS),
  description: z.string(),
  parent: ZFeatureKeySchema.nullable(),
  platform: z.string(),
  enabled: z.boolean(),
});
export type TFeatureSwitch = z.infer<typeof ZFeatureSwitchSchema>;

// GET /api/v3/feature and the answer of PUT /api/v3/feature
export const ZFeatureSwitchesSchema = z.object({
  /** The features the plan includes, in catalogue order, each on or off. */
  features: z.array(ZFeatureSwitchSchema),
  switchedOff: z.array(ZFeatureKeySchema),
});
export type TFeatureSwitches = z.infer<typeof ZFeatureSwitchesSchema>;

// PUT /api/v3/feature: the whole list of switched-off features (an empty list switches everything on).
export const ZUpdateFeatureSwitchesSchema = z.object({
  switchedOff: z
    .array(z.string({ error: 'Each feature must be a feature key.' }).max(60, 'Unknown feature.'), {
      error: 'switchedOff must be a list of feature keys.',
    })
    .max(FEATURE_CATALOGUE.length * 2, 'Too many features in the list.'),
});
export type TUpdateFeatureSwitches = z.infer<typeof ZUpdateFeatureSwitchesSchema>;
