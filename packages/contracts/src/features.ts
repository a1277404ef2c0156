import { z } from 'zod';

/** Where a feature can be used: the web app, the mobile app, both or neither (spec section 6). */
export type TPlatformAvailability = 'both' | 'web' | 'mobile' | 'none';

type TFeatureDefinition = {
  key: string;
  name: string;
  availability: { PAH: TPlatformAvailability; SAH: TPlatformAvailability; NAH: TPlatformAvailability };
};

/** Every feature a company can have switched on, with its display name and availability. */
export const FEATURE_CATALOGUE = [
  { key: 'timesheet', name: 'TimeSheet', availability: { PAH: 'mobile', SAH: 'mobile', NAH: 'none' } },
  { key: 'documents', name: 'Site Documents & Information', availability: { PAH: 'both', SAH: 'mobile', NAH: 'mobile' } },
  { key: 'documents.view-sign', name: 'View & Sign Documents', availability: { PAH: 'mobile', SAH: 'mobile', NAH: 'mobile' } },
  { key: 'documents.manage', name: 'Manage Documents', availability: { PAH: 'mobile', SAH: 'mobile', NAH: 'none' } },
  { key: 'pst', name: 'Pre-Start Talk', availability: { PAH: 'both', SAH: 'mobile', NAH: 'none' } },
  { key: 'pssc', name: 'Pre-Start Safety Check', availability: { PAH: 'both', SAH: 'mobile', NAH: 'none' } },
  { key: 'notifications', name: 'Hazard Response', availability: { PAH: 'both', SAH: 'mobile', NAH: 'mobile' } },
  { key: 'notifications.create', name: 'Raise Hazard Notification', availability: { PAH: 'mobile', SAH: 'mobile', NAH: 'mobile' } },
  { key: 'make-safe', name: 'Make Safe Work', availability: { PAH: 'mobile', SAH: 'mobile', NAH: 'mobile' } },
  { key: 'repair-work', name: 'Repair Work', availability: { PAH: 'mobile', SAH: 'mobile', NAH: 'mobile' } },
  { key: 'swms', name: 'SWMS Management', availability: { PAH: 'both', SAH: 'mobile', NAH: 'mobile' } },
  { key: 'swms.create', name: 'Generate SWMS', availability: { PAH: 'both', SAH: 'mobile', NAH: 'none' } },
  { key: 'swms.view', name: 'View SWMS', availability: { PAH: 'both', SAH: 'mobile', NAH: 'mobile' } },
  { key: 'swms.send', name: 'Send SWMS', availability: { PAH: 'mobile', SAH: 'mobile', NAH: 'mobile' } },
  { key: 'jsa', name: 'JSA Report', availability: { PAH: 'both', SAH: 'mobile', NAH: 'mobile' } },
  { key: 'audits', name: 'Audit Tool', availability: { PAH: 'both', SAH: 'mobile', NAH: 'mobile' } },
  { key: 'audits.sharing', name: 'Audit Sharing', availability: { PAH: 'web', SAH: 'none', NAH: 'none' } },
  { key: 'progress', name: 'Progress Reports', availability: { PAH: 'both', SAH: 'mobile', NAH: 'none' } },
  { key: 'variations', name: 'Work Variations', availability: { PAH: 'both', SAH: 'mobile', NAH: 'none' } },
  { key: 'defects', name: 'Work Defects', availability: { PAH: 'both', SAH: 'mobile', NAH: 'none' } },
  { key: 'incident', name: 'Incident Report', availability: { PAH: 'both', SAH: 'mobile', NAH: 'none' } },
  { key: 'purchases', name: 'Record Purchases', availability: { PAH: 'both', SAH: 'mobile', NAH: 'none' } },
  { key: 'inductions', name: 'Courses/Inductions', availability: { PAH: 'both', SAH: 'mobile', NAH: 'mobile' } },
] as const satisfies readonly TFeatureDefinition[];

export type TFeatureKey = (typeof FEATURE_CATALOGUE)[number]['key'];
export const FEATURE_KEYS = FEATURE_CATALOGUE.map((feature) => feature.key) as [TFeatureKey, ...TFeatureKey[]];
export const ZFeatureKeySchema = z.enum(FEATURE_KEYS);

/** The web client's feature flags (spec section 3, "Features"), each tied to one feature key. */
export const FEATURE_FLAG_KEYS = {
  showJsa: 'jsa',
  showAudits: 'audits',
  showInductions: 'inductions',
  showNotifications: 'notifications',
  showVariations: 'variations',
  showDefects: 'defects',
  showDocuments: 'documents',
  showPssc: 'pssc',
  showPst: 'pst',
  showPurchases: 'purchases',
  showProgress: 'progress',
  showIncident: 'incident',
  showSwms: 'swms',
  showSwmscreate: 'swms.create',
  showSwmsview: 'swms.view',
} as const satisfies Record<string, TFeatureKey>;

export type TFeatureFlag = keyof typeof FEATURE_FLAG_KEYS;
export type TFeatureFlags = Record<TFeatureFlag, boolean>;

export const ZFeatureEntrySchema = z.object({
  key: ZFeatureKeySchema,
  name: z.string(),
  role: z.literal('PAH'),
  platform: z.enum(['both', 'web', 'mobile', 'none']),
});
export type TFeatureEntry = z.infer<typeof ZFeatureEntrySchema>;

/** The feature list sent to clients: the company's enabled features, PAH entries only (spec 6). */
export function featureEntries(enabled: readonly string[]): TFeatureEntry[] {
  return FEATURE_CATALOGUE.filter((feature) => enabled.includes(feature.key)).map((feature) => ({
    key: feature.key,
    name: feature.name,
    role: 'PAH' as const,
    platform: feature.availability.PAH,
  }));
}

/** Turns an enabled-feature list into the spec's flags. One function for server and web alike. */
export function toFeatureFlags(enabled: readonly string[]): TFeatureFlags {
  const flags = {} as TFeatureFlags;
  for (const [flag, key] of Object.entries(FEATURE_FLAG_KEYS) as [TFeatureFlag, TFeatureKey][]) {
    flags[flag] = enabled.includes(key);
  }
  return flags;
}

export function featureName(key: TFeatureKey): string {
  return FEATURE_CATALOGUE.find((feature) => feature.key === key)?.name ?? key;
}
