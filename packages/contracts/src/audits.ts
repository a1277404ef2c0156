import { z } from 'zod';
import { withDeviceId } from './commands.js';
import { withEditBase } from './edits.js';
import { ZArchivedFilterSchema, ZTablePageQuerySchema, pageOf } from './pagination.js';
import { ISO_DATE_PATTERN, isIsoDate } from './rules/timesheet-time.js';
import { ZAuditSectionSchema, ZAuditTemplateInputSchema } from './audit-templates.js';

/*
 * The audit templates' API (spec 7, "Audit": /api/v3/audit). A template is the company's own or
 * one of HiVis's starter templates, which every company reads and copies
 * (derivedFromAuditTemplateId). A template keeps its versions: once an audit has answered a
 * version it is frozen, and saving the template makes the next one; audits keep the version they
 * answered.
 */

export const AUDIT_MESSAGES = {
  notFound: 'Audit template not found.',
  derivedFromUnknown: 'The template this one is copied from was not found.',
  starterReadOnly: 'HiVis’s starter templates cannot be changed. Make a copy and change that.',
  date: 'Please enter a date as YYYY-MM-DD.',
  dateRange: 'The end date must be on or after the start date.',
} as const;

/** Whose a template is: the company's own, or one of HiVis's starter templates. */
export const AUDIT_TEMPLATE_SOURCES = ['company', 'starter'] as const;
export type TAuditTemplateSource = (typeof AUDIT_TEMPLATE_SOURCES)[number];

export const AUDIT_TEMPLATE_ORDERS = ['name', 'newest', 'oldest'] as const;

/** A day of the lists' date filters (createdOnStart, createdOnEnd). */
export const ZAuditDaySchema = z.string({ error: AUDIT_MESSAGES.date }).regex(ISO_DATE_PATTERN, AUDIT_MESSAGES.date).refine(isIsoDate, AUDIT_MESSAGES.date);

/** The lists' date range ends on or after it starts. */
export function checkDayRange(query: { createdOnStart?: string; createdOnEnd?: string }, issues: z.RefinementCtx): void {
  if (query.createdOnStart && query.createdOnEnd && query.createdOnEnd < query.createdOnStart) {
    issues.addIssue({ code: 'custom', path: ['createdOnEnd'], message: AUDIT_MESSAGES.dateRange });
  }
}

// GET /api/v3/audit
export const ZAuditTemplatesQuerySchema = ZTablePageQuerySchema.omit({ search: true })
  .extend({
    /** Part of the name, any case. */
    name: z.string().trim().max(100, 'Name can be at most 100 characters.').optional(),
    /** company: the company's own; starter: HiVis's; both when not given. */
    auditType: z.enum(AUDIT_TEMPLATE_SOURCES, { error: 'Audit type must be company or starter.' }).optional(),
    /** true lists archived templates as well as current ones. */
    all: ZArchivedFilterSchema,
    order: z.enum(AUDIT_TEMPLATE_ORDERS, { error: `Order must be one of ${AUDIT_TEMPLATE_ORDERS.join(', ')}.` }).default('name'),
    /** Made on or after this day, and on or before the end day, in the company's time zone. */
    createdOnStart: ZAuditDaySchema.optional(),
    createdOnEnd: ZAuditDaySchema.optional(),
    /** Made by this person. */
    userId: z.uuid({ error: 'Must be a valid id.' }).optional(),
  })
  .superRefine(checkDayRange);
export type TAuditTemplatesQuery = z.infer<typeof ZAuditTemplatesQuerySchema>;
export type TAuditTemplatesQueryInput = z.input<typeof ZAuditTemplatesQuerySchema>;

/** POST /api/v3/audit: a template, and the id the device made for it. */
export const ZNewAuditTemplateSchema = withDeviceId(ZAuditTemplateInputSchema);
export type TNewAuditTemplateInput = z.input<typeof ZNewAuditTemplateSchema>;
export type TNewAuditTemplateValues = z.output<typeof ZNewAuditTemplateSchema>;

/** PUT /api/v3/audit/{id}: the template and the version of it the builder opened (edits.ts). */
export const ZAuditTemplateEditSchema = withEditBase(ZAuditTemplateInputSchema);
export type TAuditTemplateEdit = z.input<typeof ZAuditTemplateEditSchema>;
export type TAuditTemplateEditValues = z.output<typeof ZAuditTemplateEditSchema>;

const ZPersonRefSchema = z.object({ id: z.uuid(), name: z.string() });

/** One template in the list. */
export const ZAuditTemplateSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  auditType: z.enum(AUDIT_TEMPLATE_SOURCES),
  /** The current version's number, from 1. */
  version: z.number().int(),
  sectionCount: z.number().int(),
  questionCount: z.number().int(),
  derivedFromAuditTemplateId: z.uuid().nullable(),
  createdBy: ZPersonRefSchema.nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  archivedOn: z.string().nullable(),
});
export type TAuditTemplateSummary = z.infer<typeof ZAuditTemplateSummarySchema>;
export const ZAuditTemplatesPageSchema = pageOf(ZAuditTemplateSummarySchema);
export type TAuditTemplatesPage = z.infer<typeof ZAuditTemplatesPageSchema>;

/** A version of a template, as the history lists it. */
export const ZAuditTemplateVersionSchema = z.object({
  version: z.number().int(),
  createdOn: z.string(),
  /** An audit has answered it: saving the template makes a new version instead of changing it. */
  frozen: z.boolean(),
});

/** GET /api/v3/audit/{id}: the template with its current version's sections, and its history. */
export const ZAuditTemplateDetailsSchema = ZAuditTemplateSummarySchema.extend({
  derivedFromName: z.string().nullable(),
  sections: z.array(ZAuditSectionSchema),
  versions: z.array(ZAuditTemplateVersionSchema),
});
export type TAuditTemplateDetails = z.infer<typeof ZAuditTemplateDetailsSchema>;
