import { describe, expect, it } from 'vitest';
import { EMPLOYEE_MESSAGES } from '@hivis/contracts';
import { emptyRow, isBlankRow, rowErrors } from './team-rows';

describe('team set-up rows', () => {
  it('skips rows nobody typed in', () => {
    expect(isBlankRow(emptyRow())).toBe(true);
    expect(isBlankRow({ ...emptyRow(), email: 'a@b.test' })).toBe(false);
  });

  it('checks a row with the contract messages', () => {
    expect(rowErrors({ ...emptyRow(), email: 'nope', firstName: 'Al' })).toEqual({
      email: EMPLOYEE_MESSAGES.emailInvalid,
      lastName: EMPLOYEE_MESSAGES.lastName,
    });
    expect(rowErrors({ ...emptyRow(), email: 'al@b.test', firstName: 'Al', lastName: 'Lee', role: 'SAH' })).toEqual({});
  });
});
