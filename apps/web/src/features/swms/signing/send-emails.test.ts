import { describe, expect, it } from 'vitest';
import { addEmail, emailsToSend } from './send-emails';

describe('Send SWMS addresses', () => {
  it('adds a valid address in lower case', () => {
    expect(addEmail([], ' Sam@Example.COM ')).toEqual({ emails: ['sam@example.com'], error: null });
  });

  it('refuses a bad address and a duplicate with the spec messages', () => {
    expect(addEmail([], 'sam@')).toEqual({ emails: [], error: 'Please enter valid email address' });
    expect(addEmail(['sam@example.com'], 'SAM@example.com').error).toBe('Email address already exist');
  });

  it('adds the typed text on send and needs at least one address', () => {
    expect(emailsToSend(['a@example.com'], 'b@example.com')).toEqual({ emails: ['a@example.com', 'b@example.com'], error: null });
    expect(emailsToSend([], '  ')).toEqual({ emails: [], error: 'Please enter valid email address' });
    expect(emailsToSend(['a@example.com'], 'oops').error).toBe('Please enter valid email address');
    expect(emailsToSend(['a@example.com'], '')).toEqual({ emails: ['a@example.com'], error: null });
  });
});
