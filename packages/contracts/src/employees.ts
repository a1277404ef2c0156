import { z } from 'zod';
import { withDeviceId } from './commands.js';
import { PHONE_MIN_LENGTH } from './constants.js';
import { ZUuidSchema, emailField, requiredText } from './fields.js';
import { ZTablePageQuerySchema, pageOf } from './pagination.js';
import { roleChoices } from './roles.js';

/*
 * Employees (/staff/employee, spec 2.2; "user" and "qualification" families of spec 7, whose
 * details the spec does not show). The account holder invites people by email and role, keeps
 * their details, emergency contact and licences, and chooses what each is told about. Roles and
 * sign-in access are managed on /user/manage; this is the people directory with HR details.
 */

export const EMPLOYEE_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'Email address is required.',
  emailInvalid: 'Please enter valid Email address.',
  emailTaken: 'This email address is already registered.',
  role: `Please choose a role: ${roleChoices(['SAH', 'SAH_LH', 'NAH'])}.`,
  phoneShort: `Phone number must have at least ${PHONE_MIN_LENGTH} digits.`,
  notesLong: 'Notes can be at most 2000 characters.',
  notPending: 'This person has already set up their account, so there is no invitation to resend.',
  deactivated: 'This person is deactivated. Reactivate them on User Account Management first.',
  qualificationName: 'Licence name is required.',
  qualificationKind: 'Please choose the kind of licence.',
  date: 'Please enter a date as DD/MM/YYYY.',
  expiryBeforeIssue: 'The expiry date cannot be before the issue date.',
  qualificationFile: 'Please upload the licence copy again.',
} as const;

/** Days before expiry that a licence is flagged as expiring soon. */
export const LICENCE_WARNING_DAYS = 30;
export const EMPLOYEE_NOTES_MAX = 2000;

/** Roles an invited person can be given here: staff only; account holders are added on /user/manage. */
export const INVITE_ROLES = ['SAH', 'SAH_LH', 'NAH'] as const;
export const ZInviteRoleSchema = z.enum(INVITE_ROLES, { error: EMPLOYEE_MESSAGES.role });
export type TInviteRole = z.infer<typeof ZInviteRoleSchema>;

/** What each staff role means on site, in plain words for the person choosing. */
export const INVITE_ROLE_HELP: Record<TInviteRole, string> = {
  SAH: 'Supervisor: runs the site. On the phone app they answer their jobs, keep timesheets, run pre-start checks and talks, create SWMS and report incidents, variations and defects. Takes a supervisor seat.',
  SAH_LH: 'Leading hand: leads a crew on site with the same access as a supervisor. Takes a supervisor seat.',
  NAH: 'Worker: a tradesperson or labourer. On the phone app they answer their jobs, read and sign SWMS and documents, do audits and inductions and raise hazards. No timesheets or site reports. Takes a worker seat.',
};

/** Blank optional text is stored as null, so 'no phone' has one spelling. */
const nullableText = (max: number, message = `Must be at most ${max} characters.`) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const phoneField = () =>
  nullableText(30).refine((value) => value === null || value.replace(/\D/g, '').length >= PHONE_MIN_LENGTH, EMPLOYEE_MESSAGES.phoneShort);

/** Shown to the owner: invited people who have not set up their account yet are 'pending_setup'. */
export const EMPLOYEE_STATUSES = ['active', 'pending_setup', 'deactivated'] as const;
export type TEmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const EMPLOYEE_STATUS_LABELS: Record<TEmployeeStatus, string> = {
  active: 'Active',
  pending_setup: 'Invitation pending',
  deactivated: 'Deactivated',
};

/** Expired or expiring within LICENCE_WARNING_DAYS; null when every licence is current. */
export const ZLicenceWarningSchema = z.enum(['expired', 'expiring']).nullable();
export type TLicenceWarning = z.infer<typeof ZLicenceWarningSchema>;

// GET /api/v3/employee?search=&role=&status=&page=&take=
export const ZEmployeesQuerySchema = ZTablePageQuerySchema.extend({
  role: z.enum(['all', 'PAH', 'SAH', 'SAH_LH', 'NAH'], { error: 'Please choose a role filter.' }).default('all'),
  status: z.enum(['all', ...EMPLOYEE_STATUSES], { error: 'Please choose a status filter.' }).default('all'),
});
export type TEmployeesQuery = z.output<typeof ZEmployeesQuerySchema>;
export type TEmployeesQueryInput = z.input<typeof ZEmployeesQuerySchema>;

