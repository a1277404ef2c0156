import { describe, expect, it } from 'vitest';
import { ROLES, effectiveRole, isAdminRoles, isPahRoles, roleChoices, roleKind, roleName } from './roles.js';

describe('roles (spec section 6)', () => {
  it('takes the first role as the effective one, guest when there is none', () => {
    expect(effectiveRole(['SAH', 'PAH'])).toBe('SAH');
    expect(effectiveRole([])).toBe('guest');
    expect(effectiveRole(null)).toBe('guest');
    expect(effectiveRole(undefined)).toBe('guest');
  });

  it('detects admin by a role containing the word, whatever its case', () => {
    expect(isAdminRoles(['admin'])).toBe(true);
    expect(isAdminRoles(['SUPER_ADMIN'])).toBe(true);
    expect(isAdminRoles(['PAH', 'Admin'])).toBe(true);
    expect(isAdminRoles(['PAH'])).toBe(false);
    expect(isAdminRoles([])).toBe(false);
    expect(isAdminRoles(null)).toBe(false);
  });

  it('detects PAH by a role containing it', () => {
    expect(isPahRoles(['PAH'])).toBe(true);
    expect(isPahRoles(['ROOT_PAH'])).toBe(true);
    expect(isPahRoles(['SAH', 'PAH'])).toBe(true);
    expect(isPahRoles(['SAH', 'NAH', 'SAH_LH'])).toBe(false);
    expect(isPahRoles(undefined)).toBe(false);
  });

  it('chooses the route set from the effective role', () => {
    expect(roleKind(['admin'])).toBe('admin');
    expect(roleKind(['PAH'])).toBe('company');
    expect(roleKind(['ROOT_PAH'])).toBe('company');
    expect(roleKind(['SAH'])).toBe('staff');
    expect(roleKind(['NAH'])).toBe('staff');
    expect(roleKind(['SAH_LH'])).toBe('staff');
    // Only the first role counts.
    expect(roleKind(['NAH', 'PAH'])).toBe('staff');
    expect(roleKind(['PAH', 'admin'])).toBe('company');
    expect(roleKind([])).toBe('guest');
    expect(roleKind(null)).toBe('guest');
    expect(roleKind(['contractor'])).toBe('guest');
  });
});

describe('role names: what people read instead of the codes', () => {
  it('names every role, the API codes staying as they are', () => {
    expect(ROLES.map(roleName)).toEqual(['HiVis administrator', 'Founding account holder', 'Account holder', 'Supervisor', 'Worker', 'Leading hand']);
  });

  it('shows a code it does not know as it is', () => {
    expect(roleName('FOREMAN')).toBe('FOREMAN');
  });

  it('lists the choices of a role field by name', () => {
    expect(roleChoices(['SAH', 'SAH_LH', 'NAH'])).toBe('Supervisor, Leading hand or Worker');
  });
});
