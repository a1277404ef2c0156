import { describe, expect, it } from 'vitest';
import { AUDIT_ASSIGNMENT_MESSAGES } from '@hivis/contracts';
import {
  CHOOSE_MESSAGES,
  SERVER_FIELD_NAMES,
  assignErrors,
  assignFieldsOf,
  assignRequestOf,
  emailList,
  newAssignValues,
  scheduleBody,
  scheduleErrors,
  scheduleValuesOf,
} from './assign-form';
import type { TAssignFormValues } from './assign-form';

const TEMPLATE_ID = '6f1c2a4e-8b1d-4c3e-9a7f-1b2c3d4e5f60';
const SITE_ID = '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';

const values = (overrides: Partial<TAssignFormValues> = {}): TAssignFormValues => ({
  ...newAssignValues('site', 'Australia/Brisbane', new Date('2026-12-03T20:00:00Z')),
  worksiteId: SITE_ID,
  ...overrides,
});

describe('a new assignment’s values', () => {
  it('starts weekly from today in the company’s zone, due by 5 pm, with no end', () => {
    // 8 pm on the 3rd in UTC is 6 am on the 4th in Brisbane.
    expect(newAssignValues('user', 'Australia/Brisbane', new Date('2026-12-03T20:00:00Z'))).toEqual({
      target: 'user',
      worksiteId: '',
      userId: '',
      contractorCompanyId: '',
      emails: '',
      recurrence: 'weekly',
      startsOn: '2026-12-04',
      dueTime: '17:00',
      endsOn: '',
    });
  });

  it('reads an assignment’s schedule back into the fields', () => {
    expect(scheduleValuesOf({ recurrence: 'monthly', startsOn: '2026-12-04', dueTime: '08:00', endsOn: null })).toEqual({
      recurrence: 'monthly',
      startsOn: '2026-12-04',
      dueTime: '08:00',
      endsOn: '',
    });
  });
});

describe('the body sent', () => {
  it('sends a blank end as none, and a one-off never has one', () => {
    expect(scheduleBody(values()).endsOn).toBeNull();
    expect(scheduleBody(values({ endsOn: '2027-01-01' })).endsOn).toBe('2027-01-01');
    expect(scheduleBody(values({ recurrence: 'once', endsOn: '2027-01-01' })).endsOn).toBeNull();
  });

  it('goes to each target’s endpoint with its own id', () => {
    expect(assignRequestOf(TEMPLATE_ID, values())).toEqual({
      target: 'site',
      body: { auditTemplateId: TEMPLATE_ID, worksiteId: SITE_ID, recurrence: 'weekly', startsOn: '2026-12-04', dueTime: '17:00', endsOn: null },
    });
    expect(assignRequestOf(TEMPLATE_ID, values({ target: 'user', userId: SITE_ID })).body).toMatchObject({ userId: SITE_ID });
    expect(assignRequestOf(TEMPLATE_ID, values({ target: 'company', contractorCompanyId: SITE_ID })).body).toMatchObject({ contractorCompanyId: SITE_ID });
    // The template is in the emails endpoint's path, not its body.
    expect(assignRequestOf(TEMPLATE_ID, values({ target: 'emails', emails: 'a@example.com, b@example.com' }))).toEqual({
      target: 'emails',
      body: { emails: ['a@example.com', 'b@example.com'], recurrence: 'weekly', startsOn: '2026-12-04', dueTime: '17:00', endsOn: null },
    });
  });

  it('reads addresses one a line, or separated by commas, semicolons or spaces', () => {
    expect(emailList(' a@example.com\nb@example.com,c@example.com; d@example.com  \n\n')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'd@example.com',
    ]);
  });
});

describe('the form’s checks', () => {
  it('passes a whole form', () => {
    expect(assignErrors(values())).toEqual({});
    expect(assignErrors(values({ target: 'emails', emails: 'a@example.com' }))).toEqual({});
  });

  it('asks for the target to be chosen', () => {
    expect(assignErrors(values({ worksiteId: '' }))).toEqual({ worksiteId: CHOOSE_MESSAGES.site });
    expect(assignErrors(values({ target: 'user' }))).toEqual({ userId: CHOOSE_MESSAGES.user });
    expect(assignErrors(values({ target: 'company' }))).toEqual({ contractorCompanyId: CHOOSE_MESSAGES.company });
  });

  it('asks for at least one address, and names one that is not', () => {
    expect(assignErrors(values({ target: 'emails', emails: '  ' }))).toEqual({ emails: AUDIT_ASSIGNMENT_MESSAGES.emails });
    expect(assignErrors(values({ target: 'emails', emails: 'a@example.com\nbob@' }))).toEqual({ emails: `${AUDIT_ASSIGNMENT_MESSAGES.email}: bob@` });
  });

  it('stops at the most addresses one assignment takes', () => {
    const many = Array.from({ length: 21 }, (_, at) => `p${at}@example.com`).join('\n');
    expect(assignErrors(values({ target: 'emails', emails: many }))).toEqual({ emails: AUDIT_ASSIGNMENT_MESSAGES.tooManyEmails });
  });

  it('checks the schedule with the contract’s words', () => {
    expect(assignErrors(values({ startsOn: '' }))).toEqual({ startsOn: AUDIT_ASSIGNMENT_MESSAGES.startsOn });
    expect(assignErrors(values({ dueTime: '' }))).toEqual({ dueTime: AUDIT_ASSIGNMENT_MESSAGES.dueTime });
    expect(assignErrors(values({ endsOn: '2026-12-01' }))).toEqual({ endsOn: AUDIT_ASSIGNMENT_MESSAGES.endsOn });
    expect(scheduleErrors({ recurrence: 'daily', startsOn: '2026-12-04', dueTime: '17:00', endsOn: '2026-12-03' })).toEqual({
      endsOn: AUDIT_ASSIGNMENT_MESSAGES.endsOn,
    });
  });

  it('lets a one-off keep an end day typed before: it is not sent', () => {
    expect(assignErrors(values({ recurrence: 'once', endsOn: '2026-12-01' }))).toEqual({});
  });
});

describe('the server’s field errors', () => {
  it('land on the target’s field and the schedule’s shown', () => {
    expect(assignFieldsOf(values())).toEqual(['worksiteId', 'recurrence', 'startsOn', 'dueTime', 'endsOn']);
    expect(assignFieldsOf(values({ target: 'emails', recurrence: 'once' }))).toEqual(['emails', 'recurrence', 'startsOn', 'dueTime']);
  });

  it('put each address’s problem on the one box', () => {
    expect(SERVER_FIELD_NAMES['emails.0']).toBe('emails');
    expect(SERVER_FIELD_NAMES['emails.19']).toBe('emails');
  });
});
