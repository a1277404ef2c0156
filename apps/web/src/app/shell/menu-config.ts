import {
  IconAddressBook,
  IconBriefcase,
  IconBuildingFactory2,
  IconCalendarEvent,
  IconChartBar,
  IconClockHour4,
  IconClipboardCheck,
  IconFilePlus,
  IconFileImport,
  IconHelpCircle,
  IconHome,
  IconLogin,
  IconLogout,
  IconMessageCircle,
  IconRocket,
  IconShieldLock,
  IconShoppingCart,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import type { TFeatureFlag, TFeatureKey } from '@hivis/contracts';
import type { TAccess } from '../../features/auth/access';

/*
 * Side menu per role (spec 2.4) as data. Only entries whose screens exist are listed; later
 * work adds entries (with `flag` for feature-gated tools) next to the route it adds in router.tsx.
 */
export type TMenuItem = {
  label: string;
  to: string;
  icon: TablerIcon;
  flag?: TFeatureFlag;
  /** Only when the company has this feature: for features without a spec flag, such as TimeSheet. */
  feature?: TFeatureKey;
  adminOnly?: boolean;
  /** Suspended or inactive account: shown, but opens the 'Company Details' modal instead (spec 2.4). */
  locked?: boolean;
};

export type TMenuSection = {
  /** A visible group heading, e.g. 'Account Setting'. */
  label?: string;
  items: TMenuItem[];
};

export type TMenuKind = 'guest' | 'company' | 'restricted' | 'staff' | 'admin';

const HOME: TMenuItem = { label: 'Home', to: '/', icon: IconHome };
const MY_ACCOUNT_DETAILS: TMenuItem = { label: 'My Account Details', to: '/user/details', icon: IconUserCircle };
const USER_ACCOUNT_MANAGEMENT: TMenuItem = { label: 'User Account Management', to: '/user/manage', icon: IconUsers };
const JOBS: TMenuItem = { label: 'Jobs', to: '/home/job', icon: IconBriefcase };
const EMPLOYEES: TMenuItem = { label: 'Employees', to: '/staff/employee', icon: IconUsersGroup };
const TIMESHEETS: TMenuItem = { label: 'Timesheets', to: '/timesheets', icon: IconClockHour4, feature: 'timesheet' };
const MY_JOBS: TMenuItem = { label: 'My Jobs', to: '/my-jobs', icon: IconBriefcase };
const CONTRACTORS: TMenuItem = { label: 'Contractors', to: '/staff/contractors', icon: IconBuildingFactory2 };
const DASHBOARDS: TMenuItem = { label: 'Dashboards', to: '/dashboard', icon: IconChartBar };
const WORK_SCHEDULE: TMenuItem = { label: 'Work Schedule', to: '/schedule', icon: IconCalendarEvent };
const IMPORT_DATA: TMenuItem = { label: 'Import Data', to: '/import-data', icon: IconFileImport };
const CLIENTS_AND_CONTACTS: TMenuItem = { label: 'Clients & Contacts', to: '/staff/contacts', icon: IconAddressBook };
const CREATE_SWMS: TMenuItem = { label: 'Create', to: '/swms', icon: IconFilePlus, flag: 'showSwmscreate' };
const VIEW_SWMS: TMenuItem = { label: 'View', to: '/view-swms', icon: IconClipboardCheck, flag: 'showSwmsview' };
const SWMS_ADMIN_PANEL: TMenuItem = { label: 'SWMS Admin Panel', to: '/admin-swms', icon: IconShieldLock, adminOnly: true };
const ADMIN_TOOLS: TMenuItem = { label: 'Admin Tools', to: '/admin-tools', icon: IconShieldLock };
const SIGN_OUT: TMenuItem = { label: 'Sign Out', to: '/logout', icon: IconLogout };
const HELP: TMenuItem = { label: 'Help', to: '/help', icon: IconHelpCircle };
const CONTACT_US: TMenuItem = { label: 'Contact Us', to: '/contact', icon: IconMessageCircle };

export const MENUS: Record<Exclude<TMenuKind, 'restricted'>, TMenuSection[]> = {
  guest: [
    {
      items: [
        HOME,
        { label: 'Getting Started', to: '/getting-started', icon: IconRocket },
        { label: 'Pricing & Sign Up', to: '/pricing', icon: IconShoppingCart },
        CONTACT_US,
        { label: 'Login', to: '/auth/login', icon: IconLogin },
      ],
    },
  ],
  company: [
    { items: [HOME] },
    // Spec 2.4 order.
    { label: 'View and Manage', items: [JOBS, EMPLOYEES, CONTRACTORS, CLIENTS_AND_CONTACTS, DASHBOARDS] },
    // Spec 2.4's Tools start with the Work Schedule and end with Import Data; timesheets are ours, beside the schedule.
    { label: 'Tools', items: [WORK_SCHEDULE, TIMESHEETS, IMPORT_DATA] },
    { label: 'SWMS Management', items: [CREATE_SWMS, VIEW_SWMS] },
    { label: 'Account Setting', items: [MY_ACCOUNT_DETAILS, USER_ACCOUNT_MANAGEMENT, { ...ADMIN_TOOLS, adminOnly: true }] },
    { items: [HELP, CONTACT_US] },
    // Spec 2.4 puts the SWMS Admin Panel after Sign Out, for admins only.
    { items: [SIGN_OUT, SWMS_ADMIN_PANEL] },
  ],
  staff: [{ items: [HOME, MY_JOBS, HELP, CONTACT_US, { ...MY_ACCOUNT_DETAILS, label: 'My Account' }, SIGN_OUT] }],
  // Spec 2.4: Master Admin and Sign out; the admin tools are reached from the Master Admin page.
  admin: [{ items: [{ ...HOME, label: 'Master Admin' }] }, { items: [{ ...SIGN_OUT, label: 'Sign out' }] }],
};

export function menuKind(access: TAccess): TMenuKind {
  if (access.kind === 'guest') return 'guest';
  if (access.restricted) return 'restricted';
  return access.kind;
}

/** What a suspended or inactive account can still open (spec 2.3). */
const RESTRICTED_OPEN = new Set(['/user/account', '/contact', '/help', '/logout']);
const RESTRICTED_ACCOUNT: TMenuItem = { label: 'My Account', to: '/user/account', icon: IconUserCircle };

/** The role's own menu with every item a suspended account cannot open marked locked. */
function restrictedMenu(access: TAccess): TMenuSection[] {
  const own = MENUS[access.kind === 'staff' ? 'staff' : 'company'];
  return own.map((section) => ({
    ...section,
    items: section.items.map((item) => (item.to === MY_ACCOUNT_DETAILS.to ? RESTRICTED_ACCOUNT : { ...item, locked: !RESTRICTED_OPEN.has(item.to) })),
  }));
}

/** The menu one person sees: gated entries dropped, empty sections removed. */
export function menuFor(access: TAccess): TMenuSection[] {
  const kind = menuKind(access);
  return (kind === 'restricted' ? restrictedMenu(access) : MENUS[kind])
    .map((section) => ({
      ...section,
      items: section.items.filter(
        (item) => (!item.flag || access.flags[item.flag]) && (!item.feature || access.features.has(item.feature)) && (!item.adminOnly || access.admin),
      ),
    }))
    .filter((section) => section.items.length > 0);
}

/** '/' is active only on the home paths; other entries also on their sub-paths. */
export function isMenuItemActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/' || pathname === '/home';
  return pathname === to || pathname.startsWith(`${to}/`);
}