export const ZEmployeeListItemSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The effective (first) role. */
  role: z.string(),
  status: z.enum(EMPLOYEE_STATUSES),
  position: z.string().nullable(),
  licenceWarning: ZLicenceWarningSchema,
  /** The soonest licence expiry (YYYY-MM-DD), null when no licence expires. */
  nextLicenceExpiry: z.string().nullable(),
});
export type TEmployeeListItem = z.infer<typeof ZEmployeeListItemSchema>;
export const ZEmployeesPageSchema = pageOf(ZEmployeeListItemSchema);
export type TEmployeesPage = z.infer<typeof ZEmployeesPageSchema>;

// POST /api/v3/employee/invite
export const ZInviteEmployeeSchema = z.object({
  email: emailField(EMPLOYEE_MESSAGES.email, EMPLOYEE_MESSAGES.emailInvalid),
  firstName: requiredText(EMPLOYEE_MESSAGES.firstName, 100),
  lastName: requiredText(EMPLOYEE_MESSAGES.lastName, 100),
  role: ZInviteRoleSchema,
  phone: phoneField(),
  position: nullableText(100),
});
export type TInviteEmployee = z.input<typeof ZInviteEmployeeSchema>;
export type TInviteEmployeeValues = z.output<typeof ZInviteEmployeeSchema>;

/** POST /api/v3/employee/invite: the invitation, and the id the device made for the person (see withDeviceId). */
export const ZNewEmployeeInviteSchema = withDeviceId(ZInviteEmployeeSchema);
export type TNewEmployeeInvite = z.input<typeof ZNewEmployeeInviteSchema>;
export type TNewEmployeeInviteValues = z.output<typeof ZNewEmployeeInviteSchema>;

export const ZEmployeeChangeSchema = z.object({ employee: ZEmployeeListItemSchema, message: z.string() });
export type TEmployeeChange = z.infer<typeof ZEmployeeChangeSchema>;

// PUT /api/v3/employee/{id}: email and role are changed on /user/manage.
export const ZEmployeeDetailsInputSchema = z.object({
  firstName: requiredText(EMPLOYEE_MESSAGES.firstName, 100),
  lastName: requiredText(EMPLOYEE_MESSAGES.lastName, 100),
  phone: phoneField(),
  position: nullableText(100),
  emergencyContactName: nullableText(100),
  emergencyContactPhone: phoneField(),
  emergencyContactRelationship: nullableText(100),
  notes: nullableText(EMPLOYEE_NOTES_MAX, EMPLOYEE_MESSAGES.notesLong),
});
export type TEmployeeDetailsInput = z.input<typeof ZEmployeeDetailsInputSchema>;
export type TEmployeeDetailsValues = z.output<typeof ZEmployeeDetailsInputSchema>;

// PUT /api/v3/employee/me: a person keeps their own emergency contact up to date.
export const ZOwnEmergencyContactSchema = ZEmployeeDetailsInputSchema.pick({
  emergencyContactName: true,
  emergencyContactPhone: true,
  emergencyContactRelationship: true,
});
export type TOwnEmergencyContact = z.input<typeof ZOwnEmergencyContactSchema>;
export type TOwnEmergencyContactValues = z.output<typeof ZOwnEmergencyContactSchema>;

/* Licences and tickets ---------------------------------------------------------------------- */

export const QUALIFICATION_KINDS = ['white_card', 'high_risk_work', 'trade_licence', 'first_aid', 'other'] as const;
export const ZQualificationKindSchema = z.enum(QUALIFICATION_KINDS, { error: EMPLOYEE_MESSAGES.qualificationKind });
export type TQualificationKind = z.infer<typeof ZQualificationKindSchema>;
export const QUALIFICATION_KIND_LABELS: Record<TQualificationKind, string> = {
  white_card: 'White card (general construction induction)',
  high_risk_work: 'High risk work licence',
  trade_licence: 'Trade licence',
  first_aid: 'First aid',
  other: 'Other',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date YYYY-MM-DD that exists (no 31/02). */
function isRealDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
const optionalDate = () =>
  z
    .string({ error: EMPLOYEE_MESSAGES.date })
    .trim()
    .nullable()
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isRealDay(value), EMPLOYEE_MESSAGES.date);

