import { describe, expect, it } from 'vitest';
import type { TAuditAssignment, TAuditOccurrence } from '@hivis/contracts';
import {
  formatDay,
  formatDayWithWeekday,
  formatDueTime,
  nextOccurrence,
  noNextWords,
  occurrenceWhen,
  ordinal,
  overdueCount,
  scheduleSentence,
  whoLine,
  whoWords,
} from './schedule-words';

const BRISBANE = 'Australia/Brisbane';

const schedule = (overrides: Partial<Parameters<typeof scheduleSentence>[0]> = {}) => ({
  recurrence: 'weekly' as const,
  startsOn: '2026-12-04', // a Friday
  dueTime: '17:00',
  endsOn: null,
  ...overrides,
});

const occurrence = (on: string, state: TAuditOccurrence['state'], auditResponseId: string | null = null): TAuditOccurrence => ({
  on,
  // 17:00 in Brisbane (UTC+10) is 07:00 UTC.
  dueAt: `${on}T07:00:00.000Z`,
  state,
  auditResponseId,
});

const assignment = (overrides: Partial<TAuditAssignment> = {}): TAuditAssignment => ({
  id: '0c9a7d3e-2f4b-4e6a-8c1d-9e8f7a6b5c4d',
  auditTemplateId: '6f1c2a4e-8b1d-4c3e-9a7f-1b2c3d4e5f60',
  templateName: 'Site walk',
  target: 'site',
  assignee: { id: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', name: '12 Smith St' },
  emails: [],
  recurrence: 'weekly',
  startsOn: '2026-12-04',
  dueTime: '17:00',
  endsOn: null,
  rrule: 'DTSTART:20261204T000000Z\nRRULE:FREQ=WEEKLY',
  assignedBy: { id: '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d', name: 'Pat Owner' },
  stopped: false,
  occurrences: [],
  createdOn: '2026-12-01T00:00:00.000Z',
  ...overrides,
});

describe('the schedule as a sentence', () => {
  it('says a weekly one by its weekday', () => {
    expect(scheduleSentence(schedule())).toBe('Every week on Friday by 5:00 pm from 4 Dec 2026');
  });

  it('says when it ends', () => {
    expect(scheduleSentence(schedule({ endsOn: '2027-03-31' }))).toBe('Every week on Friday by 5:00 pm from 4 Dec 2026 until 31 Mar 2027');
  });

  it('says a daily one without a day', () => {
    expect(scheduleSentence(schedule({ recurrence: 'daily', dueTime: '07:30' }))).toBe('Every day by 7:30 am from 4 Dec 2026');
  });

  it('says a monthly one by its day of the month', () => {
    expect(scheduleSentence(schedule({ recurrence: 'monthly' }))).toBe('Every month on the 4th by 5:00 pm from 4 Dec 2026');
    expect(scheduleSentence(schedule({ recurrence: 'monthly', startsOn: '2026-12-22' }))).toBe('Every month on the 22nd by 5:00 pm from 22 Dec 2026');
  });

  it('says a monthly one from the 29th to the 31st falls on a shorter month’s last day', () => {
    expect(scheduleSentence(schedule({ recurrence: 'monthly', startsOn: '2027-01-31' }))).toBe(
      'Every month on the 31st (or the last day of a shorter month) by 5:00 pm from 31 Jan 2027',
    );
  });

  it('says a yearly one by its date', () => {
    expect(scheduleSentence(schedule({ recurrence: 'yearly', startsOn: '2026-07-01', dueTime: '09:00' }))).toBe(
      'Every year on 1 July by 9:00 am from 1 July 2026',
    );
    expect(scheduleSentence(schedule({ recurrence: 'yearly', startsOn: '2028-02-29' }))).toBe(
      'Every year on 29 February (in leap years) by 5:00 pm from 29 Feb 2028',
    );
  });

  it('says a one-off by its date, and no end', () => {
    expect(scheduleSentence(schedule({ recurrence: 'once', endsOn: '2027-01-01' }))).toBe('Once on 4 Dec 2026 by 5:00 pm');
  });

  it('reads noon and midnight the Australian way', () => {
    expect(formatDueTime('12:00')).toBe('12:00 pm');
    expect(formatDueTime('00:05')).toBe('12:05 am');
    expect(formatDueTime('23:59')).toBe('11:59 pm');
  });

  it('says nothing while the first day or the time is not a real one', () => {
    expect(scheduleSentence(schedule({ startsOn: '' }))).toBe('');
    expect(scheduleSentence(schedule({ startsOn: '2026-02-30' }))).toBe('');
    expect(scheduleSentence(schedule({ dueTime: '25:00' }))).toBe('');
  });
});

describe('days and ordinals', () => {
  it('writes days as Australians read them', () => {
    expect(formatDay('2026-12-04')).toBe('4 Dec 2026');
    expect(formatDayWithWeekday('2026-12-04')).toBe('Fri 4 Dec 2026');
    // en-AU's own short months: June, July and Sept.
    expect(formatDay('2026-09-01')).toBe('1 Sept 2026');
  });

  it('gives each day of the month its ending', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
  });
});

