import { z } from 'zod';
import { ZAuditSectionSchema } from './audit-templates.js';
import { ZFileSchema } from './files.js';
import { ZAuditDaySchema, checkDayRange } from './audits.js';
import { ZArchivedFilterSchema, ZTablePageQuerySchema, pageOf } from './pagination.js';

/*
 * A submitted audit as the API answers it (spec 7 /audit/response): the questions of the version
 * it answered, the answers, and its score as worked out on submitting.
 */

export const AUDIT_RESPONSE_MESSAGES = {
  notFound: 'Audit not found.',
  templateUnknown: 'This audit template was not found.',
  starterTemplate: 'Copy this starter template to your company’s templates before using it.',
  templateArchived: 'This audit template is archived, so it takes no new audits.',
  versionUnknown: 'This version of the template was not found. Open the audit again to get the current one.',
  jobUnknown: 'The job was not found, or you are not on it.',
  worksiteUnknown: 'The worksite was not found.',
  fileUnknown: 'This file was not found. Please add it again.',
  fileWrongType: 'This file is not of the kind this question takes. Please add it again.',
  reviewStatus: 'Please choose to approve it or send it back.',
  returnComment: 'Please say what needs doing again.',
} as const;

export const AUDIT_RESPONSE_STATUSES = ['submitted', 'approved', 'returned'] as const;

const ZPlaceSchema = z.object({ id: z.uuid(), name: z.string() });

/** Who answered through a web link (they have no account), and the link's name. */
const ZRespondentSchema = z.object({ name: z.string(), email: z.string().nullable(), linkName: z.string() });

export const ZAuditResponseScoreSchema = z.object({
  score: z.number(),
  max: z.number(),
  percentage: z.number().int().nullable(),
  failed: z.boolean(),
  failedQuestionIds: z.array(z.string()),
  sections: z.array(z.object({ id: z.string(), score: z.number(), max: z.number(), percentage: z.number().int().nullable() })),
});
export type TAuditResponseScore = z.infer<typeof ZAuditResponseScoreSchema>;

/** GET /api/v3/audit/response/id/{id}, and the answer to POST /api/v3/audit/response. */
export const ZAuditResponseDetailsSchema = z.object({
  id: z.uuid(),
  auditTemplateId: z.uuid(),
  templateName: z.string(),
  version: z.number().int(),
  sections: z.array(ZAuditSectionSchema),
  answers: z.record(z.string(), z.unknown()),
  notes: z.record(z.string(), z.string()),
  evidence: z.record(z.string(), z.array(z.string())),
  score: ZAuditResponseScoreSchema,
  job: ZPlaceSchema.nullable(),
  worksite: ZPlaceSchema.nullable(),
  submittedBy: ZPlaceSchema.nullable(),
  /** Set when it came through a web link; submittedBy is then null. */
  respondent: ZRespondentSchema.nullable(),
  startedOn: z.string(),
  submittedOn: z.string(),
  status: z.enum(AUDIT_RESPONSE_STATUSES),
  /** Every photo, signature, recording and file the answers name, with links to show them. */
  files: z.array(ZFileSchema),
  /** The last review, once there is one: who, when, and what they said. */
  review: z
    .object({
      by: ZPlaceSchema.nullable(),
      on: z.string(),
      comment: z.string().nullable(),
    })
    .nullable(),
});
export type TAuditResponseDetails = z.infer<typeof ZAuditResponseDetailsSchema>;

export const AUDIT_RESPONSE_ORDERS = ['newest', 'oldest', 'lowest_score'] as const;

/**
 * GET /api/v3/audit/response: submitted audits, by spec 7's filters. Account holders see the
 * company's; staff their own, whatever they ask.
 */
export const ZAuditResponsesQuerySchema = ZTablePageQuerySchema.omit({ search: true })
  .extend({
    /** true: everyone's audits (account holders); false, the default: the caller's own. */
    all: ZArchivedFilterSchema,
    order: z.enum(AUDIT_RESPONSE_ORDERS, { error: `Order must be one of ${AUDIT_RESPONSE_ORDERS.join(', ')}.` }).default('newest'),
    /** The template the audits answered. */
    auditType: z.uuid({ error: 'Audit type must be a template id.' }).optional(),
    /** Part of the template's name, any case. */
    name: z.string().trim().max(100, 'Name can be at most 100 characters.').optional(),
    /** Submitted on or after this day, and on or before the end day, in the company's time zone. */
    createdOnStart: ZAuditDaySchema.optional(),
    createdOnEnd: ZAuditDaySchema.optional(),
    /** Submitted by this person. */
    userId: z.uuid({ error: 'Must be a valid id.' }).optional(),
  })
  .superRefine(checkDayRange);
export type TAuditResponsesQuery = z.infer<typeof ZAuditResponsesQuerySchema>;
export type TAuditResponsesQueryInput = z.input<typeof ZAuditResponsesQuerySchema>;

/** One submitted audit in the list: what a reviewer needs to pick it out. */
export const ZAuditResponseSummarySchema = z.object({
  id: z.uuid(),
  auditTemplateId: z.uuid(),
  templateName: z.string(),
  version: z.number().int(),
  job: ZPlaceSchema.nullable(),
  worksite: ZPlaceSchema.nullable(),
  submittedBy: ZPlaceSchema.nullable(),
  respondent: ZRespondentSchema.nullable(),
  submittedOn: z.string(),
  percentage: z.number().int().nullable(),
  failed: z.boolean(),
  failedCount: z.number().int(),
  status: z.enum(AUDIT_RESPONSE_STATUSES),
});
export type TAuditResponseSummary = z.infer<typeof ZAuditResponseSummarySchema>;
export const ZAuditResponsesPageSchema = pageOf(ZAuditResponseSummarySchema);
export type TAuditResponsesPage = z.infer<typeof ZAuditResponsesPageSchema>;

/** PUT /api/v3/audit/response/id/{id}/review: approve an audit, or send it back saying why. */
export const ZAuditReviewSchema = z
  .object({
    status: z.enum(['approved', 'returned'], { error: AUDIT_RESPONSE_MESSAGES.reviewStatus }),
    comment: z.string().trim().max(2000, 'Must be at most 2000 characters.').optional(),
  })
  .superRefine((review, issues) => {
    if (review.status === 'returned' && !review.comment) issues.addIssue({ code: 'custom', path: ['comment'], message: AUDIT_RESPONSE_MESSAGES.returnComment });
  });
export type TAuditReview = z.input<typeof ZAuditReviewSchema>;
export type TAuditReviewValues = z.output<typeof ZAuditReviewSchema>;

/** POST /api/v3/export/audit/pdf: the report of one submitted audit, as a PDF file (answered with its links). */
export const ZAuditPdfRequestSchema = z.object({ auditResponseId: z.uuid({ error: 'Please choose the audit to export.' }) });
export type TAuditPdfRequest = z.infer<typeof ZAuditPdfRequestSchema>;

/** Who did an audit, as lists, pages and the report name them: a person of the company, or someone by a web link. */
export function auditDoneBy(audit: Pick<TAuditResponseSummary, 'submittedBy' | 'respondent'>, nobody: string): string {
  if (audit.respondent) return `${audit.respondent.name} (by web link “${audit.respondent.linkName}”)`;
  return audit.submittedBy?.name ?? nobody;
}
