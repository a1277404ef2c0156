import { ASSIGNABLE_ROLES, FOUNDER_ROLE } from '@hivis/contracts';
import type { TCompanyUser } from '@hivis/contracts';

/*
 * What the table offers for one person, mirroring the server's rules so that it never offers
 * what the server would refuse: nobody changes or deactivates themselves or the founder.
 */

/** Why the person's role or access cannot be changed here, or null when it can. */
export function lockedReason(user: TCompanyUser, selfId: string | null): string | null {
  if (user.id === selfId) return 'This is you. Another account holder can change your account.';
  if (user.role === FOUNDER_ROLE) return 'The founding account holder cannot be changed or deactivated.';
  return null;
}

export function canChangeRole(user: TCompanyUser, selfId: string | null): boolean {
  return lockedReason(user, selfId) === null && (ASSIGNABLE_ROLES as readonly string[]).includes(user.role);
}

export function canChangeAccess(user: TCompanyUser, selfId: string | null): boolean {
  return lockedReason(user, selfId) === null;
}

export function displayName(user: Pick<TCompanyUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
