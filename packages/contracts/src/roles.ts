import { z } from 'zod';

/** Roles a user can hold. The first role in a user's list is the effective one. */
export const ROLES = ['admin', 'ROOT_PAH', 'PAH', 'SAH', 'NAH', 'SAH_LH'] as const;
export const ZRoleSchema = z.enum(ROLES);
export type TRole = z.infer<typeof ZRoleSchema>;

/**
 * Each role as people read it, wherever they see one: lists, forms, menus, messages, exports.
 * The codes stay the API's values; only these names are shown.
 */
export const ROLE_NAMES: Record<TRole, string> = {
  admin: 'HiVis administrator',
  ROOT_PAH: 'Founding account holder',
  PAH: 'Account holder',
  SAH: 'Supervisor',
  SAH_LH: 'Leading hand',
  NAH: 'Worker',
};

/** The people holding a role, for filters and seat counts ('Supervisors'). */
export const ROLE_GROUP_NAMES: Record<TRole, string> = {
  admin: 'HiVis administrators',
  ROOT_PAH: 'Founding account holders',
  PAH: 'Account holders',
  SAH: 'Supervisors',
  SAH_LH: 'Leading hands',
  NAH: 'Workers',
};

/** A role's name; a code this version does not know is shown as it is rather than hidden. */
export function roleName(role: string): string {
  return (ROLE_NAMES as Record<string, string>)[role] ?? role;
}

/** 'Supervisor, Leading hand or Worker': the choices of a role field, for its messages. */
export function roleChoices(roles: readonly TRole[]): string {
  const names = roles.map((role) => ROLE_NAMES[role]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : (names[0] ?? '');
}

export const STAFF_ROLES = ['SAH', 'NAH', 'SAH_LH'] as const satisfies readonly TRole[];
export type TStaffRole = (typeof STAFF_ROLES)[number];

/** Which route set and side menu a person gets. */
export type TRoleKind = 'guest' | 'admin' | 'company' | 'staff';

export function effectiveRole(roles: readonly string[] | null | undefined): string {
  return roles?.[0] ?? 'guest';
}

/** Admin and PAH are detected by a role containing that word (spec section 6). */
export function isAdminRoles(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).some((role) => role.toLowerCase().includes('admin'));
}

export function isPahRoles(roles: readonly string[] | null | undefined): boolean {
  return (roles ?? []).some((role) => role.includes('PAH'));
}

export function roleKind(roles: readonly string[] | null | undefined): TRoleKind {
  const role = effectiveRole(roles);
  if (role.toLowerCase().includes('admin')) return 'admin';
  if (role.includes('PAH')) return 'company';
  if ((STAFF_ROLES as readonly string[]).includes(role)) return 'staff';
  return 'guest';
}
