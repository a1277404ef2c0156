import { z } from 'zod';
import { ZCommandFieldsSchema, withDeviceId } from './commands.js';
import { ZEditBaseSchema } from './edits.js';
import { requiredText } from './fields.js';
import { ZTablePageQuerySchema, pageOf } from './pagination.js';
import { JOB_STATUSES } from './rules/job-status.js';
import { ZAddressSchema } from './signup.js';

/*
 * Jobs (/worksite/{w}/project/{p}/job, /home/job; the "job" family of spec 7, whose details the
 * spec does not show). A job is a unit of work in a project: what, where (the project's
 * worksite), when, its status, notes and files. People are put on it by assignments.
 */

export const JOB_MESSAGES = {
  project: 'Please choose the project.',
  projectArchived: 'This project is archived. Restore it before adding jobs to it.',
  title: 'Job title is required.',
  scheduledStart: 'Please enter a valid start date and time.',
  scheduledEnd: 'Please enter a valid end date and time.',
  endBeforeStart: 'The end must be on or after the start.',
  noteBody: 'Please write the note.',
  file: 'Please upload the file again.',
  status: 'Please choose a job status.',
} as const;

export const JOB_TEXT_MAX = 4000;
export const JOB_NUMBER_MAX = 40;
export const JOB_NOTE_MAX = 2000;

export const ZJobStatusSchema = z.enum(JOB_STATUSES, { error: JOB_MESSAGES.status });

/** Blank optional text is stored as null. */
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** An instant as ISO 8601 with its offset (the web sends UTC); blank means not scheduled yet. */
const instant = (message: string) =>
  z
    .union([z.iso.datetime({ offset: true, error: message }), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((value) => (value ? new Date(value).toISOString() : null));

const jobFields = {
  title: requiredText(JOB_MESSAGES.title, 200),
  description: nullableText(JOB_TEXT_MAX),
  scope: nullableText(JOB_TEXT_MAX),
  /** Blank: the company's next number ('J-0001') is given when the job is created. */
  jobNumber: nullableText(JOB_NUMBER_MAX),
  scheduledStart: instant(JOB_MESSAGES.scheduledStart),
  scheduledEnd: instant(JOB_MESSAGES.scheduledEnd),
  notes: nullableText(JOB_TEXT_MAX),
};

type TSchedule = { scheduledStart: string | null; scheduledEnd: string | null };
const endNotBeforeStart = (value: TSchedule) => !value.scheduledStart || !value.scheduledEnd || value.scheduledEnd >= value.scheduledStart;
const scheduleCheck = { message: JOB_MESSAGES.endBeforeStart, path: ['scheduledEnd'] };

// PUT /api/v3/job/{id}: a job stays in its project.
export const ZJobDetailsSchema = z.object(jobFields).refine(endNotBeforeStart, scheduleCheck);
export type TJobDetailsInput = z.input<typeof ZJobDetailsSchema>;
export type TJobDetailsValues = z.output<typeof ZJobDetailsSchema>;

/** PUT /api/v3/job/{id}: the job's details and the version they were based on (edits.ts). */
export const ZJobEditSchema = z.object({ ...jobFields, ...ZEditBaseSchema.shape }).refine(endNotBeforeStart, scheduleCheck);
export type TJobEdit = z.input<typeof ZJobEditSchema>;
export type TJobEditValues = z.output<typeof ZJobEditSchema>;

// POST /api/v3/job
export const ZCreateJobSchema = z.object({ projectId: z.uuid({ error: JOB_MESSAGES.project }), ...jobFields }).refine(endNotBeforeStart, scheduleCheck);
export type TCreateJobInput = z.input<typeof ZCreateJobSchema>;
export type TCreateJobValues = z.output<typeof ZCreateJobSchema>;

/** POST /api/v3/job: the job, and the id the device made for it (see withDeviceId). */
export const ZNewJobSchema = withDeviceId(ZCreateJobSchema);
export type TNewJobInput = z.input<typeof ZNewJobSchema>;
export type TNewJobValues = z.output<typeof ZNewJobSchema>;

// GET /api/v3/job?projectId=&worksiteId=&status=&search=&page=&take=
/**
 * The next page's starting point, from the previous page's nextCursor. With it the server reads
 * on from there along the index instead of skipping rows, so page 5 000 costs what page 1 does.
 */
export const ZJobCursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'This page link is not valid. Please go back to the first page.');

export const ZJobsQuerySchema = ZTablePageQuerySchema.extend({
  after: ZJobCursorSchema.optional(),
  projectId: z.uuid({ error: 'Must be a valid project id.' }).optional(),
  worksiteId: z.uuid({ error: 'Must be a valid worksite id.' }).optional(),
  status: ZJobStatusSchema.optional(),
});
export type TJobsQuery = z.output<typeof ZJobsQuerySchema>;
export type TJobsQueryInput = z.input<typeof ZJobsQuerySchema>;

export const ZJobListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  jobNumber: z.string().nullable(),
  status: ZJobStatusSchema,
  projectId: z.string(),
  projectName: z.string(),
  worksiteId: z.string(),
  worksiteName: z.string(),
  scheduledStart: z.string().nullable(),
  scheduledEnd: z.string().nullable(),
  /** People offered or on the job (not declined or removed). */
  assignedCount: z.number().int(),
  createdOn: z.string(),
});
export type TJobListItem = z.infer<typeof ZJobListItemSchema>;

