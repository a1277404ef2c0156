import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './dates';

describe('spec date and time formats', () => {
  it('writes DD/MM/YYYY with padding', () => {
    expect(formatDate(new Date(2026, 0, 5, 9, 3))).toBe('05/01/2026');
  });

  it('writes hh:mm A on a 12-hour clock', () => {
    expect(formatTime(new Date(2026, 0, 5, 0, 7))).toBe('12:07 AM');
    expect(formatTime(new Date(2026, 0, 5, 13, 30))).toBe('01:30 PM');
    expect(formatTime(new Date(2026, 0, 5, 12, 0))).toBe('12:00 PM');
  });

  it('gives nothing for a missing or broken value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatTime(undefined)).toBe('');
  });
});
