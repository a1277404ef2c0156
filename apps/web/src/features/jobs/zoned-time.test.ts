import { describe, expect, it } from 'vitest';
import { formatSchedule, formatZoned, fromZonedFields, toZonedFields } from './zoned-time';

describe('zoned job times', () => {
  it('reads an instant in the company zone, not the browser one', () => {
    expect(toZonedFields('2026-12-01T22:00:00.000Z', 'Australia/Brisbane')).toEqual({ date: '2026-12-02', time: '08:00' });
    expect(toZonedFields('2026-12-01T22:00:00.000Z', 'Australia/Perth')).toEqual({ date: '2026-12-02', time: '06:00' });
    expect(toZonedFields(null, 'Australia/Brisbane')).toEqual({ date: '', time: '' });
  });

  it('turns typed fields back into the same instant, across daylight saving', () => {
    expect(fromZonedFields('2026-12-02', '08:00', 'Australia/Brisbane')).toBe('2026-12-01T22:00:00.000Z');
    // Sydney is UTC+11 in summer and UTC+10 in winter.
    expect(fromZonedFields('2026-12-02', '08:00', 'Australia/Sydney')).toBe('2026-12-01T21:00:00.000Z');
    expect(fromZonedFields('2026-06-02', '08:00', 'Australia/Sydney')).toBe('2026-06-01T22:00:00.000Z');
    expect(fromZonedFields('2026-12-02', '08:00', 'Pacific/Auckland')).toBe('2026-12-01T19:00:00.000Z');
    expect(fromZonedFields('', '08:00', 'Australia/Brisbane')).toBeNull();
    expect(fromZonedFields('2026-12-02', '', 'Australia/Brisbane')).toBe('2026-12-01T14:00:00.000Z');
  });

  it('shows DD/MM/YYYY hh:mm A', () => {
    expect(formatZoned('2026-12-02T04:30:00.000Z', 'Australia/Brisbane')).toBe('02/12/2026 02:30 PM');
    expect(formatZoned('2026-12-01T14:00:00.000Z', 'Australia/Brisbane')).toBe('02/12/2026 12:00 AM');
    expect(formatZoned(null, 'Australia/Brisbane')).toBe('Not set');
    expect(formatSchedule('2026-12-01T22:00:00.000Z', '2026-12-02T06:00:00.000Z', 'Australia/Brisbane')).toBe('02/12/2026 08:00 AM to 04:00 PM');
    expect(formatSchedule(null, null, 'Australia/Brisbane')).toBe('Not scheduled');
  });
});
