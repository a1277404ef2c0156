import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES, ZAssignStaffSchema, ZClashQuerySchema, ZMyJobsQuerySchema } from './assignments.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('staffing requests', () => {
  it('takes each person once and does not confirm clashes unless asked', () => {
    expect(ZAssignStaffSchema.parse({ userIds: [id(1), id(2), id(1)] })).toEqual({ userIds: [id(1), id(2)], confirmClashes: false });
  });

  it('needs one to fifty people', () => {
    expect(ZAssignStaffSchema.safeParse({ userIds: [] }).error?.issues[0]?.message).toBe(ASSIGNMENT_MESSAGES.people);
    const many = Array.from({ length: 51 }, (_, index) => id(index));
    expect(ZAssignStaffSchema.safeParse({ userIds: many }).error?.issues[0]?.message).toBe(ASSIGNMENT_MESSAGES.tooMany);
  });

  it('refuses a clash window that ends before it starts, on the end field', () => {
    const result = ZClashQuerySchema.safeParse({ userIds: [id(1)], start: '2026-12-02T00:00:00Z', end: '2026-12-01T00:00:00Z' });
    expect(result.error?.issues[0]).toMatchObject({ message: ASSIGNMENT_MESSAGES.window, path: ['end'] });
  });

  it('lists current jobs ten at a time unless told otherwise', () => {
    expect(ZMyJobsQuerySchema.parse({})).toEqual({ when: 'current', page: 1, take: 10 });
  });
});
