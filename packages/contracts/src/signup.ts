import { z } from 'zod';
import { DEFAULT_COMPANY_NAME, PHONE_MIN_LENGTH } from './constants.js';
import { emailField, newPasswordField, optionalText, passwordField, requiredText } from './fields.js';

/* Sign-up and email confirmation (spec sections 3 "Sign-up payload", 4, 5 "Sign-up", 7 legacy). */

export const SIGNUP_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'Email address is required.',
  emailInvalid: 'Please enter valid Email address.',
  companyName: 'Company name is required.',
  phoneNumber: 'Phone number is required.',
  phoneShort: `Phone number must have at least ${PHONE_MIN_LENGTH} digits.`,
  password: 'Password is required.',
  confirmPassword: 'Confirm password is required.',
  passwordMismatch: "Password doesn't match",
  privacyPolicy: 'Please accept the Privacy Policy.',
  terms: 'Please accept the Terms of Service.',
  alreadyRegistered: 'It seems you already registered here, please Login',
  country: 'Please choose Australia or New Zealand.',
} as const;

/** The spec's Address; every part optional, as the place lookup fills what it knows. */
export const ZAddressSchema = z.object({
  place: optionalText(300),
  placeId: optionalText(300),
  streetNumber: optionalText(30),
  streetName: optionalText(200),
  subpremise: optionalText(50),
  suburb: optionalText(100),
  state: optionalText(100),
  country: optionalText(100),
  postCode: optionalText(10),
  geo: z
    .object({ lat: z.number().min(-90).max(90), long: z.number().min(-180).max(180) })
    .nullable()
    .optional(),
  exactPlaceMatch: z.boolean().optional(),
  usePlaceLatLongOnly: z.boolean().optional(),
  formattedAddress: optionalText(500),
});
export type TAddress = z.infer<typeof ZAddressSchema>;

/** Country names the address lookup gives (limited to Australia and New Zealand), to the company's country. */
export function countryOfAddress(country: string | undefined): 'AU' | 'NZ' | null {
  const value = (country ?? '').trim().toLowerCase();
  if (value === '' || value === 'australia' || value === 'au') return 'AU';
  if (value === 'new zealand' || value === 'nz') return 'NZ';
  return null;
}

// POST /api/v3/auth/register
export const ZSignupSchema = z
  .object({
    firstName: requiredText(SIGNUP_MESSAGES.firstName, 100),
    lastName: requiredText(SIGNUP_MESSAGES.lastName, 100),
    email: emailField(SIGNUP_MESSAGES.email, SIGNUP_MESSAGES.emailInvalid),
    // The client trims and sends 'New Company' for a blank name, so blank is not an error here
    // either; only a value that is not text at all is ('Company name is required.').
    companyName: z
      .string({ error: SIGNUP_MESSAGES.companyName })
      .trim()
      .max(200, 'Must be at most 200 characters.')
      .nullable()
      .optional()
      .transform((value) => (value ? value : DEFAULT_COMPANY_NAME)),
    phoneNumber: requiredText(SIGNUP_MESSAGES.phoneNumber, 20).refine(
      (value) => value.replace(/\D/g, '').length >= PHONE_MIN_LENGTH,
      SIGNUP_MESSAGES.phoneShort,
    ),
    password: newPasswordField(SIGNUP_MESSAGES.password),
    confirmPassword: passwordField(SIGNUP_MESSAGES.confirmPassword),
    agreedPrivacyPolicy: z.literal(true, { error: SIGNUP_MESSAGES.privacyPolicy }),
    agreedTermsOfService: z.literal(true, { error: SIGNUP_MESSAGES.terms }),
    address: ZAddressSchema.nullable()
      .optional()
      .transform((address) => (address && (address.country || address.state) ? address : null))
      .refine((address) => address === null || countryOfAddress(address.country) !== null, {
        message: SIGNUP_MESSAGES.country,
        path: ['country'],
      }),
    stripeCalculationId: z.string().max(200).nullable().optional(),
    // 'Invite a friend': the code of the invitation link. Anything that is not a code is dropped
    // (.catch), because a damaged or stale code must never stop a business signing up.
    referralCode: z
      .string()
      .regex(/^[A-Za-z0-9]{8}$/)
      .nullable()
      .optional()
      .catch(null),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: SIGNUP_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
export type TSignup = z.infer<typeof ZSignupSchema>;
export type TSignupInput = z.input<typeof ZSignupSchema>;

/** Activation error codes (spec 4) with the activation-failed page's messages (spec 8). */
export const ACTIVATION_ERRORS = {
  EMPTY: 'Activation code cannot be empty',
  INVALID: 'Activation code invalid',
  NOT_FOUND: 'Activation code cannot be found',
  ALREADY_ACTIVE: 'Activation has already been completed for this account.  Please check your account for the Confirmation email.',
} as const;
export type TActivationError = keyof typeof ACTIVATION_ERRORS;

// PUT /api/users/confirm
export const ZConfirmEmailSchema = z.object({
  action: z.literal('confirm', { error: "The action must be 'confirm'." }),
  // Checked by the service, so an empty code answers the spec's EMPTY code, not a generic 400.
  activation_code: z.string().max(200).nullable().optional(),
  password: newPasswordField().optional(),
  firstName: requiredText('First name is required.', 100).optional(),
  lastName: requiredText('Last name is required.', 100).optional(),
});
export type TConfirmEmail = z.infer<typeof ZConfirmEmailSchema>;

export const ZEmailConfirmedSchema = z.object({ message: z.string(), email: z.string() });
export type TEmailConfirmed = z.infer<typeof ZEmailConfirmedSchema>;

// GET /api/users/check_confirm
export const ZActivationCheckSchema = z.object({ valid: z.literal(true), email: z.string() });
export type TActivationCheck = z.infer<typeof ZActivationCheckSchema>;

/** The header GET /api/users/check_confirm reads the code from. */
export const ACTIVATION_CODE_HEADER = 'activation-code';

/** Account tiers whose privacy policy and terms a person accepts (PUT /api/users/pp). */
export const POLICY_TIERS = ['pah', 'sah', 'nah'] as const;
export type TPolicyTier = (typeof POLICY_TIERS)[number];

// PUT /api/users/pp
export const ZAcceptPoliciesSchema = z
  .object({
    action: z.literal('accept', { error: "The action must be 'accept'." }),
    pah: z.boolean({ error: 'pah must be true or false.' }).default(false),
    sah: z.boolean({ error: 'sah must be true or false.' }).default(false),
    nah: z.boolean({ error: 'nah must be true or false.' }).default(false),
  })
  .refine((body) => body.pah || body.sah || body.nah, {
    message: 'Choose the policy you accept: pah, sah or nah.',
    path: ['pah'],
  });
export type TAcceptPolicies = z.infer<typeof ZAcceptPoliciesSchema>;

export const ZPoliciesAcceptedSchema = z.object({
  message: z.string(),
  accepted: z.array(z.enum(POLICY_TIERS)),
  acceptedAt: z.string(),
});
export type TPoliciesAccepted = z.infer<typeof ZPoliciesAcceptedSchema>;
