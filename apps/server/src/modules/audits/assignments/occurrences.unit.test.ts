import { describe, expect, it } from 'vitest';
import type { TAuditSchedule } from '@hivis/contracts';
import { occurrenceBefore, occurrencesBetween, openOccurrences, rruleText } from './occurrences.js';

const BRISBANE = 'Australia/Brisbane';
const schedule = (overrides: Partial<TAuditSchedule>): TAuditSchedule => ({
  recurrence: 'weekly',
  startsOn: '2026-12-04',
  dueTime: '17:00',
  endsOn: null,
  ...overrides,
});
const days = (list: { on: string }[]) => list.map((each) => each.on);

describe('an assignment’s occurrences', () => {
  it.each([
    ['once', null, ['2026-12-04']],
    ['daily', '2026-12-07', ['2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07']],
    ['weekly', null, ['2026-12-04', '2026-12-11', '2026-12-18', '2026-12-25', '2027-01-01', '2027-01-08']],
    ['monthly', null, ['2026-12-04', '2027-01-04']],
    ['yearly', null, ['2026-12-04']],
  ] as const)('%s until %s', (recurrence, endsOn, expected) => {
    expect(days(occurrencesBetween(schedule({ recurrence, endsOn }), BRISBANE, '2026-12-01', '2027-01-10'))).toEqual(expected);
  });

  it('is due at its time on the company’s clock', () => {
    const [first] = occurrencesBetween(schedule({}), 'Australia/Sydney', '2026-12-04', '2026-12-04');
    expect(first?.dueAt.toISOString()).toBe('2026-12-04T06:00:00.000Z');
  });

  it('falls on the last day of a month without the start’s day', () => {
    expect(days(occurrencesBetween(schedule({ recurrence: 'monthly', startsOn: '2027-01-31' }), BRISBANE, '2027-01-01', '2027-05-31'))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
  });

  it('writes the rule as calendars read it', () => {
    expect(rruleText(schedule({ endsOn: '2027-03-01' }))).toBe('DTSTART:20261204T000000Z\nRRULE:FREQ=WEEKLY;UNTIL=20270301T000000Z');
    expect(rruleText(schedule({ recurrence: 'once' }))).toBe('DTSTART:20261204T000000Z\nRRULE:FREQ=DAILY;COUNT=1');
  });

  it('knows the occurrence before a day', () => {
    expect(occurrenceBefore(schedule({}), BRISBANE, '2026-12-11')?.on).toBe('2026-12-04');
    expect(occurrenceBefore(schedule({}), BRISBANE, '2026-12-04')).toBeNull();
  });

  it('opens each occurrence when the one before was due, and makes it overdue after its own time', () => {
    const weekly = schedule({});
    // Before the first day: the first is open from the start of its day only.
    expect(openOccurrences(weekly, BRISBANE, new Date('2026-12-03T10:00:00Z'), '2026-12-03', 30)).toEqual([]);
    // On Friday morning it is due, not overdue.
    const friday = openOccurrences(weekly, BRISBANE, new Date('2026-12-03T22:00:00Z'), '2026-12-04', 30);
    expect(friday.map((each) => [each.on, each.overdue])).toEqual([['2026-12-04', false]]);
    // Saturday: last Friday's is overdue, and next Friday's is open.
    const saturday = openOccurrences(weekly, BRISBANE, new Date('2026-12-05T00:00:00Z'), '2026-12-05', 30);
    expect(saturday.map((each) => [each.on, each.overdue])).toEqual([
      ['2026-12-04', true],
      ['2026-12-11', false],
    ]);
  });
});
