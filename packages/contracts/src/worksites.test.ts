import { describe, expect, it } from 'vitest';
import { WORKSITE_MESSAGES, ZWorksiteInputSchema, ZWorksitesQuerySchema, mapLinkOf } from './worksites.js';

const valid = { name: ' Bondi Pavilion ', address: { suburb: 'Bondi', state: 'New South Wales', country: 'Australia', postCode: '2026' } };

function messagesOf(input: unknown): Record<string, string> {
  const result = ZWorksiteInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('worksite input', () => {
  it('trims the name, defaults the contacts and stores blank text as null', () => {
    const parsed = ZWorksiteInputSchema.parse({ ...valid, notes: '  ', siteContacts: [{ name: 'Sam', phone: '', role: ' ' }] });
    expect(parsed).toMatchObject({ name: 'Bondi Pavilion', notes: null, siteContacts: [{ name: 'Sam', phone: null, role: null }] });
    expect(ZWorksiteInputSchema.parse(valid).siteContacts).toEqual([]);
  });

  it('asks for a name and a suburb or street', () => {
    expect(messagesOf({ name: ' ', address: { geo: { lat: -33.9, long: 151.27 } } })).toEqual({
      name: WORKSITE_MESSAGES.name,
      'address.suburb': WORKSITE_MESSAGES.address,
    });
    expect(messagesOf({ name: 'Yard', address: { streetName: 'Smith St' } })).toEqual({});
  });

  it('checks each site contact', () => {
    expect(messagesOf({ ...valid, siteContacts: [{ name: '', phone: '1234' }] })).toEqual({
      'siteContacts.0.name': WORKSITE_MESSAGES.contactName,
      'siteContacts.0.phone': WORKSITE_MESSAGES.contactPhoneShort,
    });
    expect(messagesOf({ ...valid, siteContacts: [{ name: 'Gate', phone: '0412 345 678' }] })).toEqual({});
    const many = Array.from({ length: 21 }, (_, index) => ({ name: `Person ${index}` }));
    expect(messagesOf({ ...valid, siteContacts: many })).toEqual({ siteContacts: WORKSITE_MESSAGES.tooManyContacts });
  });

  it('limits the notes to 2000 characters', () => {
    expect(messagesOf({ ...valid, notes: 'x'.repeat(2000) })).toEqual({});
    expect(messagesOf({ ...valid, notes: 'x'.repeat(2001) })).toEqual({ notes: WORKSITE_MESSAGES.notesLong });
  });
});

describe('worksite list query', () => {
  it('defaults to the first page of 5 current sites', () => {
    expect(ZWorksitesQuerySchema.parse({})).toEqual({ page: 1, take: 5, archived: false });
    expect(ZWorksitesQuerySchema.parse({ archived: 'true', take: '20', search: ' bondi ' })).toEqual({ page: 1, take: 20, archived: true, search: 'bondi' });
    expect(ZWorksitesQuerySchema.safeParse({ take: '7' }).success).toBe(false);
    expect(ZWorksitesQuerySchema.safeParse({ archived: 'yes' }).success).toBe(false);
  });
});

describe('map link', () => {
  it('points OpenStreetMap at the site', () => {
    expect(mapLinkOf({ lat: -33.891, long: 151.2767 })).toBe('https://www.openstreetmap.org/?mlat=-33.891000&mlon=151.276700#map=17/-33.891000/151.276700');
  });
});
