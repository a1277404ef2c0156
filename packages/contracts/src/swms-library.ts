import { z } from 'zod';
import { CONTROL_LEVEL_CODES, HRCW_CODES, SWMS_JURISDICTIONS, SWMS_NAME_MAX, ZSwmsActivitySchema, ZSwmsHazardSchema } from './swms-reference.js';
import type { TSwmsJurisdictionCode } from './swms-reference.js';
import { ZPageQuerySchema, pageOf } from './pagination.js';
import { requiredText } from './fields.js';

/*
 * The SWMS library as the API shows it (spec 7: trades, workactivities, potentialhazards).
 * Public rows are HiVis's library; a company's own rows (isOwn) are visible only to it until
 * a HiVis admin makes them public.
 */

export const ZLibraryTradeSchema = z.object({
  id: z.string(),
  name: z.string(),
  isPublic: z.boolean(),
  /** Written by the caller's company. */
  isOwn: z.boolean(),
  scopes: z.array(z.object({ id: z.string(), name: z.string(), isPublic: z.boolean(), isOwn: z.boolean(), activityCount: z.number().int() })),
});
export type TLibraryTrade = z.infer<typeof ZLibraryTradeSchema>;

// GET /api/v3/trades
export const ZLibraryTradesSchema = z.object({ items: z.array(ZLibraryTradeSchema) });

export const ZLibraryHazardSchema = z.object({
  id: z.string(),
  hazard: z.string(),
  risk: z.string(),
  before: z.object({ likelihood: z.number().int(), consequence: z.number().int() }),
  controls: z.array(z.object({ level: z.enum(CONTROL_LEVEL_CODES), text: z.string() })),
  monitoring: z.string(),
  after: z.object({ likelihood: z.number().int(), consequence: z.number().int() }),
  responsible: z.string(),
  residualReason: z.string().nullable(),
});
export type TLibraryHazard = z.infer<typeof ZLibraryHazardSchema>;

export const ZLibraryActivitySchema = z.object({
  id: z.string(),
  tradeId: z.string(),
  tradeName: z.string(),
  scopeId: z.string(),
  scopeName: z.string(),
  name: z.string(),
  description: z.string(),
  hrcwCodes: z.array(z.enum(HRCW_CODES)),
  ppe: z.array(z.string()),
  plant: z.array(z.string()),
  licences: z.array(z.string()),
  isPublic: z.boolean(),
  isOwn: z.boolean(),
  hazards: z.array(ZLibraryHazardSchema),
});
export type TLibraryActivity = z.infer<typeof ZLibraryActivitySchema>;

// GET /api/v3/workactivities?type=all|public|custom&tradeId=&scopeId=&search=
export const LIBRARY_TYPES = ['all', 'public', 'custom'] as const;
export type TLibraryType = (typeof LIBRARY_TYPES)[number];
export const ZWorkActivitiesQuerySchema = z.object({
  type: z.enum(LIBRARY_TYPES, { error: 'Please choose all, public or custom.' }).default('all'),
  tradeId: z.uuid({ error: 'Must be a valid id.' }).optional(),
  scopeId: z.uuid({ error: 'Must be a valid id.' }).optional(),
  search: z.string().trim().max(100).optional(),
});
export const ZLibraryActivitiesSchema = z.object({ items: z.array(ZLibraryActivitySchema) });

// POST /api/v3/workactivities; PUT /api/v3/workactivities/{id}
export const ZSaveWorkActivitySchema = ZSwmsActivitySchema.extend({ scopeId: z.uuid({ error: 'Please choose the scope of work.' }) });
export type TSaveWorkActivityInput = z.input<typeof ZSaveWorkActivitySchema>;

// ---------------------------------------------------------------------------------------------
// Writing the library (spec 7: trades, workactivities, potentialhazards, whs activities)
// ---------------------------------------------------------------------------------------------

export const SWMS_LIBRARY_MESSAGES = {
  tradeName: 'Please name the trade.',
  scopeName: 'Please name the scope of work.',
  publicOnly: 'Only HiVis administrators can change the public library.',
  lastHazard: 'A work activity needs at least one hazard. Add another hazard before removing this one.',
  scopeChoice: 'Please choose a scope of work, or name a new one.',
  activities: 'Please add at least one work activity.',
  publicTradeDelete: 'This trade is in the public library and cannot be deleted here.',
} as const;

export const SWMS_BULK_MAX = 30;

// GET /api/v3/trades?type=all|public|custom&search= (custom, for a HiVis admin: every company's)
export const ZTradesQuerySchema = z.object({
  type: z.enum(LIBRARY_TYPES, { error: 'Please choose all, public or custom.' }).default('all'),
  search: z.string().trim().max(100, 'Search can be at most 100 characters.').optional(),
});
export type TTradesQuery = z.input<typeof ZTradesQuerySchema>;

