import { z } from 'zod';
import { ZCompanyStatusSchema, ZCountrySchema, ZPaymentStatusSchema } from './account.js';
import { ZFeatureEntrySchema } from './features.js';
import { emailField, newPasswordField, passwordField, requiredText } from './fields.js';

// POST /api/v3/auth/login
export const ZLoginRequestSchema = z.object({
  email: emailField(),
  password: passwordField(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

/** The "Auth user" of spec section 3, as login, refresh and impersonate answer it. */
export const ZAuthUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  status: z.string(),
  paymentStatus: ZPaymentStatusSchema.nullable(),
  companyId: z.string().nullable(),
  token: z.string(),
  refreshToken: z.string(),
  features: z.array(ZFeatureEntrySchema),
});
export type TAuthUser = z.infer<typeof ZAuthUserSchema>;

// GET /api/v3/auth/info
export const ZCurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  roles: z.array(z.string()),
  role: z.string(),
  admin: z.boolean(),
  status: z.string(),
  paymentStatus: ZPaymentStatusSchema.nullable(),
  companyId: z.string().nullable(),
  company: z
    .object({
      id: z.string(),
      name: z.string(),
      status: ZCompanyStatusSchema,
      country: ZCountrySchema,
      timeZone: z.string(),
    })
    .nullable(),
  features: z.array(ZFeatureEntrySchema),
  /** Set while an admin is acting as this user. */
  impersonatedBy: z.string().nullable(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUserSchema>;

// GET /api/v3/auth/refresh
export const ZTokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TTokenPair = z.infer<typeof ZTokenPairSchema>;

export const ZMessageSchema = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessageSchema>;

// POST /api/v3/auth/reset
export const ZRequestPasswordResetSchema = z.object({ email: emailField() });
export type TRequestPasswordReset = z.infer<typeof ZRequestPasswordResetSchema>;
export const PASSWORD_RESET_SENT_MESSAGE = 'If an account exists for that email address, we have sent it a link to reset the password.';

// GET /api/v3/auth/reset/{token}
export const ZPasswordResetTokenInfoSchema = z.object({ email: z.string() });

export const PASSWORDS_DO_NOT_MATCH = 'Password is not match';

// PUT /api/v3/auth/reset
export const ZResetPasswordSchema = z
  .object({
    password: newPasswordField(),
    confirmPassword: passwordField('Confirm password is required.'),
    resetPasswordToken: requiredText('The reset link is missing its token.', 500),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type TResetPassword = z.infer<typeof ZResetPasswordSchema>;

// PUT /api/v3/auth/change
export const ZChangePasswordSchema = z
  .object({
    currentPassword: passwordField('Current password is required.'),
    password: newPasswordField('New password is required.'),
    confirmPassword: passwordField('Confirm password is required.'),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type TChangePassword = z.infer<typeof ZChangePasswordSchema>;

// GET /api/v3/auth/setup/{id}
export const ZAccountSetupInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accountSetupToken: z.string(),
});
export type TAccountSetupInfo = z.infer<typeof ZAccountSetupInfoSchema>;

// POST /api/v3/auth/setup/
export const ZAccountSetupSchema = z
  .object({
    firstName: requiredText('First name is required.', 100),
    lastName: requiredText('Last name is required.', 100),
    accountSetupToken: requiredText('The set-up link is missing its token.', 1000),
    password: newPasswordField(),
    confirmPassword: passwordField('Confirm password is required.'),
    ppAccepted: z.literal(true, { error: 'Please accept the Privacy Policy.' }),
    tcAccepted: z.literal(true, { error: 'Please accept the Terms and Conditions.' }),
  })
  .refine((body) => body.password.trim() === body.confirmPassword.trim(), {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type TAccountSetup = z.infer<typeof ZAccountSetupSchema>;

// POST /api/v3/auth/impersonate
export const ZImpersonateSchema = z.object({
  email: emailField('Please enter email address.', 'Please enter valid email address.'),
});
export type TImpersonate = z.infer<typeof ZImpersonateSchema>;

// PUT /api/v3/user/details (the signed-in person's own profile)
export const ZUpdateProfileSchema = z.object({
  firstName: requiredText('First name is required.', 100),
  lastName: requiredText('Last name is required.', 100),
  phone: z
    .string()
    .trim()
    .max(20, 'Phone number must be at most 20 characters.')
    .refine((value) => value === '' || value.replace(/\D/g, '').length >= 8, 'Phone number must have at least 8 digits.')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
});
export type TUpdateProfile = z.infer<typeof ZUpdateProfileSchema>;
