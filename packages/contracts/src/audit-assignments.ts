import { z } from 'zod';
import { ZAuditDaySchema } from './audits.js';
import { AUDIT_RECURRENCES } from './audit-templates.js';

/*
 * Assigning an audit (spec 2.2 /audits/assign, spec 7 /audit/assign): a template given to a
 * worksite, a person, a contractor company or a list of email addresses, once or on a
 * recurrence (spec 3: once, daily, weekly, monthly, yearly) from a first day, due by a time of
 * day, until an end day. Each occurrence shows in the assignees' lists from the moment the one
 * before was due, and is overdue after its own time. Site and person assignments are done in the
 * app; company and email ones through the template's web link, which the reminders carry.
 */

export type TAuditRecurrence = (typeof AUDIT_RECURRENCES)[number];

export const AUDIT_ASSIGNMENT_TARGETS = ['site', 'user', 'company', 'emails'] as const;
export type TAuditAssignmentTarget = (typeof AUDIT_ASSIGNMENT_TARGETS)[number];

export const RECURRENCE_LABELS: Record<TAuditRecurrence, string> = {
  once: 'Once',
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
  yearly: 'Every year',
};

/** Emails one assignment may go to: a crew's worth, not a mailing list. */
export const AUDIT_ASSIGNMENT_MAX_EMAILS = 20;

export const AUDIT_ASSIGNMENT_MESSAGES = {
  recurrence: 'Please choose how often it is due.',
  startsOn: 'Please choose the first day it is due.',
  dueTime: 'Please choose the time it is due by (for example 17:00).',
  endsOn: 'Please choose a day on or after the first.',
  onceEnds: 'A one-off audit has no end day.',
  template: 'This audit template was not found.',
  templateNotUsable: 'Starter and archived templates cannot be assigned: choose one of your company’s templates.',
  worksite: 'The worksite was not found.',
  user: 'This person was not found in your company.',
  company: 'This company is not one of your connected contractors.',
  emails: 'Please add at least one email address.',
  email: 'Please enter valid email address',
  tooManyEmails: `At most ${AUDIT_ASSIGNMENT_MAX_EMAILS} email addresses.`,
  noLink: 'Make a web link for this audit first (Share by link): people outside your company answer through it.',
  notFound: 'Assignment not found.',
  occurrence: 'This audit is not due for this assignment on that day.',
  stopped: 'This assignment was stopped: assign the audit again for a new schedule.',
} as const;

const ZTimeOfDaySchema = z.string({ error: AUDIT_ASSIGNMENT_MESSAGES.dueTime }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, AUDIT_ASSIGNMENT_MESSAGES.dueTime);

/** When it is due: how often, from which day, by what time, until when. */
export const ZAuditScheduleSchema = z.object({
  recurrence: z.enum(AUDIT_RECURRENCES, { error: AUDIT_ASSIGNMENT_MESSAGES.recurrence }),
  startsOn: ZAuditDaySchema.pipe(z.string({ error: AUDIT_ASSIGNMENT_MESSAGES.startsOn })),
  dueTime: ZTimeOfDaySchema,
  endsOn: ZAuditDaySchema.nullable().default(null),
});
export type TAuditSchedule = z.output<typeof ZAuditScheduleSchema>;

function checkSchedule(schedule: { recurrence: TAuditRecurrence; startsOn: string; endsOn: string | null }, issues: z.core.$RefinementCtx) {
  if (schedule.recurrence === 'once' && schedule.endsOn) issues.addIssue({ code: 'custom', path: ['endsOn'], message: AUDIT_ASSIGNMENT_MESSAGES.onceEnds });
  if (schedule.endsOn && schedule.endsOn < schedule.startsOn) issues.addIssue({ code: 'custom', path: ['endsOn'], message: AUDIT_ASSIGNMENT_MESSAGES.endsOn });
}

const withTemplate = ZAuditScheduleSchema.extend({ auditTemplateId: z.uuid({ error: AUDIT_ASSIGNMENT_MESSAGES.template }) });

/** POST /api/v3/audit/assign/location: to a worksite; whoever works there does it. */
export const ZAssignToSiteSchema = withTemplate.extend({ worksiteId: z.uuid({ error: AUDIT_ASSIGNMENT_MESSAGES.worksite }) }).superRefine(checkSchedule);
/** POST /api/v3/audit/assign/user: to one person of the company. */
export const ZAssignToUserSchema = withTemplate.extend({ userId: z.uuid({ error: AUDIT_ASSIGNMENT_MESSAGES.user }) }).superRefine(checkSchedule);
/** POST /api/v3/audit/assign/company: to a connected contractor company; its account holders get the web link. */
export const ZAssignToCompanySchema = withTemplate
  .extend({ contractorCompanyId: z.uuid({ error: AUDIT_ASSIGNMENT_MESSAGES.company }) })
  .superRefine(checkSchedule);
