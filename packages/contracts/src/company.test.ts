import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, ZCompanyDetailsInputSchema, isValidAbn, isValidNzbn } from './company.js';

describe('ABN and NZBN checks', () => {
  it('accepts ABNs whose weighted sum divides by 89, with or without spaces', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('53004085616')).toBe(true);
  });

  it('rejects a wrong check, a wrong length and letters', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('5182475355A')).toBe(false);
  });

  it('checks an NZBN as a GS1 number', () => {
    // 4006381333931 is a published GS1 GTIN-13; an NZBN uses the same check digit.
    expect(isValidNzbn('4006381333931')).toBe(true);
    expect(isValidNzbn('9429041535141')).toBe(true);
    expect(isValidNzbn('9429041535146')).toBe(false);
    expect(isValidNzbn('942904153514')).toBe(false);
  });
});

const valid = {
  companyName: 'Demo Constructions',
  legalName: 'Demo Constructions Pty Ltd',
  country: 'AU',
  abn: '51 824 753 556',
  phone: '07 3000 1234',
  address: { country: 'Australia', state: 'Queensland', suburb: 'Brisbane City', postCode: '4000' },
  timeZone: 'Australia/Brisbane',
};

describe('company details input', () => {
  it('accepts a complete Australian company', () => {
    expect(ZCompanyDetailsInputSchema.safeParse(valid).success).toBe(true);
  });

  it('asks for the number that fits the country', () => {
    const nz = ZCompanyDetailsInputSchema.safeParse({ ...valid, country: 'NZ', abn: undefined });
    expect(nz.error?.issues.map((issue) => issue.message)).toEqual([COMPANY_MESSAGES.nzbnRequired]);
    const au = ZCompanyDetailsInputSchema.safeParse({ ...valid, abn: '12 345 678 901' });
    expect(au.error?.issues.map((issue) => issue.message)).toEqual([COMPANY_MESSAGES.abnInvalid]);
  });

  it('needs a phone of at least 8 digits, a known time zone and an address', () => {
    const result = ZCompanyDetailsInputSchema.safeParse({ ...valid, phone: '1234', timeZone: 'Europe/London', address: {} });
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual(
      [COMPANY_MESSAGES.phoneShort, COMPANY_MESSAGES.timeZone, COMPANY_MESSAGES.address].sort(),
    );
  });
});
