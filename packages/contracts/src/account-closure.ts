import { z } from 'zod';
import { passwordField, requiredText } from './fields.js';

/* Closing a company's account (/delete-account; paths ours: the spec lists the route only). */

export const CLOSURE_MESSAGES = {
  password: 'Password is incorrect.',
  passwordRequired: 'Please enter your password.',
  companyName: 'Type the company name exactly as shown.',
  alreadyClosing: 'This account is already being closed. You can keep it from your account page until the deletion date.',
  notClosing: 'This account is not being closed.',
  notOpen: 'Only an active account can be closed. Please contact support.',
} as const;

/** The company name typed as confirmation matches when it reads the same, ignoring case and spacing. */
export function companyNameMatches(typed: string, companyName: string): boolean {
  const normal = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(typed) !== '' && normal(typed) === normal(companyName);
}

// POST /api/v3/company/closure
export const ZRequestClosureSchema = z.object({
  password: passwordField(CLOSURE_MESSAGES.passwordRequired),
  companyName: requiredText(CLOSURE_MESSAGES.companyName, 200),
});
export type TRequestClosure = z.infer<typeof ZRequestClosureSchema>;

// GET, POST and DELETE /api/v3/company/closure answer the account's closure state.
export const ZClosureStatusSchema = z.object({
  companyName: z.string(),
  /** True from the request until the account is kept or deleted. */
  closing: z.boolean(),
  requestedOn: z.string().nullable(),
  /** When the company's data is deleted for good. */
  dueOn: z.string().nullable(),
  /** Days between a request and the deletion (the server's ACCOUNT_DELETION_GRACE_DAYS). */
  graceDays: z.number().int(),
  message: z.string().optional(),
});
export type TClosureStatus = z.infer<typeof ZClosureStatusSchema>;
