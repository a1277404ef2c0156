import { z } from 'zod';
import { ZUuidSchema } from './fields.js';
import { ZPageQuerySchema } from './pagination.js';
import { ZJobStatusSchema } from './jobs.js';

/*
 * Dashboards (/dashboard, /dashboard/{dashboardId}) and their read-only embed links (the
 * "analytics token" family of spec 7, whose fields the spec does not show). Dashboards are a small
 * catalogue defined in code; each answers all its tiles in one response.
 */

export const DASHBOARD_IDS = ['operations', 'compliance'] as const;
export type TDashboardId = (typeof DASHBOARD_IDS)[number];

export const DASHBOARD_MESSAGES = {
  dashboardId: 'Please choose a dashboard.',
  expiresInDays: 'Please choose how many days the link lasts: 1 to 365.',
  label: 'Label can be at most 100 characters.',
  linkInvalid: 'This dashboard link is not valid any more.',
  tooMany: 'This dashboard link was opened too often. Please wait a few minutes and reload.',
  closed: 'This account is suspended or closed, so new dashboard links cannot be made. Please contact support.',
} as const;

/** Jobs coming up: the rest of today and this many days after it, in the company's zone. */
export const DASHBOARD_UPCOMING_DAYS = 14;
/** Licence windows the compliance dashboard counts, in days from today. */
export const DASHBOARD_LICENCE_WINDOWS = [30, 60, 90] as const;
/** Weeks back (this week included) in which unapproved timesheets are counted. */
export const DASHBOARD_APPROVAL_WEEKS = 8;
/** How many rows a tile lists; its count covers them all. */
export const DASHBOARD_TILE_ROWS = 8;
/** Embed screens fetch again this often (an office TV). */
export const EMBED_REFRESH_MS = 5 * 60 * 1000;
export const DASHBOARD_LINK_MAX_DAYS = 365;

export const ZDashboardIdSchema = z.enum(DASHBOARD_IDS, { error: DASHBOARD_MESSAGES.dashboardId });

/* The catalogue --------------------------------------------------------------------------------- */

export const ZDashboardSummarySchema = z.object({
  id: ZDashboardIdSchema,
  title: z.string(),
  description: z.string(),
  headline: z.object({ label: z.string(), value: z.number().int() }),
});
export type TDashboardSummary = z.infer<typeof ZDashboardSummarySchema>;

// GET /api/v3/dashboard
export const ZDashboardCatalogueSchema = z.object({ items: z.array(ZDashboardSummarySchema) });
export type TDashboardCatalogue = z.infer<typeof ZDashboardCatalogueSchema>;

/* Tiles ------------------------------------------------------------------------------------------ */

const ZJobLineSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  worksiteId: z.string(),
  title: z.string(),
  jobNumber: z.string().nullable(),
  status: ZJobStatusSchema,
  worksiteName: z.string(),
  scheduledStart: z.string().nullable(),
  scheduledEnd: z.string().nullable(),
});
export type TDashboardJobLine = z.infer<typeof ZJobLineSchema>;

const ZJobListTileSchema = z.object({ count: z.number().int(), items: z.array(ZJobLineSchema) });
export type TDashboardJobListTile = z.infer<typeof ZJobListTileSchema>;

export const ZJobsByStatusTileSchema = z.object({
  total: z.number().int(),
  counts: z.array(z.object({ status: ZJobStatusSchema, count: z.number().int() })),
});
export type TJobsByStatusTile = z.infer<typeof ZJobsByStatusTileSchema>;

export const ZHoursTileSchema = z.object({
  /** Monday of the week, YYYY-MM-DD in the company's zone. */
  weekStart: z.string(),
  totalMinutes: z.number().int(),
  peopleCount: z.number().int(),
  /** The people with the most hours first. */
  people: z.array(z.object({ userId: z.string(), name: z.string(), minutes: z.number().int() })),
});
export type THoursTile = z.infer<typeof ZHoursTileSchema>;

export const ZApprovalsTileSchema = z.object({
  /** Person-weeks with finished shifts not approved yet. */
  count: z.number().int(),
  weeks: z.array(z.object({ weekStart: z.string(), people: z.number().int() })),
});
export type TApprovalsTile = z.infer<typeof ZApprovalsTileSchema>;

export const ZLicenceBucketSchema = z.enum(['expired', 'within30', 'within60', 'within90']);
export type TLicenceBucket = z.infer<typeof ZLicenceBucketSchema>;

export const ZLicencesTileSchema = z.object({
  counts: z.array(z.object({ bucket: ZLicenceBucketSchema, count: z.number().int() })),
  /** Expired or expiring within 30 days, soonest first. */
  soonest: z.array(z.object({ id: z.string(), userId: z.string(), name: z.string(), licence: z.string(), expiresOn: z.string() })),
  soonestCount: z.number().int(),
});
export type TLicencesTile = z.infer<typeof ZLicencesTileSchema>;

