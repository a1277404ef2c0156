import { isAdminRoles, isPahRoles } from '@hivis/contracts';
import { forbidden } from '../errors.js';
import type { AuthContext } from './access-token.js';

/*
 * Shared permission checks. Each service function starts with one of these (or its domain's
 * policy), so the rule for who may do what is read in one line at the top.
 */

export type CompanyAuth = AuthContext & { companyId: string };

export function requireAdmin(auth: AuthContext): void {
  if (!isAdminRoles(auth.roles)) throw forbidden('Only HiVis administrators can do that.');
}

export function requireCompanyUser(auth: AuthContext): asserts auth is CompanyAuth {
  if (!auth.companyId) throw forbidden('This needs a company account.');
}

export function requireAccountHolder(auth: AuthContext): asserts auth is CompanyAuth {
  requireCompanyUser(auth);
  if (!isPahRoles(auth.roles)) throw forbidden('Only the account holder can do that.');
}
