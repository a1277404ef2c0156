import { describe, expect, it } from 'vitest';
import type { TCompanyUser } from '@hivis/contracts';
import { canChangeAccess, canChangeRole, displayName, lockedReason } from './user-rules';

const person = (overrides: Partial<TCompanyUser>): TCompanyUser => ({
  id: 'u1',
  firstName: 'Will',
  lastName: 'Worker',
  email: 'will@example.test',
  roles: ['NAH'],
  role: 'NAH',
  status: 'active',
  createdOn: '2026-01-01T00:00:00.000Z',
  lastSignedInOn: null,
  ...overrides,
});

describe('user management rules on the web', () => {
  it('offers role and access changes for colleagues only', () => {
    expect(canChangeRole(person({}), 'me')).toBe(true);
    expect(canChangeAccess(person({}), 'me')).toBe(true);
    expect(canChangeRole(person({ id: 'me' }), 'me')).toBe(false);
    expect(canChangeAccess(person({ id: 'me' }), 'me')).toBe(false);
    expect(lockedReason(person({ role: 'ROOT_PAH', roles: ['ROOT_PAH'] }), 'me')).toContain('founding');
    expect(canChangeRole(person({ role: 'admin', roles: ['admin'] }), 'me')).toBe(false);
    expect(canChangeAccess(person({ role: 'admin', roles: ['admin'] }), 'me')).toBe(true);
  });

  it('names a person by name, or by email when the name is blank', () => {
    expect(displayName(person({}))).toBe('Will Worker');
    expect(displayName(person({ firstName: '', lastName: '' }))).toBe('will@example.test');
  });
});
