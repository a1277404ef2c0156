import { z } from 'zod';
import { ZAssignmentStatusSchema } from './assignments.js';
import { ZJobStatusSchema } from './jobs.js';
import { ZPageQuerySchema, pageOf } from './pagination.js';
import { isCalendarDate } from './projects.js';

/*
 * The work schedule (/schedule, /schedule-new; the "schedule" family of spec 7, whose details the
 * spec does not show): the company's jobs on a calendar, read by the days a person looks at.
 */

export const SCHEDULE_MESSAGES = {
  from: 'Please give the first day as YYYY-MM-DD.',
  to: 'Please give the day after the last as YYYY-MM-DD.',
  order: 'The end of the range must be after its start.',
  range: 'Please ask for at most 62 days at a time.',
  person: 'Must be a valid person id.',
  worksite: 'Must be a valid worksite id.',
  start: 'Please enter a valid start date and time.',
  end: 'Please enter a valid end date and time.',
  endBeforeStart: 'The end must be on or after the start.',
  clashes: 'Someone on this job is booked on another job then. Move it anyway?',
  closed: 'A completed or cancelled job keeps its times.',
} as const;

/** Longest range one request may cover: a month view with its leading and trailing weeks fits. */
export const SCHEDULE_MAX_DAYS = 62;
/** Most jobs one answer carries; a busier range says it was cut short so the screen can say so. */
export const SCHEDULE_MAX_JOBS = 500;

// isCalendarDate refuses 2026-13-45 too, which is no date at all (a check that formats it throws).
const calendarDay = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

// GET /api/v3/schedule?from=2026-11-23&to=2026-11-30&userId=&worksiteId=
/** Calendar days in the company's time zone; `to` is the day after the last one shown. */
export const ZScheduleQuerySchema = z
  .object({
    from: calendarDay(SCHEDULE_MESSAGES.from),
    to: calendarDay(SCHEDULE_MESSAGES.to),
    userId: z.uuid({ error: SCHEDULE_MESSAGES.person }).optional(),
    worksiteId: z.uuid({ error: SCHEDULE_MESSAGES.worksite }).optional(),
  })
  .superRefine((value, issue) => {
    if (!isCalendarDate(value.from) || !isCalendarDate(value.to)) return;
    const days = daysBetween(value.from, value.to);
    if (days <= 0) issue.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.order, path: ['to'] });
    else if (days > SCHEDULE_MAX_DAYS) issue.addIssue({ code: 'custom', message: SCHEDULE_MESSAGES.range, path: ['to'] });
  });
export type TScheduleQuery = z.output<typeof ZScheduleQuerySchema>;
export type TScheduleQueryInput = z.input<typeof ZScheduleQuerySchema>;

/** Someone offered or on the job (declined and removed people are not booked). */
export const ZSchedulePersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: ZAssignmentStatusSchema,
});
export type TSchedulePerson = z.infer<typeof ZSchedulePersonSchema>;

export const ZScheduleJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  jobNumber: z.string().nullable(),
  status: ZJobStatusSchema,
  /** Instants (ISO, UTC). A job without an end books the rest of its start's day. */
  start: z.string(),
  end: z.string().nullable(),
  worksite: z.object({ id: z.string(), name: z.string() }),
  project: z.object({ id: z.string(), name: z.string() }),
  people: z.array(ZSchedulePersonSchema),
});
export type TScheduleJob = z.infer<typeof ZScheduleJobSchema>;

export const ZScheduleSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The zone the days are read in: the company's. */
  timeZone: z.string(),
  items: z.array(ZScheduleJobSchema),
  /** True when the range held more than SCHEDULE_MAX_JOBS jobs and only the first were sent. */
  truncated: z.boolean(),
});
export type TSchedule = z.infer<typeof ZScheduleSchema>;

// GET /api/v3/schedule/unscheduled?page=&take=&userId=&worksiteId=
/** The open jobs without a start yet, newest first, a page at a time, with the calendar's filters. */
export const ZUnscheduledQuerySchema = ZPageQuerySchema.extend({
  take: z.coerce.number().int('Page size must be a whole number.').min(1, 'Page size must be at least 1.').max(50, 'Page size can be at most 50.').default(10),
  userId: z.uuid({ error: SCHEDULE_MESSAGES.person }).optional(),
  worksiteId: z.uuid({ error: SCHEDULE_MESSAGES.worksite }).optional(),
});
export type TUnscheduledQuery = z.output<typeof ZUnscheduledQuerySchema>;
export type TUnscheduledQueryInput = z.input<typeof ZUnscheduledQuerySchema>;

export const ZUnscheduledJobSchema = ZScheduleJobSchema.omit({ start: true, end: true });
export type TUnscheduledJob = z.infer<typeof ZUnscheduledJobSchema>;
export const ZUnscheduledPageSchema = pageOf(ZUnscheduledJobSchema);
export type TUnscheduledPage = z.infer<typeof ZUnscheduledPageSchema>;

// POST /api/v3/schedule/job/{id}/clash: would moving the job to this window double-book its people?
export const ZScheduleClashQuerySchema = z
  .object({
    scheduledStart: z.iso.datetime({ offset: true, error: SCHEDULE_MESSAGES.start }),
    scheduledEnd: z.union([z.iso.datetime({ offset: true, error: SCHEDULE_MESSAGES.end }), z.null()], { error: SCHEDULE_MESSAGES.end }).default(null),
  })
  .refine((value) => !value.scheduledEnd || new Date(value.scheduledEnd) >= new Date(value.scheduledStart), {
    message: SCHEDULE_MESSAGES.endBeforeStart,
    path: ['scheduledEnd'],
  });
export type TScheduleClashQuery = z.input<typeof ZScheduleClashQuerySchema>;
export type TScheduleClashValues = z.output<typeof ZScheduleClashQuerySchema>;

// PUT /api/v3/schedule/job/{id}: only the job's times change. The clash check runs again inside
// the save, so a booking made since the office looked is caught: 409 with the clashes until
// confirmClashes is true.
export const ZMoveJobSchema = z
  .object({
    scheduledStart: z.iso.datetime({ offset: true, error: SCHEDULE_MESSAGES.start }),
    scheduledEnd: z.union([z.iso.datetime({ offset: true, error: SCHEDULE_MESSAGES.end }), z.null()], { error: SCHEDULE_MESSAGES.end }).default(null),
    confirmClashes: z.boolean({ error: 'Must be true or false.' }).default(false),
  })
  .refine((value) => !value.scheduledEnd || new Date(value.scheduledEnd) >= new Date(value.scheduledStart), {
    message: SCHEDULE_MESSAGES.endBeforeStart,
    path: ['scheduledEnd'],
  });
export type TMoveJobInput = z.input<typeof ZMoveJobSchema>;
export type TMoveJobValues = z.output<typeof ZMoveJobSchema>;
