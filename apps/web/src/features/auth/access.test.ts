import { describe, expect, it } from 'vitest';
import { GUEST_ACCESS, accessOf, can } from './access';

describe('accessOf', () => {
  it('is a guest without a login', () => {
    expect(accessOf(null)).toMatchObject({ kind: 'guest', restricted: false, admin: false });
  });

  it('turns the feature list into the spec flags', () => {
    const access = accessOf({ roles: ['PAH'], status: 'active', featureKeys: ['audits', 'swms.view'] });
    expect(access.kind).toBe('company');
    expect(access.flags.showAudits).toBe(true);
    expect(access.flags.showSwmsview).toBe(true);
    expect(access.flags.showJsa).toBe(false);
  });

  it('restricts suspended and inactive company people, owners and staff alike', () => {
    expect(accessOf({ roles: ['PAH'], status: 'suspended', featureKeys: [] }).restricted).toBe(true);
    expect(accessOf({ roles: ['SAH'], status: 'inactive', featureKeys: [] }).restricted).toBe(true);
    expect(accessOf({ roles: ['PAH'], status: 'pending_company', featureKeys: [] }).restricted).toBe(false);
  });

  it('never restricts an admin, and notices an admin role that is not the first', () => {
    expect(accessOf({ roles: ['admin'], status: 'suspended', featureKeys: [] })).toMatchObject({ kind: 'admin', restricted: false });
    expect(accessOf({ roles: ['PAH', 'admin'], status: 'active', featureKeys: [] })).toMatchObject({ kind: 'company', admin: true });
  });
});

describe('can', () => {
  const person = (roles: string[], status: string, featureKeys: string[]) => accessOf({ roles, status, featureKeys });
  const swms = ['swms', 'swms.create', 'swms.view', 'swms.send'];

  it('answers what the server would: role, features and standing, from the access table', () => {
    expect(can(person(['PAH'], 'active', swms), 'swms.manage')).toBe(true);
    expect(can(person(['SAH'], 'active', swms), 'swms.manage')).toBe(true);
    expect(can(person(['NAH'], 'active', swms), 'swms.manage')).toBe(false);
    expect(can(person(['NAH'], 'active', swms), 'swms.read')).toBe(true);
    expect(can(person(['PAH'], 'active', ['swms.create']), 'swms.manage')).toBe(false);
    expect(can(person(['PAH'], 'suspended', swms), 'swms.manage')).toBe(false);
    expect(can(person(['PAH'], 'suspended', swms), 'swms.read')).toBe(true);
    expect(can(person(['SAH'], 'active', swms), 'jobs.manage')).toBe(false);
    expect(can(GUEST_ACCESS, 'swms.read')).toBe(false);
  });
});
