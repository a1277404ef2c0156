import { describe, expect, it } from 'vitest';
import { dueWords } from './due-words';

const ZONE = 'Australia/Brisbane';
// Thursday 3 December 2026, 10:00 am in Brisbane.
const NOW = new Date('2026-12-03T00:00:00Z');

describe('when an assigned audit is due, in words', () => {
  it.each([
    ['2026-12-03T07:00:00Z', false, 'Due today by 5:00 pm'],
    ['2026-12-04T07:00:00Z', false, 'Due tomorrow by 5:00 pm'],
    ['2026-12-07T23:00:00Z', false, 'Due Tuesday by 9:00 am'],
    ['2026-12-20T07:00:00Z', false, 'Due Sun, 20 Dec by 5:00 pm'],
    ['2026-12-02T07:00:00Z', true, 'Overdue since yesterday 5:00 pm'],
    ['2026-11-30T07:00:00Z', true, 'Overdue since Monday 5:00 pm'],
  ])('%s, overdue %s: %s', (dueAt, overdue, words) => {
    expect(dueWords({ dueAt, overdue }, ZONE, NOW)).toBe(words);
  });
});
