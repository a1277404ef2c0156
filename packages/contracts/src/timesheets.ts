import { z } from 'zod';
import { ZUuidSchema } from './fields.js';
import { ZCommandFieldsSchema } from './commands.js';
import { ZPageQuerySchema } from './pagination.js';
import { ISO_DATE_PATTERN, daysBetween, isIsoDate, isoWeekday } from './rules/timesheet-time.js';

export * from './rules/timesheet-time.js';

/*
 * Timesheets (the "timesheet" family of spec 7, whose details the spec does not show; the
 * 'timesheet' feature, TimeSheet). Staff clock in and out of a job from their phone, with breaks
 * and, when the phone allows it, where they were; the account holder corrects and approves the
 * hours week by week and exports them for payroll.
 */

export const TIMESHEET_MESSAGES = {
  featureOff: 'Timesheets are switched off for your company. The account holder can switch them on in Manage features.',
  roleNone: 'Timesheets are not available to your role. Please ask your supervisor to record your hours.',
  onlyHolder: "Only the account holder can see everyone's hours, correct or approve them.",
  notOnJob: 'You are not on this job. Accept the work request for it first, then clock in.',
  jobClosed: 'This job is completed or cancelled, so time cannot be recorded on it.',
  alreadyClockedIn: (job: string) => `You are already clocked in to ${job}.`,
  shiftEnded: 'This shift is already clocked out.',
  alreadyOnBreak: 'You are already on a break.',
  notOnBreak: 'You are not on a break.',
  readOnly: 'This account is suspended or closed, so its timesheets cannot be changed. Please contact support.',
  date: 'Please enter a date as YYYY-MM-DD.',
  monday: 'A week starts on a Monday. Please choose a Monday.',
  time: 'Please enter a date and time.',
  outAfterIn: 'Clock out must be after clock in.',
  inFuture: 'Times cannot be in the future.',
  outRequired: 'This shift has ended: please enter its clock-out time.',
  breakOrder: 'A break must end after it starts.',
  breakInside: 'Breaks must be within the shift.',
  breakOverlap: 'Breaks cannot overlap.',
  breakOpen: 'Please enter when this break ended.',
  tappedBefore: 'This time is before the shift’s last change. Please check the phone’s date and time.',
  toBeforeFrom: "The 'to' date must be on or after the 'from' date.",
  rangeTooLong: 'Please export at most 93 days at a time.',
  noteLong: 'Note can be at most 1000 characters.',
} as const;

/** The longest export: about three months, so one download stays a bounded piece of work. */
export const TIMESHEET_EXPORT_MAX_DAYS = 93;
export const TIMESHEET_NOTE_MAX = 1000;

const isoDate = z.string({ error: TIMESHEET_MESSAGES.date }).regex(ISO_DATE_PATTERN, TIMESHEET_MESSAGES.date).refine(isIsoDate, TIMESHEET_MESSAGES.date);
const monday = isoDate.refine((value) => !isIsoDate(value) || isoWeekday(value) === 1, TIMESHEET_MESSAGES.monday);
const instant = z.iso.datetime({ offset: true, error: TIMESHEET_MESSAGES.time });
const note = z
  .string()
  .trim()
  .max(TIMESHEET_NOTE_MAX, TIMESHEET_MESSAGES.noteLong)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/** Where the phone was when the person allowed it; accuracy in metres. */
export const ZTimeLocationSchema = z.object({
  lat: z.number({ error: 'Latitude must be a number.' }).min(-90, 'Latitude must be between -90 and 90.').max(90, 'Latitude must be between -90 and 90.'),
  long: z
    .number({ error: 'Longitude must be a number.' })
    .min(-180, 'Longitude must be between -180 and 180.')
    .max(180, 'Longitude must be between -180 and 180.'),
  accuracy: z.number().min(0, 'Accuracy cannot be negative.').nullable().default(null),
});
export type TTimeLocation = z.output<typeof ZTimeLocationSchema>;

export const ZTimeBreakSchema = z.object({ startAt: z.string(), endAt: z.string().nullable() });
export type TTimeBreak = z.infer<typeof ZTimeBreakSchema>;

// POST /api/v3/timesheet/clock-in. A command (commands.ts): `id`, made on the phone, becomes the
// shift's id, so a phone with no signal can queue the break and clock-off that name it.
export const ZClockInInputSchema = ZCommandFieldsSchema.extend({
  id: ZUuidSchema.optional(),
  jobId: ZUuidSchema,
  location: ZTimeLocationSchema.nullable().optional(),
});
export type TClockInInput = z.input<typeof ZClockInInputSchema>;
export type TClockInValues = z.output<typeof ZClockInInputSchema>;

// POST /api/v3/timesheet/{id}/break/start and /break/end: commands, with no fields of their own.
export const ZClockActionInputSchema = ZCommandFieldsSchema;
export type TClockActionInput = z.input<typeof ZClockActionInputSchema>;

// POST /api/v3/timesheet/{id}/clock-out
export const ZClockOutInputSchema = ZCommandFieldsSchema.extend({ location: ZTimeLocationSchema.nullable().optional(), note });
export type TClockOutInput = z.input<typeof ZClockOutInputSchema>;
export type TClockOutValues = z.output<typeof ZClockOutInputSchema>;

