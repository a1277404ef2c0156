import { describe, expect, it } from 'vitest';
import { dueWords, isOverdue } from './action-words';

const TODAY = '2026-12-03';

describe('a corrective action’s due day', () => {
  it.each([
    ['open', '2026-12-02', true],
    ['open', TODAY, false],
    ['open', '2026-12-04', false],
    ['done', '2026-11-01', false],
  ] as const)('%s, due %s: overdue %s', (status, dueOn, overdue) => {
    expect(isOverdue({ status, dueOn }, TODAY)).toBe(overdue);
  });

  it('reads as today or a date', () => {
    expect(dueWords(TODAY, TODAY)).toBe('Due today');
    expect(dueWords('2030-02-28', TODAY)).toBe('Due 28/02/2030');
  });
});
