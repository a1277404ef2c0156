import {
  IconHelpCircle,
  IconHome,
  IconLogin,
  IconLogout,
  IconMessageCircle,
  IconRocket,
  IconShieldLock,
  IconShoppingCart,
  IconUserCircle,
} from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import type { TFeatureFlag } from '@hivis/contracts';
import type { TAccess } from '../access';

/*
 * Side menu per role (spec 2.4) as data. Only entries whose screens exist are listed; later
 * work adds entries (with `flag` for feature-gated tools) next to the route it adds in router.tsx.
 */
export type TMenuItem = {
  label: string;
  to: string;
  icon: TablerIcon;
  flag?: TFeatureFlag;
  adminOnly?: boolean;
};

export type TMenuSection = {
  /** A visible group heading, e.g. 'Account Setting'. */
  label?: string;
  items: TMenuItem[];
};

export type TMenuKind = 'guest' | 'company' | 'restricted' | 'staff' | 'admin';

const HOME: TMenuItem = { label: 'Home', to: '/', icon: IconHome };
const MY_ACCOUNT_DETAILS: TMenuItem = { label: 'My Account Details', to: '/user/details', icon: IconUserCircle };
const ADMIN_TOOLS: TMenuItem = { label: 'Admin Tools', to: '/admin-tools', icon: IconShieldLock };
const SIGN_OUT: TMenuItem = { label: 'Sign Out', to: '/logout', icon: IconLogout };
const HELP: TMenuItem = { label: 'Help', to: '/help', icon: IconHelpCircle };
const CONTACT_US: TMenuItem = { label: 'Contact Us', to: '/contact', icon: IconMessageCircle };

export const MENUS: Record<TMenuKind, TMenuSection[]> = {
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
    { label: 'Account Setting', items: [MY_ACCOUNT_DETAILS, { ...ADMIN_TOOLS, adminOnly: true }] },
    { items: [HELP, CONTACT_US] },
    { items: [SIGN_OUT] },
  ],
  // Suspended or inactive: My Account, Contact Us, Help and Sign Out.
  restricted: [{ items: [MY_ACCOUNT_DETAILS, CONTACT_US, HELP, SIGN_OUT] }],
  staff: [{ items: [HOME, HELP, CONTACT_US, { ...MY_ACCOUNT_DETAILS, label: 'My Account' }, SIGN_OUT] }],
  // Spec 2.4: Master Admin and Sign out; the admin tools are reached from the Master Admin page.
  admin: [{ items: [{ ...HOME, label: 'Master Admin' }] }, { items: [{ ...SIGN_OUT, label: 'Sign out' }] }],
};

export function menuKind(access: TAccess): TMenuKind {
  if (access.kind === 'guest') return 'guest';
  if (access.restricted) return 'restricted';
  return access.kind;
}

/** The menu one person sees: gated entries dropped, empty sections removed. */
export function menuFor(access: TAccess): TMenuSection[] {
  return MENUS[menuKind(access)]
    .map((section) => ({
      ...section,
      items: section.items.filter(
        (item) => (!item.flag || access.flags[item.flag]) && (!item.adminOnly || access.admin),
      ),
    }))
    .filter((section) => section.items.length > 0);
}

/** '/' is active only on the home paths; other entries also on their sub-paths. */
export function isMenuItemActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/' || pathname === '/home';
  return pathname === to || pathname.startsWith(`${to}/`);
}
