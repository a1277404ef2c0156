import { describe, expect, it } from 'vitest';
import type { TEmployeeListItem } from '@hivis/contracts';
import { dueWords, isOverdue, personOptions, placeWords } from './action-words';

const TODAY = '2026-12-03';

describe('an action’s due day', () => {
  it.each([
    ['open', '2026-12-02', true],
    ['open', TODAY, false],
    ['open', '2026-12-04', false],
    ['open', null, false],
    ['done', '2026-11-01', false],
  ] as const)('%s, due %s: overdue %s', (status, dueOn, overdue) => {
    expect(isOverdue({ status, dueOn }, TODAY)).toBe(overdue);
  });

  it('reads as today, a date, or none', () => {
    expect(dueWords(TODAY, TODAY)).toBe('Due today');
    expect(dueWords('2030-02-28', TODAY)).toBe('Due 28/02/2030');
    expect(dueWords(null, TODAY)).toBe('No due day');
  });
});

describe('where an action is', () => {
  it('names the job and the site, or nothing', () => {
    expect(placeWords({ job: { id: 'j', name: 'Fence repairs' }, worksite: { id: 's', name: '12 Smith St' } })).toBe('Fence repairs · 12 Smith St');
    expect(placeWords({ job: null, worksite: null })).toBeNull();
  });
});

const person = (id: string, firstName: string, status: TEmployeeListItem['status'] = 'active'): TEmployeeListItem => ({
  id,
  firstName,
  lastName: 'Lee',
  email: `${firstName.toLowerCase()}@example.test`,
  phone: null,
  role: 'NAH',
  status,
  position: null,
  licenceWarning: null,
  nextLicenceExpiry: null,
});

describe('who an action can be given to', () => {
  it('leaves out people who have left, by name, and keeps the one it is given to now', () => {
    const people = [person('b', 'Sam'), person('a', 'Alex', 'pending_setup'), person('c', 'Chris', 'deactivated')];
    expect(personOptions(people, null)).toEqual([
      { value: 'a', label: 'Alex Lee (not joined yet)' },
      { value: 'b', label: 'Sam Lee' },
    ]);
    expect(personOptions(people, { id: 'c', name: 'Chris Lee' })[0]).toEqual({ value: 'c', label: 'Chris Lee' });
    expect(personOptions(people, { id: 'b', name: 'Sam Lee' })).toHaveLength(2);
  });
});