describe('who does it', () => {
  it('names the site, person or company', () => {
    expect(whoWords(assignment())).toBe('12 Smith St');
    expect(whoLine(assignment({ target: 'user', assignee: { id: 'x', name: 'Sam Lee' } }))).toBe('Person: Sam Lee');
    expect(whoLine(assignment({ target: 'company', assignee: { id: 'x', name: 'Sparks Pty Ltd' } }))).toBe('Contractor: Sparks Pty Ltd');
  });

  it('counts email addresses', () => {
    expect(whoWords(assignment({ target: 'emails', assignee: null, emails: ['a@example.com'] }))).toBe('1 email address');
    expect(whoWords(assignment({ target: 'emails', assignee: null, emails: ['a@example.com', 'b@example.com', 'c@example.com'] }))).toBe('3 email addresses');
  });
});

describe('occurrences', () => {
  it('says an occurrence’s day and its due time on the company’s clock', () => {
    expect(occurrenceWhen(occurrence('2026-12-04', 'due'), BRISBANE)).toBe('Fri 4 Dec 2026 by 5:00 pm');
    // The same instant is 6:00 pm in Sydney's summer time.
    expect(occurrenceWhen(occurrence('2026-12-04', 'due'), 'Australia/Sydney')).toBe('Fri 4 Dec 2026 by 6:00 pm');
  });

  it('takes the one open now before the one coming', () => {
    const occurrences = [
      occurrence('2026-12-11', 'upcoming'),
      occurrence('2026-11-27', 'overdue'),
      occurrence('2026-12-04', 'due'),
      occurrence('2026-11-20', 'done', 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b'),
    ];
    expect(nextOccurrence(assignment({ occurrences }))?.on).toBe('2026-12-04');
    expect(nextOccurrence(assignment({ occurrences: occurrences.filter((each) => each.state !== 'due') }))?.on).toBe('2026-12-11');
    expect(overdueCount(assignment({ occurrences }))).toBe(1);
  });

  it('has nothing next or overdue once stopped', () => {
    const stopped = assignment({ stopped: true, occurrences: [occurrence('2026-11-27', 'overdue')] });
    expect(nextOccurrence(stopped)).toBeNull();
    expect(overdueCount(stopped)).toBe(0);
    expect(noNextWords(stopped)).toBe('Stopped: nothing more is due.');
  });

  it('says why nothing is next', () => {
    expect(noNextWords(assignment({ recurrence: 'once', occurrences: [occurrence('2026-12-04', 'done', 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b')] }))).toBe(
      'Done.',
    );
    expect(noNextWords(assignment({ endsOn: '2026-12-31', occurrences: [occurrence('2026-12-25', 'done')] }))).toBe(
      'Nothing more due: its last day has passed.',
    );
  });
});
