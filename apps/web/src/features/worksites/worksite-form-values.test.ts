import { describe, expect, it } from 'vitest';
import { WORKSITE_MESSAGES } from '@hivis/contracts';
import type { TWorksite } from '@hivis/contracts';
import { initialWorksiteValues, toWorksitePayload, validateWorksiteValues, worksiteFormFields } from './worksite-form-values';

const site: TWorksite = {
  id: 'a',
  name: 'Bondi Pavilion',
  address: { suburb: 'Bondi', country: 'Australia' },
  addressLine: 'Bondi, Australia',
  geo: null,
  siteContacts: [{ name: 'Sam', phone: null, role: 'Site manager' }],
  notes: null,
  photos: [],
  archivedOn: null,
  createdOn: '2026-01-01T00:00:00.000Z',
  updatedOn: '2026-01-01T00:00:00.000Z',
};

describe('worksite form values', () => {
  it('starts a new site empty in the given country', () => {
    expect(initialWorksiteValues(null, 'New Zealand')).toEqual({ name: '', address: { country: 'New Zealand' }, siteContacts: [], notes: '' });
  });

  it('round-trips an existing site without the row keys', () => {
    const values = initialWorksiteValues(site);
    expect(values.siteContacts[0]).toMatchObject({ name: 'Sam', phone: '', role: 'Site manager' });
    expect(toWorksitePayload(values)).toEqual({
      name: 'Bondi Pavilion',
      address: { suburb: 'Bondi', country: 'Australia' },
      siteContacts: [{ name: 'Sam', phone: '', role: 'Site manager' }],
      notes: '',
    });
  });

  it('checks what the server checks, on the same field names', () => {
    const values = { ...initialWorksiteValues(site), name: '', address: { country: 'Australia' } };
    values.siteContacts = [{ key: 'k', name: '', phone: '12', role: '' }];
    const errors = validateWorksiteValues(values);
    expect(errors).toEqual({
      name: WORKSITE_MESSAGES.name,
      'address.suburb': WORKSITE_MESSAGES.address,
      'siteContacts.0.name': WORKSITE_MESSAGES.contactName,
      'siteContacts.0.phone': WORKSITE_MESSAGES.contactPhoneShort,
    });
    for (const field of Object.keys(errors)) expect(worksiteFormFields(values)).toContain(field);
  });
});
