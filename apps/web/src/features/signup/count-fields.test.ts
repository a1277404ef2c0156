import { describe, expect, it } from 'vitest';
import { EMPTY_CART } from './cart';
import { countProblem, countsAccepted, typedCount } from './count-fields';

describe('typedCount: a quantity field as the cart counts it', () => {
  it('counts an emptied field as none, without putting anything back in it', () => {
    expect(typedCount('')).toBe(0);
  });

  it('takes numbers as typed, a decimal point included', () => {
    expect(typedCount(4)).toBe(4);
    expect(typedCount(2.5)).toBe(2.5);
    expect(typedCount('2.')).toBe(2);
  });
});

describe('countProblem and countsAccepted: the checkout’s own rules', () => {
  it('refuses a part of an hour with the checkout’s message, instead of reading 2.5 as 25', () => {
    expect(countProblem('onsiteTrainingHours', 2.5)).toBe('Onsite training hours must be a whole number.');
    expect(countsAccepted({ ...EMPTY_CART, additionalHrs: 2.5 })).toBe(false);
  });

  it('accepts whole quantities, none included', () => {
    expect(countProblem('onsiteTrainingHours', 2)).toBeNull();
    expect(countProblem('sahCount', 0)).toBeNull();
    expect(countsAccepted({ ...EMPTY_CART, additionalHrs: 2, staffCount: 4 })).toBe(true);
  });
});
