import { describe, expect, it } from 'vitest';
import { addDays, calendarFields, calendarNow, fromCalendarTime, isDay, toCalendarTime, visibleDays } from './calendar-time';

describe('calendar time in the company zone', () => {
  it('feeds the calendar the wall clock of the zone, as UTC', () => {
    expect(toCalendarTime('2026-12-06T21:00:00.000Z', 'Australia/Brisbane')).toBe('2026-12-07T07:00:00Z');
    // Sydney is on daylight time (UTC+11) in December.
    expect(toCalendarTime('2026-12-06T21:00:00.000Z', 'Australia/Sydney')).toBe('2026-12-07T08:00:00Z');
  });

  it('reads a dropped or selected time back as the instant in the zone', () => {
    expect(fromCalendarTime(new Date('2026-12-07T07:00:00Z'), 'Australia/Brisbane')).toBe('2026-12-06T21:00:00.000Z');
    expect(fromCalendarTime(new Date('2026-07-07T07:00:00Z'), 'Pacific/Auckland')).toBe('2026-07-06T19:00:00.000Z');
  });

  it('gives the form fields and visible days of calendar dates', () => {
    expect(calendarFields(new Date('2026-12-07T07:30:00Z'))).toEqual({ date: '2026-12-07', time: '07:30' });
    expect(visibleDays(new Date('2026-12-07T00:00:00Z'), new Date('2026-12-14T00:00:00Z'))).toEqual({ from: '2026-12-07', to: '2026-12-14' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it("knows today in the zone, not the browser's", () => {
    expect(calendarNow('Australia/Brisbane', new Date('2026-12-06T15:00:00Z'))).toBe('2026-12-07T01:00:00Z');
  });

  it('accepts only real days from a link', () => {
    expect(isDay('2026-12-07')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('07/12/2026')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});
