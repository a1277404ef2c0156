import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '@hivis/contracts';
import type { TCompanyDetails } from '@hivis/contracts';
import { initialCompanyValues, toCompanyPayload, validateCompanyValues } from './company-form-values';
import { timeZoneForPlace } from './time-zones';

const company: TCompanyDetails = {
  id: '7d1f0a52-3f44-4b8e-9a4c-0d7a3b1c2e11',
  companyName: 'Harbour Carpentry',
  legalName: null,
  country: 'AU',
  abn: null,
  nzbn: null,
  phone: null,
  address: { country: 'Australia', state: 'New South Wales', suburb: 'Bondi', postCode: '2026' },
  timeZone: 'Australia/Brisbane',
  logo: null,
  status: 'pending_company',
  detailsCompletedOn: null,
};

describe('company details form values', () => {
  it('start from the sign-up name and address', () => {
    expect(initialCompanyValues(company)).toMatchObject({ companyName: 'Harbour Carpentry', legalName: '', address: { suburb: 'Bondi' }, logo: null });
  });

  it('send the ABN for an Australian address and the NZBN for a New Zealand one', () => {
    const values = { ...initialCompanyValues(company), abn: '51 824 753 556', nzbn: '4006381333931' };
    expect(toCompanyPayload(values)).toMatchObject({ country: 'AU', abn: '51 824 753 556', nzbn: undefined, logoFileId: null });
    const nz = { ...values, address: { country: 'New Zealand', state: 'Auckland', suburb: 'Ponsonby' } };
    expect(toCompanyPayload(nz)).toMatchObject({ country: 'NZ', abn: undefined, nzbn: '4006381333931' });
  });

  it('report the contract’s messages by field, address parts included', () => {
    const errors = validateCompanyValues({ ...initialCompanyValues(company), address: { country: 'Australia' } });
    expect(errors).toMatchObject({
      legalName: COMPANY_MESSAGES.legalName,
      abn: COMPANY_MESSAGES.abnRequired,
      phone: COMPANY_MESSAGES.phone,
      'address.suburb': COMPANY_MESSAGES.address,
    });
  });
});

describe('time zone from the place', () => {
  it('follows the state, and New Zealand has one', () => {
    expect(timeZoneForPlace('AU', 'Western Australia')).toBe('Australia/Perth');
    expect(timeZoneForPlace('AU', 'Australian Capital Territory')).toBe('Australia/Sydney');
    expect(timeZoneForPlace('NZ', undefined)).toBe('Pacific/Auckland');
    expect(timeZoneForPlace('AU', '')).toBeNull();
  });
});
