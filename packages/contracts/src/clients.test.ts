import { describe, expect, it } from 'vitest';
import { ZClientInputSchema, ZClientsQuerySchema, ZContactInputSchema, contactName } from './clients.js';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('ZClientInputSchema', () => {
  it('tidies a company client: trimmed, lower-case email, ABN digits only, blanks to null', () => {
    const parsed = ZClientInputSchema.parse({ name: ' Harbour ', abn: '51 824 753 556', email: ' Site@Harbour.TEST ', phone: '', notes: '' });
    expect(parsed).toEqual({ kind: 'company', name: 'Harbour', abn: '51824753556', email: 'site@harbour.test', phone: null, address: null, notes: null });
  });

  it('gives each field its own message', () => {
    const result = ZClientInputSchema.safeParse({ kind: 'company', name: ' ', abn: '12 345 678 901', email: 'x@', phone: '0412 34' });
    expect(errorsOf(result)).toEqual({
      name: 'Client name is required.',
      abn: 'Please enter a valid 11-digit ABN.',
      email: 'Please enter valid Email address.',
      phone: 'Phone number must be at least 8 digits.',
    });
  });

  it('keeps no ABN for a person and no address made of a country alone', () => {
    expect(errorsOf(ZClientInputSchema.safeParse({ kind: 'person', name: 'Jo', abn: '51 824 753 556' }))).toEqual({
      abn: 'An ABN is only kept for a company client.',
    });
    expect(ZClientInputSchema.parse({ kind: 'person', name: 'Jo', address: { country: 'Australia' } }).address).toBeNull();
    expect(ZClientInputSchema.parse({ name: 'Jo', address: { country: 'Australia', suburb: 'Bondi' } }).address).toMatchObject({ suburb: 'Bondi' });
  });
});

describe('ZContactInputSchema', () => {
  it('needs a first name; the rest is optional and a blank client is none', () => {
    expect(ZContactInputSchema.parse({ firstName: ' Mia ', clientId: '' })).toMatchObject({ firstName: 'Mia', lastName: '', clientId: null, email: null });
    expect(errorsOf(ZContactInputSchema.safeParse({ firstName: '', clientId: 'x' }))).toEqual({
      firstName: 'First name is required.',
      clientId: 'Please choose a client from the list.',
    });
  });

  it('names a contact with or without a last name', () => {
    expect(contactName({ firstName: 'Mia', lastName: 'Nguyen' })).toBe('Mia Nguyen');
    expect(contactName({ firstName: 'Ivan', lastName: '' })).toBe('Ivan');
  });
});

describe('ZClientsQuerySchema', () => {
  it('defaults to the first page of 5 current clients', () => {
    expect(ZClientsQuerySchema.parse({})).toEqual({ page: 1, take: 5, archived: false });
    expect(ZClientsQuerySchema.parse({ archived: 'true', take: '20' })).toMatchObject({ archived: true, take: 20 });
  });
});
