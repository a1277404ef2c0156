import { describe, expect, it } from 'vitest';
import { formatDuration, shortDay } from './timesheet-format';

describe('timesheet format', () => {
  it('shows durations as hours and minutes', () => {
    expect(formatDuration(0)).toBe('0m');
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(480)).toBe('8h');
    expect(formatDuration(485)).toBe('8h 05m');
  });

  it('names days', () => {
    expect(shortDay('2026-11-16')).toBe('Mon 16/11');
    expect(shortDay('2026-11-22')).toBe('Sun 22/11');
  });
});
