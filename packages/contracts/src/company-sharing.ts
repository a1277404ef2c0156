import { z } from 'zod';
import { emailField, optionalText } from './fields.js';

/* /user/share-company-details: the company's details sent to a principal contractor or client. */

export const SHARE_MESSAGES = {
  emails: 'Add at least one email address.',
  emailsTooMany: 'You can send to at most 10 addresses at once.',
  emailInvalid: 'Please enter valid email address.',
  duplicate: 'Email address already exist',
  tooMany: 'You have shared the company details many times in the last hour. Please try again later.',
  notOpen: 'The company details can be shared from an active account only.',
} as const;

export const SHARE_MAX_RECIPIENTS = 10;

// GET /api/v3/company/share-preview
export const ZCompanySharePreviewSchema = z.object({
  companyName: z.string(),
  legalName: z.string().nullable(),
  country: z.enum(['AU', 'NZ']),
  /** ABN for an Australian company, NZBN for a New Zealand one. */
  businessNumberLabel: z.enum(['ABN', 'NZBN']),
  businessNumber: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** The details as plain text, the same lines the mail and 'Copy details' use. */
  text: z.string(),
});
export type TCompanySharePreview = z.infer<typeof ZCompanySharePreviewSchema>;

// POST /api/v3/company/share
export const ZShareCompanyDetailsSchema = z.object({
  emails: z
    .array(emailField('Email address is required.', SHARE_MESSAGES.emailInvalid), { error: SHARE_MESSAGES.emails })
    .min(1, SHARE_MESSAGES.emails)
    .max(SHARE_MAX_RECIPIENTS, SHARE_MESSAGES.emailsTooMany)
    .refine((emails) => new Set(emails).size === emails.length, SHARE_MESSAGES.duplicate),
  message: optionalText(1000),
});
export type TShareCompanyDetails = z.input<typeof ZShareCompanyDetailsSchema>;

export type TCompanyDetailsForText = Pick<TCompanySharePreview, 'companyName' | 'legalName' | 'businessNumberLabel' | 'businessNumber' | 'address' | 'phone'>;

/** The details as labelled lines, missing ones left out: one wording for the page, the copy and the mail. */
export function companyDetailsLines(details: TCompanyDetailsForText): string[] {
  const lines: Array<[string, string | null]> = [
    ['Company name', details.companyName],
    ['Legal name', details.legalName],
    [details.businessNumberLabel, details.businessNumber],
    ['Address', details.address],
    ['Phone', details.phone],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1])).map(([label, value]) => `${label}: ${value}`);
}
