import { z } from 'zod';
import { PHONE_MIN_LENGTH } from './constants.js';
import { emailField, requiredText } from './fields.js';

export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_NUMBER_SHORT = `Contact number must have at least ${PHONE_MIN_LENGTH} digits.`;

/** Digits in a phone number as people type it: '+61 7 3000 0000', '(07) 3000-0000'. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '').length;

// POST /api/v3/mail/contact-us (spec 3 "Contact-us message"; spec 5 "Contact form")
export const ZContactUsSchema = z.object({
  fullName: requiredText('Full name is required.', 100),
  contactNumber: requiredText('Contact number is required.', 30).refine((value) => phoneDigits(value) >= PHONE_MIN_LENGTH, CONTACT_NUMBER_SHORT),
  emailAddress: emailField('Email address is required.', 'Please enter valid Email address.'),
  message: z.string().trim().max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters.`).optional().default(''),
});
export type TContactUs = z.input<typeof ZContactUsSchema>;

// GET /api/v3/config/public: what any visitor may know about the service (footer, contact page).
export const ZPublicConfigSchema = z.object({
  productName: z.string(),
  /** The domain visitors are asked to join (spec 2.5 'Join {domain}'); null when there is none. */
  productDomain: z.string().nullable(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  supportPostalAddress: z.string(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfigSchema>;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The product's domain from its public address (PUBLIC_URL), as the header's 'Join {domain}'
 * shows it. A machine's own address is no domain a visitor could type or remember, so
 * localhost (and *.localhost), an IP address, a single-label name or an unreadable address give null.
 */
export function productDomainOf(publicUrl: string): string | null {
  let host: string;
  try {
    host = new URL(publicUrl).hostname.toLowerCase();
  } catch {
    return null;
  }
  // URL writes an IPv6 host in brackets: [::1].
  if (host.startsWith('[') || IPV4.test(host)) return null;
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return null;
  return host;
}
