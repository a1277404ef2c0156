import { describe, expect, it } from 'vitest';
import {
  breakMinutes,
  daysBetween,
  formatZonedDateTime,
  formatZonedTime,
  hoursOf,
  isIsoDate,
  isoWeekday,
  mondayOf,
  plusDays,
  workedMinutes,
  zonedDateOf,
  zonedStartOfDay,
} from './timesheet-time.js';

describe('timesheet time', () => {
  it('finds calendar dates and midnights in a zone', () => {
    expect(zonedDateOf(new Date('2026-11-15T14:30:00Z'), 'Australia/Brisbane')).toBe('2026-11-16');
    expect(zonedStartOfDay('2026-11-16', 'Australia/Brisbane').toISOString()).toBe('2026-11-15T14:00:00.000Z');
    // Sydney is on daylight time (+11) in November, standard time (+10) in June.
    expect(zonedStartOfDay('2026-11-16', 'Australia/Sydney').toISOString()).toBe('2026-11-15T13:00:00.000Z');
    expect(zonedStartOfDay('2026-06-15', 'Australia/Sydney').toISOString()).toBe('2026-06-14T14:00:00.000Z');
    // The day daylight time starts in Sydney (4 October 2026): midnight is still +10.
    expect(zonedStartOfDay('2026-10-04', 'Australia/Sydney').toISOString()).toBe('2026-10-03T14:00:00.000Z');
    expect(zonedStartOfDay('2026-10-05', 'Australia/Sydney').toISOString()).toBe('2026-10-04T13:00:00.000Z');
  });

  it('does calendar arithmetic and checks dates', () => {
    expect(plusDays('2026-12-29', 7)).toBe('2027-01-05');
    expect(isoWeekday('2026-11-16')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(29);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('16/11/2026')).toBe(false);
  });

  it('counts worked minutes without breaks, running ones up to now', () => {
    const breaks = [
      { startAt: '2026-11-16T02:00:00Z', endAt: '2026-11-16T02:30:00Z' },
      { startAt: '2026-11-16T05:00:00Z', endAt: null },
    ];
    const now = new Date('2026-11-16T05:15:00Z');
    expect(breakMinutes(breaks, now)).toBe(45);
    expect(workedMinutes({ clockInAt: '2026-11-15T22:00:00Z', clockOutAt: null, breaks }, now)).toBe(7 * 60 + 15 - 45);
    expect(workedMinutes({ clockInAt: '2026-11-15T22:00:00Z', clockOutAt: '2026-11-16T06:00:00Z', breaks: breaks.slice(0, 1) })).toBe(450);
    expect(hoursOf(450)).toBe('7.50');
    expect(hoursOf(20)).toBe('0.33');
  });

  it('formats times as hh:mm A in the zone', () => {
    expect(formatZonedTime('2026-11-15T22:05:00Z', 'Australia/Brisbane')).toBe('08:05 AM');
    expect(formatZonedTime('2026-11-16T02:00:00Z', 'Australia/Brisbane')).toBe('12:00 PM');
    expect(formatZonedTime('2026-11-16T14:00:00Z', 'Australia/Brisbane')).toBe('12:00 AM');
    expect(formatZonedDateTime('2026-11-16T07:30:00Z', 'Australia/Perth')).toBe('16/11/2026 03:30 PM');
  });
});

describe('wall-clock times for the correction form', () => {
  it('goes from an instant to the zone wall clock and back', async () => {
    const { instantOfZonedLocal, zonedLocalDateTime } = await import('./timesheet-time.js');
    expect(zonedLocalDateTime('2026-11-15T21:30:00Z', 'Australia/Brisbane')).toBe('2026-11-16T07:30');
    expect(instantOfZonedLocal('2026-11-16T07:30', 'Australia/Brisbane')?.toISOString()).toBe('2026-11-15T21:30:00.000Z');
    // 4 October 2026, Sydney: 02:00 jumps to 03:00; a time after the change is +11.
    expect(instantOfZonedLocal('2026-10-04T09:00', 'Australia/Sydney')?.toISOString()).toBe('2026-10-03T22:00:00.000Z');
    expect(instantOfZonedLocal('2026-10-04T01:00', 'Australia/Sydney')?.toISOString()).toBe('2026-10-03T15:00:00.000Z');
    expect(instantOfZonedLocal('2026-13-04T01:00', 'Australia/Sydney')).toBeNull();
    expect(instantOfZonedLocal('', 'Australia/Sydney')).toBeNull();
  });
});
