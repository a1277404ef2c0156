import { describe, expect, it } from 'vitest';
import { accessOf } from './access';

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
