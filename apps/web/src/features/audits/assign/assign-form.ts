import {
  AUDIT_ASSIGNMENT_MAX_EMAILS,
  AUDIT_ASSIGNMENT_MESSAGES,
  ZAssignToCompanySchema,
  ZAssignToEmailsSchema,
  ZAssignToSiteSchema,
  ZAssignToUserSchema,
  ZAuditScheduleEditSchema,
  dayIn,
} from '@hivis/contracts';
import type {
  TAssignToCompany,
  TAssignToEmails,
  TAssignToSite,
  TAssignToUser,
  TAuditAssignment,
  TAuditAssignmentTarget,
  TAuditRecurrence,
  TAuditScheduleEdit,
} from '@hivis/contracts';
import { validateWith } from '../../../ui/forms/form-validation';

/*
 * The assign and edit-schedule forms' values, checks and bodies, apart from the screens so they
 * can be tested. The checks are the contract's own schemas, run on the body the form would send.
 */

/** The schedule as its fields hold it: the end day blank for none. */
export type TScheduleValues = {
  recurrence: TAuditRecurrence;
  /** YYYY-MM-DD, as a date field gives it. */
  startsOn: string;
  /** HH:MM, as a time field gives it. */
  dueTime: string;
  /** YYYY-MM-DD, or '' for no end. */
  endsOn: string;
};

export type TAssignFormValues = TScheduleValues & {
  target: TAuditAssignmentTarget;
  worksiteId: string;
  userId: string;
  contractorCompanyId: string;
  /** As typed: one a line, or separated by commas, semicolons or spaces. */
  emails: string;
};

/** The end of a working day: when an audit is due unless told otherwise. */
export const DEFAULT_DUE_TIME = '17:00';

/** Where each target's choice lives in the form, and in the API's body. */
export const TARGET_FIELDS = {
  site: 'worksiteId',
  user: 'userId',
  company: 'contractorCompanyId',
  emails: 'emails',
} as const satisfies Record<TAuditAssignmentTarget, keyof TAssignFormValues>;

/** Said when nothing is chosen yet: plainer than the server's "not found". */
export const CHOOSE_MESSAGES: Record<Exclude<TAuditAssignmentTarget, 'emails'>, string> = {
  site: 'Please choose a worksite.',
  user: 'Please choose a person.',
  company: 'Please choose a contractor company.',
};

/** A new schedule: weekly from today (on the company's calendar), due by 5 pm, no end. */
export function newScheduleValues(timeZone: string, now = new Date()): TScheduleValues {
  return { recurrence: 'weekly', startsOn: dayIn(now, timeZone), dueTime: DEFAULT_DUE_TIME, endsOn: '' };
}

export function newAssignValues(target: TAuditAssignmentTarget, timeZone: string, now = new Date()): TAssignFormValues {
  return { target, worksiteId: '', userId: '', contractorCompanyId: '', emails: '', ...newScheduleValues(timeZone, now) };
}

/** An assignment's schedule in the edit form. */
export function scheduleValuesOf(assignment: Pick<TAuditAssignment, 'recurrence' | 'startsOn' | 'dueTime' | 'endsOn'>): TScheduleValues {
  return { recurrence: assignment.recurrence, startsOn: assignment.startsOn, dueTime: assignment.dueTime, endsOn: assignment.endsOn ?? '' };
}

/** The addresses typed, one by one. */
export function emailList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
}

/** The schedule as the API takes it: a one-off has no end day, a blank end is none. */
export function scheduleBody(values: TScheduleValues): TAuditScheduleEdit {
  return {
    recurrence: values.recurrence,
    startsOn: values.startsOn,
    dueTime: values.dueTime,
    endsOn: values.recurrence === 'once' || values.endsOn === '' ? null : values.endsOn,
  };
}