export const ZPendingSetupTileSchema = z.object({
  count: z.number().int(),
  items: z.array(z.object({ userId: z.string(), name: z.string(), invitedOn: z.string() })),
});
export type TPendingSetupTile = z.infer<typeof ZPendingSetupTileSchema>;

const dashboardBase = {
  title: z.string(),
  timeZone: z.string(),
  /** Today in the company's zone, YYYY-MM-DD: the day the windows count from. */
  today: z.string(),
  generatedAt: z.string(),
  companyName: z.string(),
};

export const ZOperationsDashboardSchema = z.object({
  id: z.literal('operations'),
  ...dashboardBase,
  jobsByStatus: ZJobsByStatusTileSchema,
  comingUp: ZJobListTileSchema,
  overdue: ZJobListTileSchema,
  /** Null when the company does not use timesheets. */
  hoursThisWeek: ZHoursTileSchema.nullable(),
  toApprove: ZApprovalsTileSchema.nullable(),
});
export type TOperationsDashboard = z.infer<typeof ZOperationsDashboardSchema>;

export const ZComplianceDashboardSchema = z.object({
  id: z.literal('compliance'),
  ...dashboardBase,
  licences: ZLicencesTileSchema,
  pendingSetup: ZPendingSetupTileSchema,
});
export type TComplianceDashboard = z.infer<typeof ZComplianceDashboardSchema>;

// GET /api/v3/dashboard/{dashboardId} and GET /api/v3/embed/dashboard?token=
export const ZDashboardSchema = z.discriminatedUnion('id', [ZOperationsDashboardSchema, ZComplianceDashboardSchema]);
export type TDashboard = z.infer<typeof ZDashboardSchema>;

export const ZDashboardParamsSchema = z.object({ dashboardId: ZDashboardIdSchema });

/* Embed links (analytics tokens) ----------------------------------------------------------------- */

export const ZDashboardLinkStateSchema = z.enum(['active', 'expired', 'revoked']);
export type TDashboardLinkState = z.infer<typeof ZDashboardLinkStateSchema>;

export const ZDashboardLinkSchema = z.object({
  id: z.string(),
  dashboardId: ZDashboardIdSchema,
  label: z.string().nullable(),
  state: ZDashboardLinkStateSchema,
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type TDashboardLink = z.infer<typeof ZDashboardLinkSchema>;

// POST /api/v3/analytics/token
export const ZCreateDashboardLinkSchema = z.object({
  dashboardId: ZDashboardIdSchema,
  label: z
    .string({ error: DASHBOARD_MESSAGES.label })
    .trim()
    .max(100, DASHBOARD_MESSAGES.label)
    .nullish()
    .transform((value) => (value ? value : null)),
  expiresInDays: z.coerce
    .number({ error: DASHBOARD_MESSAGES.expiresInDays })
    .int(DASHBOARD_MESSAGES.expiresInDays)
    .min(1, DASHBOARD_MESSAGES.expiresInDays)
    .max(DASHBOARD_LINK_MAX_DAYS, DASHBOARD_MESSAGES.expiresInDays),
});
export type TCreateDashboardLinkInput = z.input<typeof ZCreateDashboardLinkSchema>;
export type TCreateDashboardLinkValues = z.output<typeof ZCreateDashboardLinkSchema>;

/** The link is answered once, when made: only its hash is kept. */
export const ZCreatedDashboardLinkSchema = z.object({
  link: ZDashboardLinkSchema,
  /** /embed-dashboard?token=…, to put after the web app's address. */
  path: z.string(),
  url: z.string(),
});
export type TCreatedDashboardLink = z.infer<typeof ZCreatedDashboardLinkSchema>;

// GET /api/v3/analytics/token?dashboardId=&page=&take=
export const ZDashboardLinksQuerySchema = ZPageQuerySchema.extend({ dashboardId: ZDashboardIdSchema.optional() });
export type TDashboardLinksQuery = z.output<typeof ZDashboardLinksQuerySchema>;
export type TDashboardLinksQueryInput = z.input<typeof ZDashboardLinksQuerySchema>;
export const ZDashboardLinksPageSchema = z.object({
  items: z.array(ZDashboardLinkSchema),
  total: z.number().int(),
  page: z.number().int(),
  take: z.number().int(),
});
export type TDashboardLinksPage = z.infer<typeof ZDashboardLinksPageSchema>;

export const ZDashboardLinkParamsSchema = z.object({ id: ZUuidSchema });

// GET /api/v3/embed/dashboard?token=
export const ZEmbedTokenQuerySchema = z.object({
  token: z.string({ error: DASHBOARD_MESSAGES.linkInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, DASHBOARD_MESSAGES.linkInvalid),
});
