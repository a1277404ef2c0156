import { z } from 'zod';
import { ZUserStatusSchema } from './account.js';
import { ROLE_NAMES, roleChoices } from './roles.js';
import { ZTablePageQuerySchema, pageOf } from './pagination.js';

/*
 * User Account Management (/user/manage, spec 2.2; "user" family of spec 7, whose details the
 * spec does not show). The account holder lists the company's people, changes their role,
 * deactivates and reactivates them. Seats bought with the plan limit how many hold each tier.
 */

/** Roles an account holder may give a person. ROOT_PAH (the founder) is never given or taken here. */
export const ASSIGNABLE_ROLES = ['PAH', 'SAH', 'SAH_LH', 'NAH'] as const;
export const ZAssignableRoleSchema = z.enum(ASSIGNABLE_ROLES, { error: `Please choose a role: ${roleChoices(ASSIGNABLE_ROLES)}.` });
export type TAssignableRole = z.infer<typeof ZAssignableRoleSchema>;

/** The founding account holder: nobody can change or deactivate them. */
export const FOUNDER_ROLE = 'ROOT_PAH';

/** Seat tiers of the plan (spec 3 checkout: pahCount, sahCount, nahCount) and the roles that use each. */
export const SEAT_ROLES = { pah: ['PAH', 'ROOT_PAH'], sah: ['SAH', 'SAH_LH'], nah: ['NAH'] } as const;
export type TSeatKind = keyof typeof SEAT_ROLES;
export const SEAT_KINDS = Object.keys(SEAT_ROLES) as TSeatKind[];

/** The seat a role takes, or null for a role that takes none (admin). */
export function seatKindOf(role: string): TSeatKind | null {
  for (const kind of SEAT_KINDS) {
    if ((SEAT_ROLES[kind] as readonly string[]).includes(role)) return kind;
  }
  return null;
}

/** The seat tiers as people read them, by the names of their roles. */
export const SEAT_LABELS: Record<TSeatKind, string> = {
  pah: ROLE_NAMES.PAH,
  sah: ROLE_NAMES.SAH,
  nah: ROLE_NAMES.NAH,
};

/**
 * Statuses a person can be filtered by; 'all' (the default) shows everyone. 'active' includes
 * data_filled: an account holder who signed up keeps that status once the company has paid.
 */
export const USER_STATUS_FILTERS = ['all', 'active', 'pending_setup', 'deactivated'] as const;

// GET /api/v3/user
export const ZCompanyUsersQuerySchema = ZTablePageQuerySchema.extend({
  status: z.enum(USER_STATUS_FILTERS, { error: 'Please choose a status filter.' }).default('all'),
});
export type TCompanyUsersQuery = z.infer<typeof ZCompanyUsersQuerySchema>;
export type TCompanyUsersQueryInput = z.input<typeof ZCompanyUsersQuerySchema>;

/** One person of the company as the account holder sees them. */
export const ZCompanyUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  /** The effective (first) role. */
  role: z.string(),
  status: ZUserStatusSchema,
  createdOn: z.string(),
  /** When the person last signed in (not counting an administrator acting as them); null if never. */
  lastSignedInOn: z.string().nullable(),
});
export type TCompanyUser = z.infer<typeof ZCompanyUserSchema>;

export const ZCompanyUsersPageSchema = pageOf(ZCompanyUserSchema);
export type TCompanyUsersPage = z.infer<typeof ZCompanyUsersPageSchema>;

// PUT /api/v3/user/{id}/role
export const ZChangeUserRoleSchema = z.object({ role: ZAssignableRoleSchema });
export type TChangeUserRole = z.infer<typeof ZChangeUserRoleSchema>;

/** Answer of the role, deactivate and reactivate calls: the person as they are now, and what happened. */
export const ZCompanyUserChangeSchema = z.object({ user: ZCompanyUserSchema, message: z.string() });
export type TCompanyUserChange = z.infer<typeof ZCompanyUserChangeSchema>;

/** The seat limit message, shared so the web can say the same as the server. */
export function seatLimitMessage(kind: TSeatKind, bought: number): string {
  const seats = bought === 1 ? 'seat' : 'seats';
  const all = bought === 1 ? 'The 1' : `All ${bought}`;
  if (bought === 0) {
    return `Your plan has no ${kind.toUpperCase()} seats. Add seats on My Account or choose another role.`;
  }
  return `${all} ${kind.toUpperCase()} ${seats} on your plan ${bought === 1 ? 'is' : 'are'} in use. Add seats on My Account or deactivate a user first.`;
}
