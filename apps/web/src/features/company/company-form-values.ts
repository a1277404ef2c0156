import { countryOfAddress, DEFAULT_TIME_ZONE, ZCompanyDetailsInputSchema } from '@hivis/contracts';
import type { TAddress, TCompanyDetails, TCompanyDetailsInput } from '@hivis/contracts';
import type { TLogoValue } from './LogoField';

export type TCompanyFormValues = {
  companyName: string;
  legalName: string;
  abn: string;
  nzbn: string;
  phone: string;
  address: TAddress;
  timeZone: string;
  logo: TLogoValue;
};

/** Field names as the server reports them (address parts as 'address.suburb' and so on). */
export const COMPANY_FORM_FIELDS = [
  'companyName',
  'legalName',
  'abn',
  'nzbn',
  'phone',
  'timeZone',
  'logoFileId',
  'address.country',
  'address.state',
  'address.suburb',
  'address.postCode',
  'address.streetName',
] as const;

const COUNTRY_NAME = { AU: 'Australia', NZ: 'New Zealand' } as const;

/** The form starts from what the company already has: the sign-up address and name included. */
export function initialCompanyValues(company: TCompanyDetails): TCompanyFormValues {
  return {
    companyName: company.companyName,
    legalName: company.legalName ?? '',
    abn: company.abn ?? '',
    nzbn: company.nzbn ?? '',
    phone: company.phone ?? '',
    address: company.address ?? { country: COUNTRY_NAME[company.country] },
    timeZone: company.timeZone || DEFAULT_TIME_ZONE,
    logo: company.logo ? { id: company.logo.id, url: company.logo.inlineUrl } : null,
  };
}

/** The address's country decides the company's: one country field, not two that could disagree. */
export const companyCountryOf = (values: Pick<TCompanyFormValues, 'address'>): 'AU' | 'NZ' => countryOfAddress(values.address.country) ?? 'AU';

export function toCompanyPayload(values: TCompanyFormValues): TCompanyDetailsInput {
  const country = companyCountryOf(values);
  return {
    companyName: values.companyName,
    legalName: values.legalName,
    country,
    abn: country === 'AU' ? values.abn : undefined,
    nzbn: country === 'NZ' ? values.nzbn : undefined,
    phone: values.phone,
    address: { ...values.address, country: COUNTRY_NAME[country] },
    timeZone: values.timeZone as TCompanyDetailsInput['timeZone'],
    logoFileId: values.logo?.id ?? null,
  };
}

/** The same rules the server applies, checked before sending; the first message per field. */
export function validateCompanyValues(values: TCompanyFormValues): Record<string, string> {
  const result = ZCompanyDetailsInputSchema.safeParse(toCompanyPayload(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
