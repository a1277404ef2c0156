import { describe, expect, it } from 'vitest';
import { accessOf } from '../features/auth/access';
import { protectedPaths, routeEntriesFor } from './router';
import { menuFor } from './shell/menu-config';
import type { TAccess } from '../features/auth/access';

const guest = accessOf(null);
const owner = accessOf({ roles: ['PAH'], status: 'active', featureKeys: ['audits', 'timesheet'] });
const ownerAdmin = accessOf({ roles: ['PAH', 'admin'], status: 'active', featureKeys: ['timesheet'] });
const suspended = accessOf({ roles: ['PAH'], status: 'suspended', featureKeys: ['timesheet'] });
const staff = accessOf({ roles: ['NAH'], status: 'active', featureKeys: [] });
const admin = accessOf({ roles: ['admin'], status: 'active', featureKeys: [] });

const paths = (access: TAccess) => routeEntriesFor(access).map((entry) => entry.path);

describe('route tables per role', () => {
  it('gives guests the home, login, the public pages and a 401 page for protected paths', () => {
    expect(paths(guest)).toEqual(
      expect.arrayContaining([
        '/',
        '/home',
        '/getting-started',
        '/contact',
        '/help',
        '/help/user-guide',
        '/help/faqs',
        '/auth/login',
        '/auth/forgot-password',
        '/reset-password/:userId',
        '/signup/setup/:userId',
        '/logout',
        '/user/details',
        '/admin-tools',
      ]),
    );
    expect(protectedPaths()).toEqual(expect.arrayContaining(['/user/details', '/admin-tools']));
    expect(protectedPaths()).not.toContain('/');
    expect(protectedPaths()).not.toContain('/contact');
  });

  it('opens contact and help to every role, suspended accounts included (spec 2.3)', () => {
    for (const access of [guest, owner, ownerAdmin, suspended, staff, admin]) {
      expect(paths(access), access.kind).toEqual(expect.arrayContaining(['/contact', '/help', '/help/user-guide', '/help/faqs']));
    }
  });

  it('keeps the role’s own home at / and /home once signed in', () => {
    const homeOf = (access: TAccess, path: string) => routeEntriesFor(access).find((entry) => entry.path === path)?.element;
    const guestHome = homeOf(guest, '/');
    for (const access of [owner, staff, admin, suspended]) {
      expect(homeOf(access, '/'), access.kind).not.toBe(guestHome);
      expect(homeOf(access, '/home'), access.kind).not.toBe(homeOf(guest, '/home'));
    }
  });

  it('keeps Admin Tools from company people without an admin role', () => {
    expect(paths(owner)).toContain('/user/details');
    expect(paths(owner)).not.toContain('/admin-tools');
    expect(paths(ownerAdmin)).toContain('/admin-tools');
  });

  it('gives staff their home and account, and admins theirs', () => {
    expect(paths(staff)).toEqual(expect.arrayContaining(['/', '/home', '/user/details']));
    expect(paths(staff)).not.toContain('/admin-tools');
    expect(paths(admin)).toEqual(expect.arrayContaining(['/', '/admin-tools', '/user/details']));
  });

  it('lists every path once per table', () => {
    for (const access of [guest, owner, ownerAdmin, suspended, staff, admin]) {
      const list = paths(access);
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('sends a suspended account from the company screens to its account screen', () => {
    expect(paths(suspended)).toEqual(expect.arrayContaining(['/user/account', '/user/details', '/', '/home', '/logout']));
  });
});

describe('side menu per role', () => {
  const labels = (access: TAccess) => menuFor(access).flatMap((section) => section.items.map((item) => item.label));

  it('matches spec 2.4, limited to built screens', () => {
    expect(labels(guest)).toEqual(['Home', 'Getting Started', 'Pricing & Sign Up', 'Contact Us', 'Login']);
    expect(labels(owner)).toEqual([
      'Home',
      'Jobs',
      'Employees',
      'Contractors',
      'Clients & Contacts',
      'Dashboards',
      'Work Schedule',
      'Audit Tool',
      'Timesheets',
      'Import Data',
      'My Account Details',
      'User Account Management',
      'Help',
      'Contact Us',
      'Sign Out',
    ]);
    expect(labels(ownerAdmin)).toEqual([
      'Home',
      'Jobs',
      'Employees',
      'Contractors',
      'Clients & Contacts',
      'Dashboards',
      'Work Schedule',
      'Timesheets',
      'Import Data',
      'My Account Details',
      'User Account Management',
      'Admin Tools',
      'Help',
      'Contact Us',
      'Sign Out',
      'SWMS Admin Panel',
    ]);
    // Suspended: the same menu, with My Account for My Account Details and the rest locked (spec 2.4).
    expect(labels(suspended)).toEqual([
      'Home',
      'Jobs',
      'Employees',
      'Contractors',
      'Clients & Contacts',
      'Dashboards',
      'Work Schedule',
      'Timesheets',
      'Import Data',
      'My Account',
      'User Account Management',
      'Help',
      'Contact Us',
      'Sign Out',
    ]);
    const open = menuFor(suspended).flatMap((section) => section.items.filter((item) => !item.locked).map((item) => item.to));
    expect(open).toEqual(['/user/account', '/help', '/contact', '/logout']);
    expect(
      menuFor(suspended)
        .flatMap((section) => section.items)
        .find((item) => item.to === '/staff/contacts')?.locked,
    ).toBe(true);
    expect(labels(staff)).toEqual(['Home', 'My Jobs', 'Help', 'Contact Us', 'My Account', 'Sign Out']);
    expect(labels(admin)).toEqual(['Master Admin', 'Sign out']);
  });

  it('lists SWMS Management (Create, View) after the tools, each behind its own feature flag', () => {
    const withSwms = accessOf({ roles: ['PAH'], status: 'active', featureKeys: ['swms', 'swms.create', 'swms.view'] });
    const viewOnly = accessOf({ roles: ['PAH'], status: 'active', featureKeys: ['swms', 'swms.view'] });
    const section = (access: TAccess) => menuFor(access).find((each) => each.label === 'SWMS Management');
    expect(section(withSwms)?.items.map((item) => [item.label, item.to])).toEqual([
      ['Create', '/swms'],
      ['View', '/view-swms'],
    ]);
    expect(section(viewOnly)?.items.map((item) => item.label)).toEqual(['View']);
    expect(section(owner)).toBeUndefined();
    expect(menuFor(withSwms).map((each) => each.label)).toEqual([
      undefined,
      'View and Manage',
      'Tools',
      'SWMS Management',
      'Account Setting',
      undefined,
      undefined,
    ]);
  });

  it('lists Timesheets, and opens its screens, only when the company has the TimeSheet feature', () => {
    const withoutTimesheets = accessOf({ roles: ['PAH'], status: 'active', featureKeys: ['audits'] });
    expect(labels(withoutTimesheets)).not.toContain('Timesheets');
    expect(paths(withoutTimesheets)).not.toContain('/timesheets');
    expect(paths(withoutTimesheets)).not.toContain('/worksite/:worksiteId/project/:projectId/job/:jobId/time-sheet');
    expect(labels(owner)).toContain('Timesheets');
    expect(paths(owner)).toEqual(expect.arrayContaining(['/timesheets', '/worksite/:worksiteId/project/:projectId/job/:jobId/time-sheet']));
  });

  it('links only to paths in the same person’s route table', () => {
    for (const access of [guest, owner, ownerAdmin, suspended, staff, admin]) {
      const table = paths(access);
      for (const section of menuFor(access)) {
        // A locked item is a button that opens the 'Company Details' modal, not a link.
        for (const item of section.items.filter((each) => !each.locked)) expect(table, `${access.kind} → ${item.to}`).toContain(item.to);
      }
    }
  });
});
