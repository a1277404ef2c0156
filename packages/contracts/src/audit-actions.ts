import { z } from 'zod';
import { AUDIT_PRIORITIES } from './audit-templates.js';
import { ZCommandFieldsSchema } from './commands.js';
import { ZFileSchema } from './files.js';
import { ZTablePageQuerySchema, pageOf } from './pagination.js';
import { ISO_DATE_PATTERN, isIsoDate } from './rules/timesheet-time.js';

/*
 * Actions from failed answers: a question whose failure "creates an action" opens one when the
 * audit is submitted, on the audit's job and site, for the person who did the audit, due by its
 * priority. It is tracked until someone marks it done with a photo of the fix.
 */

export const AUDIT_ACTION_STATUSES = ['open', 'done'] as const;
export type TAuditActionStatus = (typeof AUDIT_ACTION_STATUSES)[number];

/** Days from the audit to an action's due day, by the question's priority. */
export const AUDIT_ACTION_DUE_DAYS = { urgent: 0, high: 2, moderate: 7, low: 14, none: 14 } as const satisfies Record<
  (typeof AUDIT_PRIORITIES)[number],
  number
>;

export const AUDIT_ACTION_MESSAGES = {
  notFound: 'Action not found.',
  fixPhoto: 'Please add a photo of the fix.',
  photoUnknown: 'This photo was not found. Please add it again.',
  alreadyDone: 'This action was already marked done.',
  noteLength: 'Please keep the note to 2000 characters or fewer.',
  assignedTo: 'Please choose someone of your company, or nobody.',
  dueOn: 'Please enter the due day as YYYY-MM-DD, or none.',
  doneUnchangeable: 'This action is done: who it was given to and when it was due can no longer be changed.',
} as const;

const ZPlaceSchema = z.object({ id: z.uuid(), name: z.string() });

export const ZAuditActionSchema = z.object({
  id: z.uuid(),
  auditResponseId: z.uuid(),
  questionId: z.string(),
  title: z.string(),
  /** What the person doing the audit said was wrong. */
  details: z.string().nullable(),
  priority: z.enum(AUDIT_PRIORITIES),
  job: ZPlaceSchema.nullable(),
  worksite: ZPlaceSchema.nullable(),
  assignedTo: ZPlaceSchema.nullable(),
  /** A day (YYYY-MM-DD) in the company's time zone. */
  dueOn: z.string().nullable(),
  status: z.enum(AUDIT_ACTION_STATUSES),
  createdOn: z.string(),
  done: z.object({ by: ZPlaceSchema.nullable(), on: z.string(), note: z.string().nullable(), fixPhoto: ZFileSchema.nullable() }).nullable(),
});
export type TAuditAction = z.infer<typeof ZAuditActionSchema>;

/** GET /api/v3/audit/action: open ones by default, oldest due first; account holders see the company's, staff theirs. */
export const ZAuditActionsQuerySchema = ZTablePageQuerySchema.omit({ search: true }).extend({
  status: z.enum([...AUDIT_ACTION_STATUSES, 'all'], { error: 'Status must be open, done or all.' }).default('open'),
  jobId: z.uuid({ error: 'Must be a valid id.' }).optional(),
  worksiteId: z.uuid({ error: 'Must be a valid id.' }).optional(),
  auditResponseId: z.uuid({ error: 'Must be a valid id.' }).optional(),
  /** The actions of one template's audits (its results page). */
  auditTemplateId: z.uuid({ error: 'Must be a valid id.' }).optional(),
});
export type TAuditActionsQuery = z.infer<typeof ZAuditActionsQuerySchema>;
export type TAuditActionsQueryInput = z.input<typeof ZAuditActionsQuerySchema>;
export const ZAuditActionsPageSchema = pageOf(ZAuditActionSchema);
export type TAuditActionsPage = z.infer<typeof ZAuditActionsPageSchema>;

/**
 * PUT /api/v3/audit/action/{id}/done: the photo of the fix and what was done, sent from the phone's
 * outbox (its command id and tapped time make a copy change nothing and date it when it was done).
 */
export const ZAuditActionDoneSchema = ZCommandFieldsSchema.extend({
  fixPhotoFileId: z.uuid({ error: AUDIT_ACTION_MESSAGES.fixPhoto }),
  note: z.string().trim().max(2000, AUDIT_ACTION_MESSAGES.noteLength).optional(),
});
export type TAuditActionDone = z.input<typeof ZAuditActionDoneSchema>;
export type TAuditActionDoneValues = z.output<typeof ZAuditActionDoneSchema>;

/**
 * PUT /api/v3/audit/action/{id}: who it is given to and when it is due, changed by an account
 * holder while it is open. Both are sent; null leaves it with nobody, or with no due day.
 */
export const ZAuditActionChangeSchema = z.object({
  assignedTo: z.uuid({ error: AUDIT_ACTION_MESSAGES.assignedTo }).nullable(),
  dueOn: z
    .string({ error: AUDIT_ACTION_MESSAGES.dueOn })
    .regex(ISO_DATE_PATTERN, AUDIT_ACTION_MESSAGES.dueOn)
    .refine(isIsoDate, AUDIT_ACTION_MESSAGES.dueOn)
    .nullable(),
});
export type TAuditActionChange = z.infer<typeof ZAuditActionChangeSchema>;
