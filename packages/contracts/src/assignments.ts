import { z } from 'zod';
import { ZUuidSchema } from './fields.js';
import { ZPageQuerySchema, pageOf } from './pagination.js';

/*
 * Staffing a job ("job" family of spec 7: staff, offers, clash; details not shown) and the work
 * request a person answers by the link in their mail (/work-request/accept|decline/{uuid}).
 * offered: the request is out; accepted or declined by the person; removed by the office.
 */

export const ASSIGNMENT_STATUSES = ['offered', 'accepted', 'declined', 'removed'] as const;
export const ZAssignmentStatusSchema = z.enum(ASSIGNMENT_STATUSES);
export type TAssignmentStatus = z.infer<typeof ZAssignmentStatusSchema>;

export const ASSIGNMENT_STATUS_LABELS: Record<TAssignmentStatus, string> = {
  offered: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  removed: 'Removed',
};

/** The most people one request may put on a job, and the most a job lists. */
export const ASSIGN_MAX_PEOPLE = 50;
export const JOB_STAFF_MAX = 200;

export const ASSIGNMENT_MESSAGES = {
  people: 'Please choose at least one person.',
  tooMany: `Choose at most ${ASSIGN_MAX_PEOPLE} people at a time.`,
  personNotFound: 'This person is not an active member of your company.',
  clashes: 'Some people are already booked on another job at this time. Confirm to assign them anyway.',
  window: 'The end must be after the start.',
  removedRequest: 'This work request was withdrawn by the office. Please contact them if you have questions.',
  jobClosed: 'This job is already finished or cancelled, so the work request can no longer be answered.',
  unknownRequest: 'This work request link is not valid. Please check the link in your email.',
  notOnJob: 'You have not been offered this job.',
} as const;

const uniqueIds = z
  .array(ZUuidSchema, { error: ASSIGNMENT_MESSAGES.people })
  .min(1, ASSIGNMENT_MESSAGES.people)
  .max(ASSIGN_MAX_PEOPLE, ASSIGNMENT_MESSAGES.tooMany)
  .transform((ids) => [...new Set(ids)]);

/** One person on the job, as the office sees them. */
export const ZAssignmentSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
  status: ZAssignmentStatusSchema,
  respondedOn: z.string().nullable(),
  assignedOn: z.string(),
});
export type TAssignment = z.infer<typeof ZAssignmentSchema>;

// GET /api/v3/job/{id}/staff
export const ZJobStaffSchema = z.object({ items: z.array(ZAssignmentSchema) });
export type TJobStaff = z.infer<typeof ZJobStaffSchema>;

// POST /api/v3/job/{id}/staff/clash
export const ZClashQuerySchema = z
  .object({
    userIds: uniqueIds,
    start: z.iso.datetime({ offset: true, error: 'Please enter a valid start time.' }).optional(),
    end: z.iso.datetime({ offset: true, error: 'Please enter a valid end time.' }).optional(),
  })
  .refine((value) => !value.start || !value.end || new Date(value.end) >= new Date(value.start), {
    message: ASSIGNMENT_MESSAGES.window,
    path: ['end'],
  });
export type TClashQuery = z.input<typeof ZClashQuerySchema>;

/** Another job a person is booked on at the same time. */
export const ZClashingJobSchema = z.object({
  jobId: z.string(),
  worksiteId: z.string(),
  projectId: z.string(),
  title: z.string(),
  siteName: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  /** The job's times as DD/MM/YYYY hh:mm A in the company's time zone. */
  when: z.string(),
  answer: ZAssignmentStatusSchema,
});
export type TClashingJob = z.infer<typeof ZClashingJobSchema>;

export const ZPersonClashSchema = z.object({
  userId: z.string(),
  name: z.string(),
  jobs: z.array(ZClashingJobSchema),
});
export type TPersonClash = z.infer<typeof ZPersonClashSchema>;

/** Only the people with at least one clash are listed. */
export const ZClashesSchema = z.object({ clashes: z.array(ZPersonClashSchema) });
export type TClashes = z.infer<typeof ZClashesSchema>;

