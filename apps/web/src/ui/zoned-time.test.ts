import { describe, expect, it } from 'vitest';
import { dayIn, dayWords, timeWords, whenWords } from './zoned-time';

/* A talk's (or a JSA's) day and time on the company's clock, whatever zone the phone (or the test) runs in. */

const BRISBANE = 'Australia/Brisbane';
const PERTH = 'Australia/Perth';
const SYDNEY = 'Australia/Sydney';

describe('talk times', () => {
  it('says the time of day as people do, on the company’s clock', () => {
    // 21:05 UTC is 7:05 the next morning in Brisbane (UTC+10, no daylight saving).
    expect(timeWords('2026-11-25T21:05:00.000Z', BRISBANE)).toBe('7:05 am');
    expect(timeWords('2026-11-25T21:05:00.000Z', PERTH)).toBe('5:05 am');
    expect(timeWords('2026-11-26T02:30:00.000Z', BRISBANE)).toBe('12:30 pm');
    expect(timeWords('2026-11-25T14:00:00.000Z', BRISBANE)).toBe('12:00 am');
    expect(timeWords('not a time', BRISBANE)).toBe('');
  });

  it('puts a talk on the company’s day, not the UTC one, daylight saving included', () => {
    expect(dayIn('2026-11-25T21:05:00.000Z', BRISBANE)).toBe('2026-11-26');
    expect(dayIn('2026-11-25T21:05:00.000Z', 'UTC')).toBe('2026-11-25');
    // Sydney is UTC+11 in summer: 13:30 UTC is already the next day there, not yet in Brisbane.
    expect(dayIn('2026-11-25T13:30:00.000Z', SYDNEY)).toBe('2026-11-26');
    expect(dayIn('2026-11-25T13:30:00.000Z', BRISBANE)).toBe('2026-11-25');
  });

  it('names today and yesterday, and dates the days before, across a month and a year', () => {
    expect(dayWords('2026-11-26', '2026-11-26')).toBe('Today');
    expect(dayWords('2026-11-25', '2026-11-26')).toBe('Yesterday');
    expect(dayWords('2026-11-30', '2026-12-01')).toBe('Yesterday');
    expect(dayWords('2025-12-31', '2026-01-01')).toBe('Yesterday');
    expect(dayWords('2026-11-24', '2026-11-26')).toBe('24/11/2026');
  });

  it('says when a talk was held against now', () => {
    const now = new Date('2026-11-25T23:00:00.000Z'); // 9 am on 26/11 in Brisbane
    expect(whenWords('2026-11-25T21:05:00.000Z', BRISBANE, now)).toBe('Today at 7:05 am');
    expect(whenWords('2026-11-24T20:45:00.000Z', BRISBANE, now)).toBe('Yesterday at 6:45 am');
    expect(whenWords('2026-11-22T21:00:00.000Z', BRISBANE, now)).toBe('23/11/2026 at 7:00 am');
  });
});
