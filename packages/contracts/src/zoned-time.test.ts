import { describe, expect, it } from 'vitest';
import { addDays, dayIn, instantOf } from './zoned-time.js';

describe('days and times on a company’s clock', () => {
  it.each([
    ['2026-12-04', '17:00', 'Australia/Brisbane', '2026-12-04T07:00:00.000Z'],
    ['2026-12-04', '17:00', 'Australia/Sydney', '2026-12-04T06:00:00.000Z'],
    ['2026-07-04', '17:00', 'Australia/Sydney', '2026-07-04T07:00:00.000Z'],
    ['2026-12-04', '00:30', 'Australia/Perth', '2026-12-03T16:30:00.000Z'],
    ['2026-12-04', '09:00', 'Pacific/Auckland', '2026-12-03T20:00:00.000Z'],
    ['2026-12-04', '09:00', 'UTC', '2026-12-04T09:00:00.000Z'],
  ])('%s %s in %s is %s', (day, time, zone, instant) => {
    expect(instantOf(day, time, zone).toISOString()).toBe(instant);
  });

  it('reads a skipped time (daylight saving starting) as the hour after, and a repeated one as the first', () => {
    // Sydney's clocks go from 02:00 to 03:00 on 4 October 2026, and back from 03:00 to 02:00 on 5 April 2026.
    expect(instantOf('2026-10-04', '02:30', 'Australia/Sydney').toISOString()).toBe('2026-10-03T16:30:00.000Z');
    expect(instantOf('2026-04-05', '02:30', 'Australia/Sydney').toISOString()).toBe('2026-04-04T15:30:00.000Z');
  });

  it('names the day an instant falls on, there', () => {
    const instant = new Date('2026-12-03T15:00:00Z');
    expect(dayIn(instant, 'Australia/Brisbane')).toBe('2026-12-04');
    expect(dayIn(instant, 'UTC')).toBe('2026-12-03');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
