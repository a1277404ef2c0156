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
  supportEmail: z.string(),
  supportPhone: z.string(),
  supportPostalAddress: z.string(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfigSchema>;
