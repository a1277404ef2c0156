import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.js';

/** A required text field: trimmed, with one message for missing, blank or not text. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters.`);
}

export function optionalText(max = 200) {
  return z.string().trim().max(max, `Must be at most ${max} characters.`).optional();
}

/** Email with the spec's messages; stored and compared lower-case. */
export function emailField(required = 'Email address is required.', invalid = 'Please enter valid Email address.') {
  return requiredText(required, 254)
    .pipe(z.email({ error: invalid }))
    .transform((value) => value.toLowerCase());
}

/** A new password a person chooses. */
export function newPasswordField(required = 'Password is required.') {
  return z
    .string({ error: required })
    .min(1, required)
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(200, 'Password must be at most 200 characters.');
}

/** A password given to prove who you are: never trimmed, only required. */
export function passwordField(required = 'Password is required.') {
  return z.string({ error: required }).min(1, required).max(200, 'Password must be at most 200 characters.');
}

export const ZUuidSchema = z.uuid({ error: 'Must be a valid id.' });

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
