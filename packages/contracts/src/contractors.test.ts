import { describe, expect, it } from 'vitest';
import { CONTRACTOR_MESSAGES, ZConnectContractorSchema, ZContractorSignupSchema } from './contractors.js';

describe('ZConnectContractorSchema', () => {
  it('takes an email, an ABN or both, tidied', () => {
    expect(ZConnectContractorSchema.parse({ email: ' Sparky@Example.TEST ', name: ' Sparky ' })).toEqual({
      email: 'sparky@example.test',
      abn: null,
      name: 'Sparky',
    });
    expect(ZConnectContractorSchema.parse({ abn: '51 824 753 556' })).toEqual({ email: null, abn: '51824753556', name: null });
  });

  it('asks for one of them and checks each', () => {
    const messages = (body: unknown) => ZConnectContractorSchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({})).toEqual([['email', CONTRACTOR_MESSAGES.emailOrAbn]]);
    expect(messages({ email: '', abn: '  ' })).toEqual([['email', CONTRACTOR_MESSAGES.emailOrAbn]]);
    expect(messages({ email: 'nope', abn: '51824753557' })).toEqual([
      ['email', CONTRACTOR_MESSAGES.emailInvalid],
      ['abn', CONTRACTOR_MESSAGES.abnInvalid],
    ]);
  });
});

describe('ZContractorSignupSchema', () => {
  const valid = {
    companyName: 'Fresh Tiling',
    firstName: 'Fran',
    lastName: 'Fresh',
    phoneNumber: '0412 555 777',
    password: 'Tiles-and-Grout-9',
    confirmPassword: 'Tiles-and-Grout-9',
    agreedPrivacyPolicy: true,
    agreedTermsOfService: true,
  };
  it('keeps the ABN as digits and refuses passwords that differ', () => {
    expect(ZContractorSignupSchema.parse({ ...valid, abn: '33 102 417 032' }).abn).toBe('33102417032');
    expect(ZContractorSignupSchema.parse(valid).abn).toBeNull();
    expect(ZContractorSignupSchema.safeParse({ ...valid, confirmPassword: 'other' }).error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
});
