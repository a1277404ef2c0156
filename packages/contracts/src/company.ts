import { z } from 'zod';
import { optionalText, requiredText } from './fields.js';
import { ZCompanyStatusSchema, ZCountrySchema } from './account.js';
import { ZAddressSchema } from './signup.js';

export const COMPANY_MESSAGES = {
  companyName: 'Company name is required.',
  legalName: 'Legal name is required.',
  abnRequired: 'ABN is required for an Australian company.',
  abnInvalid: 'Please enter a valid 11-digit ABN.',
  nzbnRequired: 'NZBN is required for a New Zealand company.',
  nzbnInvalid: 'Please enter a valid 13-digit NZBN.',
  phone: 'Phone number is required.',
  phoneShort: 'Phone number must be at least 8 digits.',
  timeZone: 'Please choose a time zone.',
  address: 'Please enter the company address.',
} as const;

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** ABN check: subtract 1 from the first digit, weight the 11 digits, the sum divides by 89 (ABR). */
export function isValidAbn(value: string): boolean {
  const digits = digitsOnly(value);
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = weights.reduce((total, weight, index) => total + (Number(digits[index]) - (index === 0 ? 1 : 0)) * weight, 0);
  return sum % 89 === 0;
}

/** NZBN: a 13-digit GS1 global location number, so its last digit is a GS1 mod-10 check digit. */
export function isValidNzbn(value: string): boolean {
  const digits = digitsOnly(value);
  if (!/^\d{13}$/.test(digits)) return false;
  const body = [...digits.slice(0, 12)].map(Number);
  const sum = body.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === Number(digits[12]);
}

/** Time zones a company in Australia or New Zealand works in. */
export const COMPANY_TIME_ZONES = [
  'Australia/Brisbane',
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Hobart',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Perth',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Chatham',
] as const;

/** PUT /api/v3/company: the company details asked for once the plan is paid. */
export const ZCompanyDetailsInputSchema = z
  .object({
    companyName: requiredText(COMPANY_MESSAGES.companyName, 200),
    legalName: requiredText(COMPANY_MESSAGES.legalName, 200),
    country: ZCountrySchema,
    abn: optionalText(20),
    nzbn: optionalText(20),
    phone: requiredText(COMPANY_MESSAGES.phone, 30).refine((value) => value.replace(/\D/g, '').length >= 8, COMPANY_MESSAGES.phoneShort),
    address: ZAddressSchema.refine((address) => Boolean(address.suburb || address.formattedAddress || address.streetName), {
      message: COMPANY_MESSAGES.address,
      path: ['suburb'],
    }),
    timeZone: z.enum(COMPANY_TIME_ZONES, { error: COMPANY_MESSAGES.timeZone }),
    /** An uploaded company_logo file, or null to remove the logo. */
    logoFileId: z.uuid({ error: 'Must be a valid id.' }).nullable().optional(),
  })
  .superRefine((body, issues) => {
    if (body.country === 'AU') {
      if (!body.abn) issues.addIssue({ code: 'custom', path: ['abn'], message: COMPANY_MESSAGES.abnRequired });
      else if (!isValidAbn(body.abn)) issues.addIssue({ code: 'custom', path: ['abn'], message: COMPANY_MESSAGES.abnInvalid });
    } else if (!body.nzbn) issues.addIssue({ code: 'custom', path: ['nzbn'], message: COMPANY_MESSAGES.nzbnRequired });
    else if (!isValidNzbn(body.nzbn)) issues.addIssue({ code: 'custom', path: ['nzbn'], message: COMPANY_MESSAGES.nzbnInvalid });
  });
export type TCompanyDetailsInput = z.input<typeof ZCompanyDetailsInputSchema>;

/** GET /api/v3/company: the signed-in person's company. */
export const ZCompanyDetailsSchema = z.object({
  id: z.uuid(),
  companyName: z.string(),
  legalName: z.string().nullable(),
  country: ZCountrySchema,
  abn: z.string().nullable(),
  nzbn: z.string().nullable(),
  phone: z.string().nullable(),
  address: ZAddressSchema.nullable(),
  timeZone: z.string(),
  logo: z.object({ id: z.uuid(), inlineUrl: z.string() }).nullable(),
  status: ZCompanyStatusSchema,
  /** Null until the details were first completed (status pending_company until then). */
  detailsCompletedOn: z.string().nullable(),
});
export type TCompanyDetails = z.infer<typeof ZCompanyDetailsSchema>;
