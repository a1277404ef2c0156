import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './index.js';
import type { TAccessHolder, TPermissionRule } from './rules.js';
import { availabilityFor, mayUse, missingFeature, roleRefusal } from './rules.js';

const holder = (overrides: Partial<TAccessHolder> = {}): TAccessHolder => ({
  roles: ['PAH'],
  companyId: 'company-1',
  companyStatus: 'active',
  features: ['swms', 'swms.create', 'swms.view', 'swms.send', 'timesheet'],
  ...overrides,
});

const createSwms: TPermissionRule = { who: 'company', features: ['swms', 'swms.create'], write: true, area: 'swms' };

describe('the access rules', () => {
  it("reads a role's column of the feature table; the web app counts as the phone app", () => {
    expect(availabilityFor('swms.create', ['NAH'])).toBe('none');
    expect(availabilityFor('swms.create', ['SAH'])).toBe('mobile');
    expect(availabilityFor('audits.sharing', ['ROOT_PAH'])).toBe('web');
    expect(availabilityFor('timesheet', ['guest'])).toBe('none');
    expect(roleRefusal(createSwms, { roles: ['SAH'], companyId: 'c' })).toBeNull();
    expect(roleRefusal(createSwms, { roles: ['NAH'], companyId: 'c' })).toBe('role-none');
  });

  it('refuses staff a holder permission, and anyone without a company a company permission', () => {
    const manageJobs: TPermissionRule = { who: 'holder', write: true, area: 'jobs' };
    expect(roleRefusal(manageJobs, { roles: ['SAH'], companyId: 'c' })).toBe('holder-only');
    expect(roleRefusal(manageJobs, { roles: ['admin'], companyId: null })).toBe('no-company');
    expect(roleRefusal({ ...manageJobs, who: 'company-or-admin' }, { roles: ['admin'], companyId: null })).toBeNull();
  });

  it('needs every feature of the permission', () => {
    expect(missingFeature(createSwms, ['swms'])).toBe('swms.create');
    expect(missingFeature(createSwms, ['swms.create'])).toBe('swms');
    expect(missingFeature(createSwms, ['swms', 'swms.create'])).toBeNull();
  });

  it('says what the server would: role, features, and no change on a closed company', () => {
    expect(mayUse(createSwms, holder())).toBe(true);
    expect(mayUse(createSwms, holder({ roles: ['NAH'] }))).toBe(false);
    expect(mayUse(createSwms, holder({ features: ['swms'] }))).toBe(false);
    expect(mayUse(createSwms, holder({ companyStatus: 'suspended' }))).toBe(false);
    expect(mayUse({ ...createSwms, write: false }, holder({ companyStatus: 'inactive' }))).toBe(true);
  });

  it('names a real feature in every permission of the table', () => {
    const rules = Object.values(PERMISSIONS) as TPermissionRule[];
    for (const rule of rules) for (const feature of rule.features ?? []) expect(availabilityFor(feature, ['PAH'])).not.toBe('none');
  });
});
