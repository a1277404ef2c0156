import { describe, expect, it } from 'vitest';
import { dayIn } from '@hivis/contracts';
import { mondaysUpTo } from './audit-stats.service.js';

describe('the weeks of a template’s stats', () => {
  it('counts weeks from Monday, in the company’s time zone', () => {
    // Sunday 29 Nov 2026, 11 pm in UTC, is already Monday 30 Nov in Brisbane.
    expect(dayIn(new Date('2026-11-29T23:00:00Z'), 'Australia/Brisbane')).toBe('2026-11-30');
    expect(dayIn(new Date('2026-11-29T23:00:00Z'), 'UTC')).toBe('2026-11-29');
    expect(mondaysUpTo('2026-11-30', 3)).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
    expect(mondaysUpTo('2026-11-29', 2)).toEqual(['2026-11-16', '2026-11-23']);
    expect(mondaysUpTo('2027-01-02', 2)).toEqual(['2026-12-21', '2026-12-28']);
  });
});
