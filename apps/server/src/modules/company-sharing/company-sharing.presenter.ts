import type { TAddress, TCompanySharePreview } from '@hivis/contracts';
import { companyDetailsLines } from '@hivis/contracts';
import type { CompanyRow } from '../../db/schema/index.js';

/** One line for an address: the lookup's formatted address, else its parts in Australian order. */
export function addressLine(address: TAddress | null): string | null {
  if (!address) return null;
  if (address.formattedAddress) return address.formattedAddress;
  const street = [address.subpremise ? `${address.subpremise}/` : '', address.streetNumber ?? '', address.streetNumber ? ' ' : '', address.streetName ?? '']
    .join('')
    .trim();
  const locality = [address.suburb, [address.state, address.postCode].filter(Boolean).join(' ')].filter(Boolean).join(' ');
  const line = [street, locality, address.country].filter((part) => part && part.trim() !== '').join(', ');
  return line === '' ? null : line;
}

/** The company's shareable details; logoUrl is a signed link, absolute when a base is given (for mail). */
export function presentSharePreview(company: CompanyRow, logoUrl: string | null): TCompanySharePreview {
  const isNz = company.country === 'NZ';
  const details = {
    companyName: company.name,
    legalName: company.legalName,
    businessNumberLabel: isNz ? ('NZBN' as const) : ('ABN' as const),
    businessNumber: isNz ? company.nzbn : company.abn,
    address: addressLine(company.address ?? null),
    phone: company.phone,
  };
  return { ...details, country: company.country, logoUrl, text: companyDetailsLines(details).join('\n') };
}