// POST /api/v3/employee/{id}/qualification and PUT .../qualification/{qualificationId}
export const ZQualificationInputSchema = z
  .object({
    kind: ZQualificationKindSchema,
    name: requiredText(EMPLOYEE_MESSAGES.qualificationName, 200),
    licenceNumber: nullableText(100),
    issuer: nullableText(200),
    issuedOn: optionalDate(),
    /** Empty for tickets that do not expire (a white card). */
    expiresOn: optionalDate(),
    fileId: ZUuidSchema.nullable()
      .optional()
      .transform((value) => value ?? null),
  })
  .refine((value) => !value.issuedOn || !value.expiresOn || value.expiresOn >= value.issuedOn, {
    message: EMPLOYEE_MESSAGES.expiryBeforeIssue,
    path: ['expiresOn'],
  });
export type TQualificationInput = z.input<typeof ZQualificationInputSchema>;
export type TQualificationValues = z.output<typeof ZQualificationInputSchema>;

export const ZExpiryStateSchema = z.enum(['expired', 'expiring', 'current', 'no_expiry']);
export type TExpiryState = z.infer<typeof ZExpiryStateSchema>;

export const ZQualificationSchema = z.object({
  id: z.string(),
  kind: ZQualificationKindSchema,
  name: z.string(),
  licenceNumber: z.string().nullable(),
  issuer: z.string().nullable(),
  issuedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  expiryState: ZExpiryStateSchema,
  file: z.object({ id: z.string(), inlineUrl: z.string(), url: z.string() }).nullable(),
});
export type TQualification = z.infer<typeof ZQualificationSchema>;

/** Whether a licence is past its expiry, expiring within LICENCE_WARNING_DAYS, or fine, on a company day (YYYY-MM-DD). */
export function expiryStateOf(expiresOn: string | null, today: string): TExpiryState {
  if (!expiresOn) return 'no_expiry';
  if (expiresOn < today) return 'expired';
  return expiresOn <= addDays(today, LICENCE_WARNING_DAYS) ? 'expiring' : 'current';
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/* One person's page -------------------------------------------------------------------------- */

export const ZEmployeeProfileSchema = z.object({
  position: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  emergencyContactRelationship: z.string().nullable(),
  notes: z.string().nullable(),
});
export type TEmployeeProfile = z.infer<typeof ZEmployeeProfileSchema>;

export const ZEmployeeJobSchema = z.object({
  jobId: z.string(),
  projectId: z.string(),
  worksiteId: z.string(),
  title: z.string(),
  jobStatus: z.string(),
  scheduledStart: z.string().nullable(),
  scheduledEnd: z.string().nullable(),
  /** The person's answer to the work request: offered, accepted, declined, removed. */
  answer: z.string(),
  assignedOn: z.string(),
});
export type TEmployeeJob = z.infer<typeof ZEmployeeJobSchema>;

export const ZEmployeeHoursSchema = z.object({
  /** This week first, then the four before it; weeks start on Monday in the company's time zone. */
  weeks: z.array(z.object({ weekStart: z.string(), minutes: z.number().int() })),
  thisWeekMinutes: z.number().int(),
  lastFourWeeksMinutes: z.number().int(),
});
export type TEmployeeHours = z.infer<typeof ZEmployeeHoursSchema>;

export const ZEmployeeSchema = ZEmployeeListItemSchema.extend({
  createdOn: z.string(),
  lastSignedInOn: z.string().nullable(),
  profile: ZEmployeeProfileSchema,
  qualifications: z.array(ZQualificationSchema),
  jobs: z.array(ZEmployeeJobSchema),
  hours: ZEmployeeHoursSchema,
});
export type TEmployee = z.infer<typeof ZEmployeeSchema>;

// GET /api/v3/employee/me
export const ZOwnEmployeeSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  emergencyContactRelationship: z.string().nullable(),
  qualifications: z.array(ZQualificationSchema),
});
export type TOwnEmployee = z.infer<typeof ZOwnEmployeeSchema>;
