import { z } from 'zod';

/** Roles a user can hold. The first role in a user's list is the effective one. */
export const ROLES = ['admin', 'ROOT_PAH', 'PAH', 'SAH', 'NAH', 'SAH_LH'] as const;
export const ZRoleSchema = z.enum(ROLES);
export type TRole = z.infer<typeof ZRoleSchema>;

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
