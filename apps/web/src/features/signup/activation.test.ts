import { describe, expect, it } from 'vitest';
import { activationView } from './activation';

describe('activationView (spec 8 "Activation failed page")', () => {
  it.each([
    ['EMPTY', 'Activation code cannot be empty'],
    ['INVALID', 'Activation code invalid'],
    ['NOT_FOUND', 'Activation code cannot be found'],
  ])('%s', (code, message) => {
    expect(activationView(code)).toEqual({ title: 'Activation failed!', message, alreadyActive: false });
  });

  it('ALREADY_ACTIVE: its own title and the text with two spaces', () => {
    expect(activationView('ALREADY_ACTIVE')).toEqual({
      title: 'Already activated',
      message: 'Activation has already been completed for this account.  Please check your account for the Confirmation email.',
      alreadyActive: true,
    });
  });

  it.each([null, undefined, '', 'SOMETHING', 'toString', 'constructor'])('otherwise the generic text (%s)', (code) => {
    expect(activationView(code)).toEqual({
      title: 'Activation failed!',
      message: 'Your email has not been successfully confirmed. Please contact support or try again later.',
      alreadyActive: false,
    });
  });
});
