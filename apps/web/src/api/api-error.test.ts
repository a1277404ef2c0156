import { describe, expect, it } from 'vitest';
import { isTokenFailure, successMessage, toApiError } from './api-error';

describe('toApiError', () => {
  it('keeps the server message, code and field errors', () => {
    const error = toApiError(400, { code: 'VALIDATION', message: 'First name is required.', errors: { firstName: 'First name is required.' } });
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: 'First name is required.' });
    expect(error.errors).toEqual({ firstName: 'First name is required.' });
    expect(error.hasFieldErrors).toBe(true);
  });

  it('uses the status as the code and a readable message for a non-JSON body', () => {
    const error = toApiError(502, null);
    expect(error.code).toBe('502');
    expect(error.message).toMatch(/our side/);
  });

  it('falls back to the first field error when there is no message', () => {
    expect(toApiError(400, { errors: { email: 'Bad email.' } }).message).toBe('Bad email.');
  });
});

describe('isTokenFailure', () => {
  it('is true for 401/403 naming an expired or invalid token, in any case', () => {
    expect(isTokenFailure(401, { message: 'tokenExpired: the access token has expired.' })).toBe(true);
    expect(isTokenFailure(403, { message: 'TOKENINVALID' })).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isTokenFailure(401, { message: 'The email address or password is incorrect.' })).toBe(false);
    expect(isTokenFailure(500, { message: 'tokenExpired' })).toBe(false);
    expect(isTokenFailure(401, 'tokenExpired')).toBe(false);
  });
});

describe('successMessage', () => {
  it('finds a message in a success body', () => {
    expect(successMessage({ message: 'Saved.' })).toBe('Saved.');
    expect(successMessage({ id: '1' })).toBeNull();
  });
});
