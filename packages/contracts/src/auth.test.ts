import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  PASSWORDS_DO_NOT_MATCH,
  ZAccountSetupSchema,
  ZChangePasswordSchema,
  ZImpersonateSchema,
  ZLoginRequestSchema,
  ZRequestPasswordResetSchema,
  ZResetPasswordSchema,
  ZUpdateProfileSchema,
} from './auth.js';

/** Field → first message, the way the server reports validation errors. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

describe('login and reset request (spec section 5 messages)', () => {
  it('requires email and password with the spec texts', () => {
    expect(messages(ZLoginRequestSchema, {})).toEqual({ email: 'Email address is required.', password: 'Password is required.' });
    expect(messages(ZLoginRequestSchema, { email: '   ', password: '' })).toEqual({
      email: 'Email address is required.',
      password: 'Password is required.',
    });
    expect(messages(ZLoginRequestSchema, { email: 'pat@', password: 'x' })).toEqual({ email: 'Please enter valid Email address.' });
    expect(messages(ZRequestPasswordResetSchema, { email: 'not an email' })).toEqual({ email: 'Please enter valid Email address.' });
  });

  it('trims and lower-cases the email, and never trims a password', () => {
    expect(ZLoginRequestSchema.parse({ email: '  Pat@Example.COM ', password: ' secret ' })).toEqual({
      email: 'pat@example.com',
      password: ' secret ',
    });
  });
});

describe('reset password', () => {
  const valid = { password: 'long-enough', confirmPassword: 'long-enough', resetPasswordToken: 'token' };
  it("puts 'Password is not match' on confirmPassword", () => {
    expect(PASSWORDS_DO_NOT_MATCH).toBe('Password is not match');
    expect(messages(ZResetPasswordSchema, { ...valid, confirmPassword: 'long-enougH' })).toEqual({ confirmPassword: 'Password is not match' });
    expect(ZResetPasswordSchema.safeParse(valid).success).toBe(true);
  });
  it('requires each field and a password of 8 characters or more', () => {
    expect(messages(ZResetPasswordSchema, {})).toEqual({
      password: 'Password is required.',
      confirmPassword: 'Confirm password is required.',
      resetPasswordToken: 'The reset link is missing its token.',
    });
    expect(messages(ZResetPasswordSchema, { ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be at least 8 characters.',
    });
  });
});

describe('change password', () => {
  it('has its own required messages and the match rule', () => {
    expect(messages(ZChangePasswordSchema, {})).toEqual({
      currentPassword: 'Current password is required.',
      password: 'New password is required.',
      confirmPassword: 'Confirm password is required.',
    });
    expect(messages(ZChangePasswordSchema, { currentPassword: 'x', password: 'long-enough', confirmPassword: 'other-one' })).toEqual({
      confirmPassword: PASSWORDS_DO_NOT_MATCH,
    });
  });
});

describe('account set-up (employee setup rules)', () => {
  const valid = {
    firstName: 'Nina',
    lastName: 'Newstarter',
    accountSetupToken: 'key',
    password: 'long-enough',
    confirmPassword: 'long-enough',
    ppAccepted: true,
    tcAccepted: true,
  };
  it('accepts passwords that are equal after trimming', () => {
    expect(ZAccountSetupSchema.safeParse({ ...valid, confirmPassword: '  long-enough ' }).success).toBe(true);
    expect(messages(ZAccountSetupSchema, { ...valid, confirmPassword: 'long-enougH' })).toEqual({ confirmPassword: PASSWORDS_DO_NOT_MATCH });
  });
  it('needs both agreements ticked', () => {
    expect(messages(ZAccountSetupSchema, { ...valid, ppAccepted: false, tcAccepted: 'yes' })).toEqual({
      ppAccepted: 'Please accept the Privacy Policy.',
      tcAccepted: 'Please accept the Terms and Conditions.',
    });
  });
  it('requires the names with the sign-up texts', () => {
    expect(messages(ZAccountSetupSchema, { ...valid, firstName: ' ', lastName: undefined })).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
    });
  });
});

describe('impersonation', () => {
  it("uses 'Please enter email address.' when empty", () => {
    expect(messages(ZImpersonateSchema, {})).toEqual({ email: 'Please enter email address.' });
    expect(messages(ZImpersonateSchema, { email: '' })).toEqual({ email: 'Please enter email address.' });
    expect(messages(ZImpersonateSchema, { email: 'x' })).toEqual({ email: 'Please enter valid email address.' });
  });
});

describe('profile', () => {
  it('checks the phone for 8 digits and turns blank into null', () => {
    expect(messages(ZUpdateProfileSchema, { firstName: 'A', lastName: 'B', phone: '1234-567' })).toEqual({
      phone: 'Phone number must have at least 8 digits.',
    });
    expect(ZUpdateProfileSchema.parse({ firstName: 'A', lastName: 'B', phone: '  ' }).phone).toBeNull();
    expect(ZUpdateProfileSchema.parse({ firstName: 'A', lastName: 'B', phone: '+61 412 345 678' }).phone).toBe('+61 412 345 678');
    expect(ZUpdateProfileSchema.parse({ firstName: 'A', lastName: 'B' }).phone).toBeUndefined();
  });
});
