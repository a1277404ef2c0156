import type { TablerIcon } from '@tabler/icons-react';
import type { TFeatureFlag, TFeatureKey, TPermission } from '@hivis/contracts';

/*
 * The side menus' sections in order, with their headings (spec 2.4). A feature places each menu
 * entry in one of these by id, and its order number sorts it within the section.
 */
export const MENU_SECTIONS = {
  guest: [{ id: 'guest' }],
  company: [
    { id: 'company.home' },
    { id: 'company.manage', label: 'View and Manage' },
    // Spec 2.4's Tools start with the Work Schedule and end with Import Data.
    { id: 'company.tools', label: 'Tools' },
    { id: 'company.swms', label: 'SWMS Management' },
    { id: 'company.account', label: 'Account Setting' },
    { id: 'company.support' },
    // Spec 2.4 puts the SWMS Admin Panel after Sign Out, for admins only.
    { id: 'company.end' },
  ],
  staff: [{ id: 'staff' }],
  admin: [{ id: 'admin.home' }, { id: 'admin.end' }],
} as const satisfies Record<string, readonly { id: string; label?: string }[]>;

export type TMenuSectionId = (typeof MENU_SECTIONS)[keyof typeof MENU_SECTIONS][number]['id'];

export type TMenuItem = {
  label: string;
  to: string;
  icon: TablerIcon;
  flag?: TFeatureFlag;
  /** Only when the company has this feature: for features without a spec flag. */
  feature?: TFeatureKey;
  /** Only when the access table would let the person use this permission (the server's own rule). */
  permission?: TPermission;
  adminOnly?: boolean;
  /** Suspended or inactive account: shown, but opens the 'Company Details' modal instead (spec 2.4). */
  locked?: boolean;
};

/** A feature's menu entry: the item, the section it sits in, and its place there (lowest first). */
export type TMenuEntry = TMenuItem & { section: TMenuSectionId; order: number };
