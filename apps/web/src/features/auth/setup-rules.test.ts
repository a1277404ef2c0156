import { describe, expect, it } from 'vitest';
import { canCompleteSetup } from './setup-rules';

const ready = { password: 'Secret-pass1', confirmPassword: 'Secret-pass1', ppAccepted: true, tcAccepted: true };

describe('canCompleteSetup (spec 5, employee set-up)', () => {
  it('allows Next when both boxes are ticked and the passwords match', () => {
    expect(canCompleteSetup(ready)).toBe(true);
  });

  it('compares the passwords after trimming', () => {
    expect(canCompleteSetup({ ...ready, confirmPassword: ' Secret-pass1 ' })).toBe(true);
  });

  it('needs both boxes ticked', () => {
    expect(canCompleteSetup({ ...ready, ppAccepted: false })).toBe(false);
    expect(canCompleteSetup({ ...ready, tcAccepted: false })).toBe(false);
  });

  it('needs non-empty, equal passwords', () => {
    expect(canCompleteSetup({ ...ready, password: '   ', confirmPassword: '   ' })).toBe(false);
    expect(canCompleteSetup({ ...ready, confirmPassword: 'Other-pass1' })).toBe(false);
  });
});
