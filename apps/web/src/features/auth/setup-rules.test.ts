import { describe, expect, it } from 'vitest';
import { canCompleteSetup, missingSetupStep } from './setup-rules';

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

describe('missingSetupStep: what a grey Next is waiting for', () => {
  it('says nothing once everything is done', () => {
    expect(missingSetupStep(ready)).toBeNull();
  });

  it('names the first missing condition, in the order of the form', () => {
    const empty = { password: '', confirmPassword: '', ppAccepted: false, tcAccepted: false };
    expect(missingSetupStep(empty)).toBe('Choose a password to continue.');
    expect(missingSetupStep({ ...empty, password: 'Secret-pass1' })).toBe('Type the password again in Confirm password to continue.');
    expect(missingSetupStep({ ...empty, password: 'Secret-pass1', confirmPassword: 'Secret-pass2' })).toBe(
      'The two passwords are different: type the same one in both.',
    );
    expect(missingSetupStep({ ...ready, ppAccepted: false })).toBe('Tick “I accept the Privacy Policy” to continue.');
    expect(missingSetupStep({ ...ready, tcAccepted: false })).toBe('Tick “I accept the Terms and Conditions” to continue.');
  });
});