// POST /api/v3/job/{id}/staff
export const ZAssignStaffSchema = z.object({
  userIds: uniqueIds,
  confirmClashes: z.boolean({ error: 'Confirm clashes must be true or false.' }).default(false),
});
export type TAssignStaffInput = z.input<typeof ZAssignStaffSchema>;

/** The 409 answer when people clash and the office has not confirmed yet: nothing was changed. */
export const ZClashConflictSchema = z.object({ code: z.string(), message: z.string(), clashes: z.array(ZPersonClashSchema) });
export type TClashConflict = z.infer<typeof ZClashConflictSchema>;

/** What the person on a work request is shown, signed in or by the link. */
export const ZWorkRequestSchema = z.object({
  jobId: z.string(),
  worksiteId: z.string(),
  projectId: z.string(),
  title: z.string(),
  companyName: z.string(),
  siteName: z.string(),
  siteAddress: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  when: z.string(),
  jobStatus: z.string(),
  firstName: z.string(),
  answer: ZAssignmentStatusSchema,
  /** False once the request was withdrawn or the job finished: no answer is taken any more. */
  open: z.boolean(),
  /** Why it cannot be answered, in words for the person. */
  closedReason: z.string().nullable(),
});
export type TWorkRequest = z.infer<typeof ZWorkRequestSchema>;

// POST /api/v3/work-request/{uuid}/accept|decline and /api/v3/job/{id}/staff/me/accept|decline
export const ZWorkRequestAnswerSchema = z.object({ request: ZWorkRequestSchema, message: z.string() });
export type TWorkRequestAnswer = z.infer<typeof ZWorkRequestAnswerSchema>;

// GET /api/v3/my-jobs
export const MY_JOBS_WHEN = ['current', 'upcoming', 'past'] as const;
export type TMyJobsWhen = (typeof MY_JOBS_WHEN)[number];
export const ZMyJobsQuerySchema = ZPageQuerySchema.extend({
  when: z.enum(MY_JOBS_WHEN, { error: 'Please choose current, upcoming or past.' }).default('current'),
  take: ZPageQuerySchema.shape.take.default(10),
});
export type TMyJobsQuery = z.infer<typeof ZMyJobsQuerySchema>;
export type TMyJobsQueryInput = z.input<typeof ZMyJobsQuerySchema>;

export const ZMyJobSchema = z.object({
  assignmentId: z.string(),
  jobId: z.string(),
  worksiteId: z.string(),
  projectId: z.string(),
  title: z.string(),
  jobNumber: z.string().nullable(),
  siteName: z.string(),
  siteAddress: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  when: z.string(),
  jobStatus: z.string(),
  answer: ZAssignmentStatusSchema,
});
export type TMyJob = z.infer<typeof ZMyJobSchema>;
export const ZMyJobsPageSchema = pageOf(ZMyJobSchema);
export type TMyJobsPage = z.infer<typeof ZMyJobsPageSchema>;

/** The read-only job a worker opens on site (GET /api/v3/job/{id}/view). */
export const ZJobViewSchema = z.object({
  id: z.string(),
  worksiteId: z.string(),
  projectId: z.string(),
  title: z.string(),
  jobNumber: z.string().nullable(),
  status: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  when: z.string(),
  description: z.string().nullable(),
  scope: z.string().nullable(),
  notes: z.string().nullable(),
  projectName: z.string(),
  site: z.object({
    name: z.string(),
    address: z.string(),
    geo: z.object({ lat: z.number(), long: z.number() }).nullable(),
    contacts: z.array(z.object({ name: z.string(), phone: z.string().nullable(), role: z.string().nullable() })),
  }),
  jobNotes: z.array(z.object({ id: z.string(), body: z.string(), author: z.string(), createdOn: z.string() })),
  files: z.array(z.object({ id: z.string(), name: z.string(), contentType: z.string(), url: z.string() })),
  /** The viewer's own work request on this job, when they have one. */
  myAnswer: ZAssignmentStatusSchema.nullable(),
});
export type TJobView = z.infer<typeof ZJobViewSchema>;
