import { IconUserCircle } from '@tabler/icons-react';
import { can } from '../../features/auth/access';
import type { TAccess } from '../../features/auth/access';
import { MENU_SECTIONS } from '../../ui/navigation/menu-entry';
import type { TMenuItem, TMenuSectionId } from '../../ui/navigation/menu-entry';
import { FEATURE_ROUTES } from '../routes/features';

/*
 * Side menu per role (spec 2.4), assembled from the menu entries each feature declares in its
 * <feature>.routes.ts: the sections and their headings are MENU_SECTIONS, and each entry's
 * order number places it in its section. This file adds how a suspended account sees the menu.
 */

export type TMenuSection = {
  /** A visible group heading, e.g. 'Account Setting'. */
  label?: string;
  items: TMenuItem[];
};

export type TMenuKind = 'guest' | 'company' | 'restricted' | 'staff' | 'admin';

const ENTRIES = FEATURE_ROUTES.flatMap((feature) => feature.menu ?? []);

function itemsIn(section: TMenuSectionId): TMenuItem[] {
  return ENTRIES.filter((entry) => entry.section === section)
    .sort((a, b) => a.order - b.order)
    .map(({ section: _section, order: _order, ...item }) => item);
}

const menuOf = (sections: readonly { id: TMenuSectionId; label?: string }[]): TMenuSection[] =>
  sections.map((section) => ({ ...(section.label ? { label: section.label } : {}), items: itemsIn(section.id) }));

export const MENUS: Record<Exclude<TMenuKind, 'restricted'>, TMenuSection[]> = {
  guest: menuOf(MENU_SECTIONS.guest),
  company: menuOf(MENU_SECTIONS.company),
  staff: menuOf(MENU_SECTIONS.staff),
  admin: menuOf(MENU_SECTIONS.admin),
};

export function menuKind(access: TAccess): TMenuKind {
  if (access.kind === 'guest') return 'guest';
  if (access.restricted) return 'restricted';
  return access.kind;
}

/** What a suspended or inactive account can still open (spec 2.3). */
const RESTRICTED_OPEN = new Set(['/user/account', '/contact', '/help', '/logout']);
const MY_ACCOUNT_DETAILS = '/user/details';
const RESTRICTED_ACCOUNT: TMenuItem = { label: 'My Account', to: '/user/account', icon: IconUserCircle };

/** The role's own menu with every item a suspended account cannot open marked locked. */
function restrictedMenu(access: TAccess): TMenuSection[] {
  const own = MENUS[access.kind === 'staff' ? 'staff' : 'company'];
  return own.map((section) => ({
    ...section,
    items: section.items.map((item) => (item.to === MY_ACCOUNT_DETAILS ? RESTRICTED_ACCOUNT : { ...item, locked: !RESTRICTED_OPEN.has(item.to) })),
  }));
}

function shown(item: TMenuItem, access: TAccess): boolean {
  if (item.flag && !access.flags[item.flag]) return false;
  if (item.feature && !access.features.has(item.feature)) return false;
  if (item.permission && !can(access, item.permission)) return false;
  if (item.adminOnly && !access.admin) return false;
  return true;
}

/** The menu one person sees: gated entries dropped, empty sections removed. */
export function menuFor(access: TAccess): TMenuSection[] {
  const kind = menuKind(access);
  return (kind === 'restricted' ? restrictedMenu(access) : MENUS[kind])
    .map((section) => ({ ...section, items: section.items.filter((item) => shown(item, access)) }))
    .filter((section) => section.items.length > 0);
}

/** '/' is active only on the home paths; other entries also on their sub-paths. */
export function isMenuItemActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/' || pathname === '/home';
  return pathname === to || pathname.startsWith(`${to}/`);
}
