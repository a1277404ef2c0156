import type { TFeatureKey, TPlatformAvailability } from '../features.js';
import { FEATURE_CATALOGUE } from '../features.js';
import { isRestrictedStatus } from '../account.js';
import { effectiveRole, isAdminRoles, isPahRoles } from '../roles.js';
import type { TAccessArea } from './areas.js';

/*
 * The access table's vocabulary. A route names what it needs (TRouteAccess); a company route names
 * a permission, and a permission says who may use it, which features it needs, and whether it
 * changes anything. The server decides with these rules (platform/access) and the web hides
 * what the server would refuse, from the same data.
 */

/**
 * Who of a company may use a permission:
 * - holder: the account holder (PAH) only;
 * - company: anyone of the company, less the roles its features are not available to;
 * - company-or-admin: as company, and HiVis administrators too (they act across companies).
 */
export type TWho = 'holder' | 'company' | 'company-or-admin';

export type TPermissionRule = {
  who: TWho;
  /** Every one must be in effect for the company, and available to the caller's role (spec 6). */
  features?: readonly TFeatureKey[];
  /** A change: refused while the company is suspended or closed, which keeps its records readable. */
  write: boolean;
  /** Whose words the refusals use. */
  area: TAccessArea;
};

/**
 * What a route needs: nothing (public), a signed-in person of any kind, a HiVis administrator,
 * or a named permission of a company.
 */
export type TRouteAccess<TPermission extends string = string> = 'public' | 'signed-in' | 'admin' | TPermission;

/** A route's key in the table: its method and its path as the server registers it. */
export type TRouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/**
 * A role's column of the feature table. 'mobile', 'web' and 'both' all allow: the web app is the
 * phone app too, so only 'none' refuses.
 */
export function availabilityFor(feature: TFeatureKey, roles: readonly string[] | null | undefined): TPlatformAvailability {
  const availability = FEATURE_CATALOGUE.find((item) => item.key === feature)?.availability;
  if (!availability) return 'none';
  const role = effectiveRole(roles);
  if (role.includes('PAH')) return availability.PAH;
  if (role === 'SAH' || role === 'SAH_LH') return availability.SAH;
  if (role === 'NAH') return availability.NAH;
  return 'none';
}

/** Why a person is refused a permission before anything is read, or null when the role may use it. */
export type TRoleRefusal = 'no-company' | 'holder-only' | 'role-none';

/** The role half of a permission: decided from the person's roles alone, on the server and the web. */
export function roleRefusal(rule: TPermissionRule, person: { roles: readonly string[] | null | undefined; companyId: string | null }): TRoleRefusal | null {
  if (rule.who === 'company-or-admin' && isAdminRoles(person.roles)) return null;
  if (!person.companyId) return 'no-company';
  if (rule.who === 'holder' && !isPahRoles(person.roles)) return 'holder-only';
  for (const feature of rule.features ?? []) {
    if (availabilityFor(feature, person.roles) === 'none') return 'role-none';
  }
  return null;
}

/** The company half: which of the permission's features the company lacks (the first), or null. */
export function missingFeature(rule: TPermissionRule, effectiveFeatures: readonly string[]): TFeatureKey | null {
  return rule.features?.find((feature) => !effectiveFeatures.includes(feature)) ?? null;
}

/** Suspended and closed companies keep their records readable but take no changes (spec 2.3). */
export function isClosedStatus(status: string): boolean {
  return isRestrictedStatus(status);
}

/** The person and company a screen knows of: from the sign-in answer or /auth/info. */
export type TAccessHolder = {
  roles: readonly string[] | null | undefined;
  companyId: string | null;
  /** The company's status (suspended and inactive close it for changes). */
  companyStatus: string | null;
  /** The company's features in effect. */
  features: readonly string[];
};

/**
 * Whether the server would let this person use the permission: the same rules the server checks,
 * for a screen to hide or disable what would be refused.
 */
export function mayUse(rule: TPermissionRule, holder: TAccessHolder): boolean {
  if (roleRefusal(rule, holder)) return false;
  if (isAdminRoles(holder.roles) && rule.who === 'company-or-admin' && !holder.companyId) return true;
  if (missingFeature(rule, holder.features)) return false;
  return !(rule.write && holder.companyStatus !== null && isClosedStatus(holder.companyStatus));
}