/** What the form sends, by target: each goes to its own endpoint. */
export type TAssignRequest =
  | { target: 'site'; body: TAssignToSite }
  | { target: 'user'; body: TAssignToUser }
  | { target: 'company'; body: TAssignToCompany }
  | { target: 'emails'; body: TAssignToEmails };

export function assignRequestOf(templateId: string, values: TAssignFormValues): TAssignRequest {
  const schedule = scheduleBody(values);
  switch (values.target) {
    case 'site':
      return { target: 'site', body: { auditTemplateId: templateId, worksiteId: values.worksiteId, ...schedule } };
    case 'user':
      return { target: 'user', body: { auditTemplateId: templateId, userId: values.userId, ...schedule } };
    case 'company':
      return { target: 'company', body: { auditTemplateId: templateId, contractorCompanyId: values.contractorCompanyId, ...schedule } };
    case 'emails':
      return { target: 'emails', body: { emails: emailList(values.emails), ...schedule } };
  }
}

const SCHEMAS = {
  site: ZAssignToSiteSchema,
  user: ZAssignToUserSchema,
  company: ZAssignToCompanySchema,
  emails: ZAssignToEmailsSchema,
} as const;

/**
 * The schedule's errors, on the form's fields: a blank first day asks for one (the day schema's
 * own words are about the format); the rest are the contract's.
 */
function onScheduleFields(errors: Record<string, string>, values: TScheduleValues): Record<string, string> {
  const found: Record<string, string> = {};
  for (const field of ['recurrence', 'startsOn', 'dueTime', 'endsOn'] as const) {
    if (errors[field]) found[field] = errors[field];
  }
  if (found.startsOn && values.startsOn === '') found.startsOn = AUDIT_ASSIGNMENT_MESSAGES.startsOn;
  if (found.dueTime && values.dueTime === '') found.dueTime = AUDIT_ASSIGNMENT_MESSAGES.dueTime;
  return found;
}

/** The edit form's checks: the PUT's schema. */
export function scheduleErrors(values: TScheduleValues): Record<string, string> {
  return onScheduleFields(validateWith(ZAuditScheduleEditSchema, scheduleBody(values)), values);
}

/** The assign form's checks: the target's schema, its words on the form's fields. */
export function assignErrors(values: TAssignFormValues): Record<string, string> {
  const request = assignRequestOf('00000000-0000-4000-8000-000000000000', values);
  const errors = validateWith(SCHEMAS[values.target], request.body);
  const found = onScheduleFields(errors, values);
  if (values.target === 'emails') {
    const message = emailsError(errors, emailList(values.emails));
    if (message) found.emails = message;
  } else {
    const field = TARGET_FIELDS[values.target];
    if (values[field] === '') found[field] = CHOOSE_MESSAGES[values.target];
    else if (errors[field]) found[field] = errors[field];
  }
  return found;
}

/** The list's problem, or the first address that is not one (named, so it can be found in the box). */
function emailsError(errors: Record<string, string>, emails: string[]): string | null {
  if (errors.emails) return errors.emails;
  const index = emails.findIndex((_, at) => errors[`emails.${at}`]);
  if (index >= 0) return `${AUDIT_ASSIGNMENT_MESSAGES.email}: ${emails[index]}`;
  return null;
}

/** The server's errors on the addresses one by one ("emails.3") belong on the one box. */
export const SERVER_FIELD_NAMES: Record<string, string> = Object.fromEntries(
  Array.from({ length: AUDIT_ASSIGNMENT_MAX_EMAILS + 1 }, (_, at) => [`emails.${at}`, 'emails']),
);

/** The fields a server error may sit on: the target's, and the schedule's shown. */
export function assignFieldsOf(values: TAssignFormValues): string[] {
  return [TARGET_FIELDS[values.target], ...scheduleFieldsOf(values)];
}

export function scheduleFieldsOf(values: TScheduleValues): string[] {
  return values.recurrence === 'once' ? ['recurrence', 'startsOn', 'dueTime'] : ['recurrence', 'startsOn', 'dueTime', 'endsOn'];
}