/** POST /api/v3/audit/assign/{auditId}/emails: to email addresses; each gets the web link. */
export const ZAssignToEmailsSchema = ZAuditScheduleSchema.extend({
  emails: z
    .array(z.email({ error: AUDIT_ASSIGNMENT_MESSAGES.email }).trim().toLowerCase(), { error: AUDIT_ASSIGNMENT_MESSAGES.emails })
    .min(1, AUDIT_ASSIGNMENT_MESSAGES.emails)
    .max(AUDIT_ASSIGNMENT_MAX_EMAILS, AUDIT_ASSIGNMENT_MESSAGES.tooManyEmails),
}).superRefine(checkSchedule);
/** PUT /api/v3/audit/assign/{id}: a new schedule (from now on; the occurrences done stay done). */
export const ZAuditScheduleEditSchema = ZAuditScheduleSchema.superRefine(checkSchedule);

export type TAssignToSite = z.input<typeof ZAssignToSiteSchema>;
export type TAssignToUser = z.input<typeof ZAssignToUserSchema>;
export type TAssignToCompany = z.input<typeof ZAssignToCompanySchema>;
export type TAssignToEmails = z.input<typeof ZAssignToEmailsSchema>;
export type TAuditScheduleEdit = z.input<typeof ZAuditScheduleEditSchema>;

/** One occurrence: its day, when it is due, and whether it was done (the audit that did it). */
export const ZAuditOccurrenceSchema = z.object({
  on: z.string(),
  dueAt: z.string(),
  state: z.enum(['done', 'due', 'overdue', 'upcoming']),
  auditResponseId: z.uuid().nullable(),
});
export type TAuditOccurrence = z.infer<typeof ZAuditOccurrenceSchema>;

export const ZAuditAssignmentSchema = z.object({
  id: z.uuid(),
  auditTemplateId: z.uuid(),
  templateName: z.string(),
  target: z.enum(AUDIT_ASSIGNMENT_TARGETS),
  /** The site, person or company, by name; null for email addresses. */
  assignee: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  emails: z.array(z.string()),
  ...ZAuditScheduleSchema.shape,
  endsOn: z.string().nullable(),
  /** The recurrence as an iCalendar RRULE (RFC 5545), for calendars. */
  rrule: z.string(),
  assignedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  stopped: z.boolean(),
  /** The occurrences around today: the last few and the next one. */
  occurrences: z.array(ZAuditOccurrenceSchema),
  createdOn: z.string(),
});
export type TAuditAssignment = z.infer<typeof ZAuditAssignmentSchema>;

export const ZAuditAssignmentsQuerySchema = z.object({ auditTemplateId: z.uuid().optional(), target: z.enum(AUDIT_ASSIGNMENT_TARGETS).optional() });
export type TAuditAssignmentsQuery = z.infer<typeof ZAuditAssignmentsQuerySchema>;
export const ZAuditAssignmentListSchema = z.object({ items: z.array(ZAuditAssignmentSchema) });
export type TAuditAssignmentList = z.infer<typeof ZAuditAssignmentListSchema>;

/** GET /api/v3/audit/assign/due: the caller's audits due now or overdue, for the home screen and the phone. */
export const ZAuditDueSchema = z.object({
  assignmentId: z.uuid(),
  auditTemplateId: z.uuid(),
  templateName: z.string(),
  on: z.string(),
  dueAt: z.string(),
  overdue: z.boolean(),
  worksite: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type TAuditDue = z.infer<typeof ZAuditDueSchema>;
export const ZAuditDueListSchema = z.object({ items: z.array(ZAuditDueSchema) });
export type TAuditDueList = z.infer<typeof ZAuditDueListSchema>;

/** An audit done for an assignment carries it: which assignment, and the occurrence's day. */
export const ZAuditOccurrenceRefSchema = z.object({
  assignmentId: z.uuid({ error: AUDIT_ASSIGNMENT_MESSAGES.notFound }),
  on: ZAuditDaySchema,
});
export type TAuditOccurrenceRef = z.infer<typeof ZAuditOccurrenceRefSchema>;
