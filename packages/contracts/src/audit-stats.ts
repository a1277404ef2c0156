import { z } from 'zod';
import { ZAuditDaySchema, checkDayRange } from './audits.js';
import { ZArchivedFilterSchema } from './pagination.js';

/*
 * What the submitted audits add up to (spec 7 /audit/response/summary and stats/{id}): how many
 * were done and failed, the average score, and for one template its weeks and the questions that
 * fail most, so an owner sees where the sites slip without opening every audit.
 */

/** How many weeks a template's stats go back, this week included. */
export const AUDIT_STATS_WEEKS = 12;
/** How many of the most-failed questions a template's stats name. */
export const AUDIT_STATS_MOST_FAILED = 10;

/** The filters both take: the list's (spec 7), less its paging, order and name. */
const statsFilters = {
  /** true: everyone's audits (account holders); otherwise the caller's own. */
  all: ZArchivedFilterSchema,
  /** Submitted on or after this day, and on or before the end day, in the company's time zone. */
  createdOnStart: ZAuditDaySchema.optional(),
  createdOnEnd: ZAuditDaySchema.optional(),
  /** Submitted by this person. */
  userId: z.uuid({ error: 'Must be a valid id.' }).optional(),
};

/** GET /api/v3/audit/response/summary */
export const ZAuditSummaryQuerySchema = z
  .object({
    ...statsFilters,
    /** The template the audits answered. */
    auditType: z.uuid({ error: 'Audit type must be a template id.' }).optional(),
  })
  .superRefine(checkDayRange);
export type TAuditSummaryQuery = z.infer<typeof ZAuditSummaryQuerySchema>;
export type TAuditSummaryQueryInput = z.input<typeof ZAuditSummaryQuerySchema>;

/** GET /api/v3/audit/response/stats/{id}: the template is the path's. */
export const ZAuditStatsQuerySchema = z.object(statsFilters).superRefine(checkDayRange);
export type TAuditStatsQuery = z.infer<typeof ZAuditStatsQuerySchema>;
export type TAuditStatsQueryInput = z.input<typeof ZAuditStatsQuerySchema>;

/** Counts of a set of submitted audits; the average is of the scored ones, null when none is. */
const ZTalliesSchema = z.object({
  total: z.number().int(),
  failed: z.number().int(),
  averagePercentage: z.number().int().nullable(),
});

export const ZAuditSummarySchema = ZTalliesSchema.extend({
  approved: z.number().int(),
  returned: z.number().int(),
  /** Submitted and not reviewed yet. */
  awaitingReview: z.number().int(),
  /** By template, the most done first (at most 50). */
  templates: z.array(ZTalliesSchema.extend({ auditTemplateId: z.uuid(), name: z.string(), lastSubmittedOn: z.string() })),
});
export type TAuditSummary = z.infer<typeof ZAuditSummarySchema>;

export const ZAuditStatsSchema = ZTalliesSchema.extend({
  auditTemplateId: z.uuid(),
  name: z.string(),
  /** The last AUDIT_STATS_WEEKS weeks, oldest first, each from its Monday (company time zone); weeks with none count 0. */
  weeks: z.array(ZTalliesSchema.extend({ weekOf: z.string() })),
  /** The questions failed most often, with how often they were answered. */
  mostFailed: z.array(z.object({ questionId: z.string(), prompt: z.string(), failed: z.number().int(), answered: z.number().int() })),
});
export type TAuditStats = z.infer<typeof ZAuditStatsSchema>;
