import { describe, expect, it } from 'vitest';
import { clockTime, rangeTitle } from './calendar-labels';

describe('calendar wording', () => {
  it('writes times as hh:mm A', () => {
    expect(clockTime(new Date('2026-12-07T00:05:00Z'))).toBe('12:05 AM');
    expect(clockTime(new Date('2026-12-07T15:30:00Z'))).toBe('03:30 PM');
  });

  it('titles a month, a week and a day', () => {
    const monday = new Date('2026-12-07T00:00:00Z');
    const nextMonday = new Date('2026-12-14T00:00:00Z');
    expect(rangeTitle('dayGridMonth', new Date('2026-11-30T00:00:00Z'), new Date('2027-01-11T00:00:00Z'), new Date('2026-12-01T00:00:00Z'))).toBe(
      'December 2026',
    );
    expect(rangeTitle('timeGridWeek', monday, nextMonday, monday)).toBe('07/12/2026 – 13/12/2026');
    expect(rangeTitle('timeGridDay', monday, new Date('2026-12-08T00:00:00Z'), monday)).toBe('Mon 07/12/2026');
  });
});