/** One shift as every screen shows it; minutes are worked time with breaks taken out. */
export const ZTimeEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  personName: z.string(),
  email: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  worksiteId: z.string(),
  worksiteName: z.string(),
  /** The calendar date the shift counts on: its clock-in date in the company's time zone. */
  day: z.string(),
  clockInAt: z.string(),
  clockOutAt: z.string().nullable(),
  breaks: z.array(ZTimeBreakSchema),
  onBreak: z.boolean(),
  breakMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  note: z.string().nullable(),
  clockInLocation: ZTimeLocationSchema.nullable(),
  clockOutLocation: ZTimeLocationSchema.nullable(),
  correctedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type TTimeEntry = z.infer<typeof ZTimeEntrySchema>;

// GET /api/v3/timesheet/current: { shift: null } when not clocked in.
export const ZCurrentShiftSchema = z.object({ shift: ZTimeEntrySchema.nullable(), timeZone: z.string() });
export type TCurrentShift = z.infer<typeof ZCurrentShiftSchema>;

// GET /api/v3/timesheet/week?start=2026-11-16&page=1&take=20 (people per page)
export const ZTimesheetWeekQuerySchema = ZPageQuerySchema.extend({
  start: monday.optional(),
  take: z.coerce.number().int('Page size must be a whole number.').min(1, 'Page size must be at least 1.').max(50, 'Page size can be at most 50.').default(20),
});
export type TTimesheetWeekQuery = z.output<typeof ZTimesheetWeekQuerySchema>;
export type TTimesheetWeekQueryInput = z.input<typeof ZTimesheetWeekQuerySchema>;

/** approved: every finished shift approved; pending: some finished shift waits; running: only a running shift. */
export const ZWeekApprovalStateSchema = z.enum(['approved', 'pending', 'running']);
export type TWeekApprovalState = z.infer<typeof ZWeekApprovalStateSchema>;

export const ZTimesheetPersonWeekSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** Worked minutes on each day, Monday first. */
  dayMinutes: z.array(z.number().int()).length(7),
  totalMinutes: z.number().int(),
  approval: ZWeekApprovalStateSchema,
  entries: z.array(ZTimeEntrySchema),
});
export type TTimesheetPersonWeek = z.infer<typeof ZTimesheetPersonWeekSchema>;

export const ZTimesheetWeekSchema = z.object({
  start: z.string(),
  end: z.string(),
  days: z.array(z.string()).length(7),
  timeZone: z.string(),
  /** True when the caller sees every person (the account holder), false for their own week. */
  allPeople: z.boolean(),
  people: z.array(ZTimesheetPersonWeekSchema),
  total: z.number().int(),
  page: z.number().int(),
  take: z.number().int(),
});
export type TTimesheetWeek = z.infer<typeof ZTimesheetWeekSchema>;

// PUT /api/v3/timesheet/{id}: the account holder's correction.
export const ZCorrectTimeEntryInputSchema = z.object({
  clockInAt: instant,
  clockOutAt: instant.nullable(),
  breaks: z
    .array(z.object({ startAt: instant, endAt: instant.nullable() }))
    .max(20, 'A shift can have at most 20 breaks.')
    .default([]),
  note,
});
export type TCorrectTimeEntryInput = z.input<typeof ZCorrectTimeEntryInputSchema>;
export type TCorrectTimeEntryValues = z.output<typeof ZCorrectTimeEntryInputSchema>;

// PUT /api/v3/timesheet/week/approve
export const ZApproveWeekInputSchema = z.object({
  start: monday,
  userIds: z.array(ZUuidSchema).min(1, 'Choose at least one person.').max(500, 'Approve at most 500 people at a time.').optional(),
});
export type TApproveWeekInput = z.input<typeof ZApproveWeekInputSchema>;
export type TApproveWeekValues = z.output<typeof ZApproveWeekInputSchema>;
export const ZApproveWeekResultSchema = z.object({ approved: z.number().int() });
export type TApproveWeekResult = z.infer<typeof ZApproveWeekResultSchema>;

// GET /api/v3/timesheet/export?from=2026-11-01&to=2026-11-30
export const ZTimesheetExportQuerySchema = z.object({ from: isoDate, to: isoDate }).superRefine((value, issue) => {
  if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
  const days = daysBetween(value.from, value.to);
  if (days < 0) issue.addIssue({ code: 'custom', path: ['to'], message: TIMESHEET_MESSAGES.toBeforeFrom });
  else if (days + 1 > TIMESHEET_EXPORT_MAX_DAYS) issue.addIssue({ code: 'custom', path: ['to'], message: TIMESHEET_MESSAGES.rangeTooLong });
});
export type TTimesheetExportQuery = z.output<typeof ZTimesheetExportQuerySchema>;

export const TIMESHEET_CSV_COLUMNS = [
  'date',
  'employee',
  'email',
  'job',
  'project',
  'worksite',
  'clock in',
  'clock out',
  'breaks (minutes)',
  'worked hours',
  'approved',
  'corrected',
  'clock-in location',
] as const;

// GET /api/v3/job/{id}/timesheet?page=1&take=20: newest shift first.
export const ZJobTimesheetQuerySchema = ZPageQuerySchema.extend({
  take: z.coerce
    .number()
    .int('Page size must be a whole number.')
    .min(1, 'Page size must be at least 1.')
    .max(100, 'Page size can be at most 100.')
    .default(20),
});
export type TJobTimesheetQuery = z.output<typeof ZJobTimesheetQuerySchema>;
export const ZJobTimesheetSchema = z.object({
  items: z.array(ZTimeEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  take: z.number().int(),
  /** Worked minutes of every shift on the job, not only this page. */
  totalMinutes: z.number().int(),
  timeZone: z.string(),
});
export type TJobTimesheet = z.infer<typeof ZJobTimesheetSchema>;