/** A trade as an admin reviews it: whose it is. */
export const ZLibraryTradeReviewSchema = ZLibraryTradeSchema.extend({
  /** The company that wrote it; null for HiVis's own library. */
  companyName: z.string().nullable(),
  createdAt: z.string(),
});
export type TLibraryTradeReview = z.infer<typeof ZLibraryTradeReviewSchema>;
export const ZLibraryTradeReviewsSchema = z.object({ items: z.array(ZLibraryTradeReviewSchema) });

const libraryName = (message: string) => requiredText(message, SWMS_NAME_MAX);

// POST /api/v3/trades: a custom trade with its first scope
export const ZCreateTradeSchema = z.object({ name: libraryName(SWMS_LIBRARY_MESSAGES.tradeName), scopeName: libraryName(SWMS_LIBRARY_MESSAGES.scopeName) });
export type TCreateTradeInput = z.input<typeof ZCreateTradeSchema>;
// PUT /api/v3/trades/{id}
export const ZRenameTradeSchema = z.object({ name: libraryName(SWMS_LIBRARY_MESSAGES.tradeName) });
// POST /api/v3/trades/{id}/scopes; PUT /api/v3/scopes/{id}
export const ZScopeNameSchema = z.object({ name: libraryName(SWMS_LIBRARY_MESSAGES.scopeName) });
export type TScopeNameInput = z.input<typeof ZScopeNameSchema>;

export const ZLibraryScopeSchema = z.object({
  id: z.string(),
  tradeId: z.string(),
  tradeName: z.string(),
  name: z.string(),
  isPublic: z.boolean(),
  isOwn: z.boolean(),
});
export type TLibraryScope = z.infer<typeof ZLibraryScopeSchema>;

/** Answer of a DELETE in the library. */
export const ZLibraryDeletedSchema = z.object({ id: z.string(), message: z.string() });

// GET /api/v3/workactivities/highRisks?jurisdiction=NSW
export const ZHighRisksQuerySchema = z.object({
  jurisdiction: z
    .enum(SWMS_JURISDICTIONS.map((item) => item.code) as [TSwmsJurisdictionCode, ...TSwmsJurisdictionCode[]], {
      error: 'Please choose the state or country of the work.',
    })
    .optional(),
});
export const ZHighRisksSchema = z.object({
  jurisdiction: z.string(),
  documentTitle: z.string(),
  /** False in New Zealand: no legal list, the model list is offered as a guide. */
  legalList: z.boolean(),
  items: z.array(z.object({ code: z.enum(HRCW_CODES), reference: z.string(), label: z.string() })),
});
export type THighRisks = z.infer<typeof ZHighRisksSchema>;

// POST /api/v3/workactivities/bulk: several activities into one scope (an existing one, or a new one of a trade), all or nothing
export const ZBulkWorkActivitiesSchema = z
  .object({
    scopeId: z.uuid({ error: SWMS_LIBRARY_MESSAGES.scopeChoice }).optional(),
    tradeId: z.uuid({ error: 'Must be a valid id.' }).optional(),
    scopeName: libraryName(SWMS_LIBRARY_MESSAGES.scopeName).optional(),
    activities: z
      .array(ZSwmsActivitySchema, { error: SWMS_LIBRARY_MESSAGES.activities })
      .min(1, SWMS_LIBRARY_MESSAGES.activities)
      .max(SWMS_BULK_MAX, `Please add at most ${SWMS_BULK_MAX} activities at a time.`),
  })
  .refine((value) => Boolean(value.scopeId) !== Boolean(value.tradeId && value.scopeName), { message: SWMS_LIBRARY_MESSAGES.scopeChoice, path: ['scopeId'] });
export type TBulkWorkActivitiesInput = z.input<typeof ZBulkWorkActivitiesSchema>;

// POST /api/v3/potentialhazards; PUT /api/v3/potentialhazards/{id} (workActivityId ignored there)
export const ZSavePotentialHazardSchema = z.object({ workActivityId: z.uuid({ error: 'Please choose the work activity.' }) }).and(ZSwmsHazardSchema);
export type TSavePotentialHazardInput = z.input<typeof ZSavePotentialHazardSchema>;
export const ZUpdatePotentialHazardSchema = ZSwmsHazardSchema;

// GET /api/v3/whs/activities?search=&page=&take=: every visible activity, flat
export const ZWhsActivitiesQuerySchema = ZPageQuerySchema.extend({ search: z.string().trim().max(100, 'Search can be at most 100 characters.').optional() });
export type TWhsActivitiesQuery = z.input<typeof ZWhsActivitiesQuerySchema>;
export const ZWhsActivitySchema = z.object({
  id: z.string(),
  name: z.string(),
  tradeId: z.string(),
  tradeName: z.string(),
  scopeId: z.string(),
  scopeName: z.string(),
  isPublic: z.boolean(),
  isOwn: z.boolean(),
  hazardCount: z.number().int(),
});
export type TWhsActivity = z.infer<typeof ZWhsActivitySchema>;
export const ZWhsActivitiesPageSchema = pageOf(ZWhsActivitySchema);
