import { isAdminRoles } from '@hivis/contracts';
import { forbidden } from '../errors.js';
import type { AuthContext } from './access-token.js';

/*
 * Who may do what is decided by the access table (platform/access). What is left here is the
 * shape of a company caller, and the administrator check the admins' own services repeat.
 */

/** A caller who belongs to a company, as withAccess hands it to a service. */
export type CompanyAuth = AuthContext & { companyId: string };

export const ADMIN_ONLY = 'Only HiVis administrators can do that.';

export function requireAdmin(auth: AuthContext): void {
  if (!isAdminRoles(auth.roles)) throw forbidden(ADMIN_ONLY);
}
