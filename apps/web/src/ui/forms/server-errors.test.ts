import { describe, expect, it } from 'vitest';
import { isFieldOf } from './server-errors';

describe('isFieldOf', () => {
  const values = { name: '', address: { suburb: 'Alderley' }, siteContacts: [{ name: 'Sam' }], roles: ['SAH'], client: null, startsOn: new Date() };

  it('knows the inputs, nested ones included', () => {
    for (const field of ['name', 'address.suburb', 'siteContacts.0.name', 'roles', 'client', 'startsOn']) expect(isFieldOf(values, field)).toBe(true);
  });

  it('leaves groups and unknown names to the summary', () => {
    for (const field of ['address', 'siteContacts', 'siteContacts.1.name', 'clientId', 'name.first']) expect(isFieldOf(values, field)).toBe(false);
  });
});
