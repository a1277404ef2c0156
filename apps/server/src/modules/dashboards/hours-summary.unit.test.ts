import { describe, expect, it } from 'vitest';
import { summariseWeekHours } from './hours-summary.js';
import type { WeekShiftRow } from './operations.queries.js';

const at = (iso: string) => new Date(iso);
const shift = (userId: string, firstName: string, from: string, to: string | null, breaks: WeekShiftRow['breaks'] = []): WeekShiftRow => ({
  userId,
  firstName,
  lastName: 'Tester',
  email: `${firstName}@example.test`,
  clockInAt: at(from),
  clockOutAt: to ? at(to) : null,
  breaks,
});

describe('summariseWeekHours', () => {
  it('adds each person’s shifts less their breaks, most hours first', () => {
    const tile = summariseWeekHours(
      [
        shift('a', 'Ann', '2026-11-16T22:00:00Z', '2026-11-17T06:00:00Z', [{ startAt: '2026-11-17T02:00:00Z', endAt: '2026-11-17T02:30:00Z' }]),
        shift('b', 'Bob', '2026-11-16T22:00:00Z', '2026-11-17T07:00:00Z'),
        shift('a', 'Ann', '2026-11-17T22:00:00Z', '2026-11-17T23:00:00Z'),
      ],
      '2026-11-16',
      'full',
    );
    expect(tile).toEqual({
      weekStart: '2026-11-16',
      totalMinutes: 450 + 540 + 60,
      peopleCount: 2,
      people: [
        { userId: 'b', name: 'Bob Tester', minutes: 540 },
        { userId: 'a', name: 'Ann Tester', minutes: 510 },
      ],
    });
  });

  it('counts a running shift up to now and shortens names for an embed', () => {
    const tile = summariseWeekHours([shift('a', 'Ann', '2026-11-17T22:00:00Z', null)], '2026-11-16', 'embed', at('2026-11-18T00:15:00Z'));
    expect(tile.people).toEqual([{ userId: 'a', name: 'Ann T.', minutes: 135 }]);
  });

  it('keeps the ten people with most hours but totals everyone', () => {
    const shifts = Array.from({ length: 12 }, (_, index) =>
      shift(`p${index}`, `P${index}`, '2026-11-16T22:00:00Z', `2026-11-16T23:${String(index).padStart(2, '0')}:00Z`),
    );
    const tile = summariseWeekHours(shifts, '2026-11-16', 'full');
    expect(tile.peopleCount).toBe(12);
    expect(tile.people).toHaveLength(10);
    expect(tile.people[0]?.minutes).toBe(71);
    expect(tile.totalMinutes).toBe(Array.from({ length: 12 }, (_, index) => 60 + index).reduce((a, b) => a + b, 0));
  });
});
