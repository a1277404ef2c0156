import { PERMISSIONS, isAdminRoles, isRestrictedStatus, mayUse, roleKind, toFeatureFlags } from '@hivis/contracts';
import type { TAccessHolder, TFeatureFlags, TFeatureKey, TPermission, TPermissionRule, TRoleKind } from '@hivis/contracts';
import { useMemo } from 'react';
import { useCurrentUser, useStoredAuth } from './session';

/** What the signed-in person may see: decides the route table and the side menu. */
export type TAccess = {
  kind: TRoleKind;
  /** A company (or its staff) whose account is suspended or inactive: reduced routes and menu (spec 2.3). */
  restricted: boolean;
  /** Holds an admin role, even when the effective role is another (Admin Tools in the company menu). */
  admin: boolean;
  flags: TFeatureFlags;
  /** The company's features by key, for the ones the spec gives no flag (TimeSheet). */
  features: ReadonlySet<TFeatureKey>;
  /** The person as the access table's rules see them (see can()). */
  holder: TAccessHolder;
};

export type TAccessSource = {
  roles: readonly string[];
  status: string;
  featureKeys: readonly string[];
};

export const GUEST_ACCESS: TAccess = accessOf(null);

export function accessOf(source: TAccessSource | null): TAccess {
  const kind = source ? roleKind(source.roles) : 'guest';
  return {
    kind,
    restricted: source !== null && (kind === 'company' || kind === 'staff') && isRestrictedStatus(source.status),
    admin: source !== null && isAdminRoles(source.roles),
    flags: toFeatureFlags(source?.featureKeys ?? []),
    features: new Set((source?.featureKeys ?? []) as TFeatureKey[]),
    holder: {
      roles: source?.roles ?? [],
      // The screens do not know the company's id, only that there is one.
      companyId: kind === 'company' || kind === 'staff' ? 'own company' : null,
      companyStatus: source?.status ?? null,
      features: source?.featureKeys ?? [],
    },
  };
}

/**
 * Whether the server would let this person use a permission of the access table: the same role,
 * feature and standing rules (packages/contracts/src/access), so a screen hides what the server
 * would refuse instead of restating the rule.
 */
export function can(access: TAccess, permission: TPermission): boolean {
  return mayUse(PERMISSIONS[permission] as TPermissionRule, access.holder);
}

/**
 * The stored login answers at once (no waiting on a slow connection); /auth/info, once it
 * arrives, wins because it reflects changes since sign-in (a company suspended meanwhile).
 */
export function useAccess(): TAccess {
  const auth = useStoredAuth();
  const { data: currentUser } = useCurrentUser();
  const source = auth === null ? null : (currentUser ?? auth);
  // Primitive keys keep the result stable between renders, so route tables are not rebuilt.
  const rolesKey = source ? source.roles.join(',') : null;
  const status = source?.status ?? '';
  const featuresKey = source ? source.features.map((feature) => feature.key).join(',') : '';
  return useMemo(
    () => (rolesKey === null ? GUEST_ACCESS : accessOf({ roles: rolesKey.split(','), status, featureKeys: featuresKey.split(',').filter(Boolean) })),
    [rolesKey, status, featuresKey],
  );
}
