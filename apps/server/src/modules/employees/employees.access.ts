import type { Tx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireAccountHolder } from '../../platform/auth/policy.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { withTenant } from '../../platform/tenancy/tenant.js';
import { companyToday } from './employees.presenter.js';
import { findCompany, lockCompanyUser } from './employees.queries.js';

/*
 * Who may do what with the people directory: the account holder reads and changes it; a suspended
 * or closed company can read it but not change it (spec 2.3). Another company's person is 404.
 */

export type CompanyFacts = { name: string; timeZone: string; today: string };

async function companyFacts(tx: Tx, companyId: string): Promise<CompanyFacts & { status: string }> {
  const company = await findCompany(tx, companyId);
  if (!company) throw notFound('Company');
  return { ...company, today: companyToday(company.timeZone) };
}

/** Reads by the account holder, in one tenant transaction. */
export function withHolderRead<T>(ctx: AppContext, auth: AuthContext, fn: (tx: Tx, auth: CompanyAuth, company: CompanyFacts) => Promise<T>): Promise<T> {
  requireAccountHolder(auth);
  return withTenant(ctx.db, auth.companyId, async (tx) => fn(tx, auth, await companyFacts(tx, auth.companyId)));
}

/** Writes by the account holder of an open company, in one tenant transaction. */
export function withHolderWrite<T>(ctx: AppContext, auth: AuthContext, fn: (tx: Tx, auth: CompanyAuth, company: CompanyFacts) => Promise<T>): Promise<T> {
  requireAccountHolder(auth);
  return withTenant(ctx.db, auth.companyId, async (tx) => {
    const company = await companyFacts(tx, auth.companyId);
    if (company.status === 'suspended' || company.status === 'inactive') {
      throw forbidden('This account is suspended or closed, so its people cannot be changed. Please contact support.');
    }
    return fn(tx, auth, company);
  });
}

/** The company's person to change, locked. */
export async function lockedEmployee(tx: Tx, auth: CompanyAuth, userId: string): Promise<UserRow> {
  const row = await lockCompanyUser(tx, auth.companyId, userId);
  if (!row) throw notFound('Employee');
  return row;
}

export const fullName = (user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) => `${user.firstName} ${user.lastName}`.trim() || user.email;