export const ZJobsPageSchema = pageOf(ZJobListItemSchema).extend({
  /**
   * Counted on the first page only (up to a cap): a page read on from a cursor answers null and
   * the list keeps the first page's count, so a company with 100 000 jobs does not pay for the
   * count again on every step.
   */
  total: z.number().int().nullable(),
  /** Pass as `after` for the page after this one; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TJobsPage = z.infer<typeof ZJobsPageSchema>;

export const ZJobNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  authorName: z.string(),
  createdOn: z.string(),
});
export type TJobNote = z.infer<typeof ZJobNoteSchema>;

export const ZJobFileSchema = z.object({
  /** The file's id (what DELETE /api/v3/job/{id}/files/{fileId} takes). */
  fileId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Short-lived signed links: download (attachment) and view in the browser (inline). */
  url: z.string(),
  inlineUrl: z.string(),
  createdOn: z.string(),
  /** A photo's moment of taking, as the phone said; null for other files or when not sent. */
  takenAt: z.string().nullable(),
});
export type TJobFile = z.infer<typeof ZJobFileSchema>;

export const ZJobAssignmentsSummarySchema = z.object({
  offered: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  /** offered + accepted: the people who hear about changes to the job. */
  assigned: z.number().int(),
});
export type TJobAssignmentsSummary = z.infer<typeof ZJobAssignmentsSummarySchema>;

export const ZJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  scope: z.string().nullable(),
  jobNumber: z.string().nullable(),
  status: ZJobStatusSchema,
  scheduledStart: z.string().nullable(),
  scheduledEnd: z.string().nullable(),
  notes: z.string().nullable(),
  completedOn: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  project: z.object({ id: z.string(), name: z.string(), projectNumber: z.string().nullable(), archivedOn: z.string().nullable() }),
  worksite: z.object({
    id: z.string(),
    name: z.string(),
    address: ZAddressSchema.nullable(),
    addressLine: z.string(),
    siteContacts: z.array(z.object({ name: z.string(), phone: z.string().nullable(), role: z.string().nullable() })),
  }),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Newest last, as a conversation reads. */
  jobNotes: z.array(ZJobNoteSchema),
  files: z.array(ZJobFileSchema),
  assignments: ZJobAssignmentsSummarySchema,
});
export type TJob = z.infer<typeof ZJobSchema>;

// PUT /api/v3/job/{id}: the job, and how many assigned people were told of a new schedule.
export const ZJobSavedSchema = ZJobSchema.extend({ notifiedCount: z.number().int() });
export type TJobSaved = z.infer<typeof ZJobSavedSchema>;

// PUT /api/v3/job/{id}/status
export const ZJobStatusInputSchema = z.object({ status: ZJobStatusSchema });
export type TJobStatusInput = z.input<typeof ZJobStatusInputSchema>;

// POST /api/v3/job/{id}/notes
export const ZJobNoteInputSchema = z.object({ body: requiredText(JOB_MESSAGES.noteBody, JOB_NOTE_MAX) });
export type TJobNoteInput = z.input<typeof ZJobNoteInputSchema>;

// POST /api/v3/job/{id}/files
// May come from the device outbox (a photo taken with no signal): commandId and at, see commands.ts.
export const ZAddJobFileSchema = ZCommandFieldsSchema.extend({ fileId: z.uuid({ error: JOB_MESSAGES.file }) });
export type TAddJobFile = z.input<typeof ZAddJobFileSchema>;

/** Where the job's page is in the app (also the link of a 'job_changed' notification). */
export function jobViewPath(job: { worksiteId: string; projectId: string; id: string }): string {
  return `/worksite/${job.worksiteId}/project/${job.projectId}/job/${job.id}/view`;
}
