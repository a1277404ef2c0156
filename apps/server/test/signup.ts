import type { FastifyInstance } from 'fastify';
import type { TAuthUser, TSignupInput } from '@hivis/contracts';

export const SIGNUP_PASSWORD = 'Sign-Up-Passw0rd';

let n = 0;
let address = 0;
/** Sign-ups are limited per client address, so each test sign-up comes from its own. */
export function nextSignupAddress(): string {
  address += 1;
  return `10.77.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
}

/** A valid sign-up payload (spec "Sign-up payload") with a new email address each time. */
export function signupForm(overrides: Partial<Record<keyof TSignupInput, unknown>> = {}): Record<string, unknown> {
  n += 1;
  return {
    firstName: 'Sam',
    lastName: 'Sparky',
    email: `sam.${n}.${Date.now()}@sparky.example`,
    companyName: 'Sam Sparky Electrical',
    phoneNumber: '0412 345 678',
    password: SIGNUP_PASSWORD,
    confirmPassword: SIGNUP_PASSWORD,
    agreedPrivacyPolicy: true,
    agreedTermsOfService: true,
    address: null,
    ...overrides,
  };
}

/** Signs up through the route, as the web client does before checkout. */
export async function signUp(app: FastifyInstance, overrides: Partial<Record<keyof TSignupInput, unknown>> = {}): Promise<TAuthUser> {
  const response = await app.inject({ method: 'POST', url: '/api/v3/auth/register', payload: signupForm(overrides), remoteAddress: nextSignupAddress() });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
