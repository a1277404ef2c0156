import { describe, expect, it } from 'vitest';
import { companyNameMatches } from './account-closure.js';
import { companyDetailsLines } from './company-sharing.js';
import { isReferralCode } from './referrals.js';
import { randomId } from './rules/random-id.js';
import { ZSignupSchema } from './signup.js';

describe('companyNameMatches (the typed confirmation on /delete-account)', () => {
  it('ignores case and extra spaces, nothing else', () => {
    expect(companyNameMatches('  demo   constructions PTY ltd ', 'Demo Constructions Pty Ltd')).toBe(true);
    expect(companyNameMatches('Demo Constructions', 'Demo Constructions Pty Ltd')).toBe(false);
    expect(companyNameMatches('', '')).toBe(false);
  });
});

describe('isReferralCode', () => {
  it('accepts what randomId makes and nothing else', () => {
    for (let i = 0; i < 20; i += 1) expect(isReferralCode(randomId())).toBe(true);
    for (const value of ['', 'short', 'has space', 'ABCDEFGH1', 'ABCD-EFG', null, 12345678]) expect(isReferralCode(value)).toBe(false);
  });
});

describe('referralCode in the sign-up payload', () => {
  const base = {
    firstName: 'A',
    lastName: 'B',
    email: 'a@example.test',
    phoneNumber: '0412 345 678',
    password: 'Long-enough-1',
    confirmPassword: 'Long-enough-1',
    agreedPrivacyPolicy: true,
    agreedTermsOfService: true,
  };
  it('keeps a code and drops anything else without failing the sign-up', () => {
    expect(ZSignupSchema.parse({ ...base, referralCode: 'Ab3dE6gH' }).referralCode).toBe('Ab3dE6gH');
    expect(ZSignupSchema.parse({ ...base, referralCode: 'bad code' }).referralCode).toBeNull();
    expect(ZSignupSchema.parse({ ...base, referralCode: 42 }).referralCode).toBeNull();
    expect(ZSignupSchema.parse(base).referralCode).toBeUndefined();
  });
});

describe('companyDetailsLines', () => {
  it('labels each detail and leaves out the missing ones', () => {
    expect(
      companyDetailsLines({
        companyName: 'Kiwi Builds',
        legalName: null,
        businessNumberLabel: 'NZBN',
        businessNumber: '9429041225449',
        address: null,
        phone: '09 123 4567',
      }),
    ).toEqual(['Company name: Kiwi Builds', 'NZBN: 9429041225449', 'Phone: 09 123 4567']);
  });
});
