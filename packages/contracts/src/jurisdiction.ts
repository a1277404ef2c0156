import { findAddressCountry, findProvince } from './address.js';
import type { TAddress } from './signup.js';
import type { TCountry } from './account.js';
import { SWMS_JURISDICTIONS } from './swms-reference.js';
import type { TSwmsJurisdictionCode } from './swms-reference.js';

const AU_CODES = new Set<string>(SWMS_JURISDICTIONS.filter((item) => item.country === 'AU').map((item) => item.code));

/**
 * The state (or New Zealand) whose law applies to work: where the work is, else the company's own
 * address, else the company's country when it is New Zealand; null when none says.
 */
export function jurisdictionOfPlace(addresses: readonly (TAddress | null | undefined)[], companyCountry: TCountry): TSwmsJurisdictionCode | null {
  for (const address of addresses) {
    if (!address) continue;
    const country = findAddressCountry(address.country)?.code ?? companyCountry;
    if (country === 'NZ') return 'NZ';
    const state = findProvince('Australia', address.state)?.code;
    if (state && AU_CODES.has(state)) return state as TSwmsJurisdictionCode;
  }
  return companyCountry === 'NZ' ? 'NZ' : null;
}
