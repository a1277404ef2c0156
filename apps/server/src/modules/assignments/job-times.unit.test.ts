import { describe, expect, it } from 'vitest';
import { formatJobWindow } from './job-times.js';

describe('formatJobWindow', () => {
  it('shows one day with both times in the company zone, DD/MM/YYYY and hh:mm A', () => {
    expect(formatJobWindow(new Date('2026-11-30T21:00:00Z'), new Date('2026-12-01T05:30:00Z'), 'Australia/Brisbane')).toBe(
      'Tue 01/12/2026 07:00 AM – 03:30 PM',
    );
  });

  it('names both days when the job runs past midnight, and follows daylight saving', () => {
    // Sydney is UTC+11 in summer: 20:00 to 04:00 the next morning.
    expect(formatJobWindow(new Date('2026-12-01T09:00:00Z'), new Date('2026-12-01T17:00:00Z'), 'Australia/Sydney')).toBe(
      'Tue 01/12/2026 08:00 PM – Wed 02/12/2026 04:00 AM',
    );
  });

  it('shows the start alone without an end, and says when nothing is scheduled', () => {
    expect(formatJobWindow(new Date('2026-06-01T00:00:00Z'), null, 'Pacific/Auckland')).toBe('Mon 01/06/2026 12:00 PM');
    expect(formatJobWindow(null, null, 'Australia/Brisbane')).toBe('Not scheduled yet');
  });
});
