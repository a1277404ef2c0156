import { sql } from 'drizzle-orm';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireAccountHolder } from '../../platform/auth/policy.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { withTenant } from '../../platform/tenancy/tenant.js';

/*
 * Who may do what with contractors. Connecting, contracting and answering are the account
 * holder's business on both sides; staff have no say (403). A suspended or closed company can
 * read but not change anything. Another company's record answers 404, as if it did not exist.
 */

const CLOSED = 'This account is suspended or closed, so its contractors and contracts cannot be changed. Please contact support.';

export type Holder = { tx: Tx; auth: CompanyAuth; company: { id: string; name: string; timeZone: string; abn: string | null } };

async function ownCompany(tx: Tx, companyId: string, write: boolean) {
  const [company] = await tx
    .select({ id: companies.id, name: companies.name, timeZone: companies.timeZone, abn: companies.abn, status: companies.status })
    .from(companies)
    .where(and(eq(companies.id, companyId)));
  if (!company) throw notFound('Company');
  if (write && (company.status === 'suspended' || company.status === 'inactive')) throw forbidden(CLOSED);
  return company;
}

/** An account holder's read, in the company's tenant transaction. */
export function asHolder<T>(ctx: AppContext, auth: AuthContext, fn: (holder: Holder) => Promise<T>): Promise<T> {
  requireAccountHolder(auth);
  return withTenant(ctx.db, auth.companyId, async (tx) => fn({ tx, auth, company: await ownCompany(tx, auth.companyId, false) }));
}

/** An account holder's change, in an open company. */
export function asHolderWrite<T>(ctx: AppContext, auth: AuthContext, fn: (holder: Holder) => Promise<T>): Promise<T> {
  requireAccountHolder(auth);
  return withTenant(ctx.db, auth.companyId, async (tx) => fn({ tx, auth, company: await ownCompany(tx, auth.companyId, true) }));
}

/**
 * Runs fn, inside the contractor's transaction, as the hiring company: for the changes a
 * contractor's answer makes to the hiring company's job (status, contracted company). Call it
 * only after the contract row was found under the contractor's own context, so the contractor
 * can only ever move a job that was contracted to it. Same transaction: all or nothing.
 */
export async function asHiringCompanyWithin<T>(tx: Tx, hiringCompanyId: string, contractorCompanyId: string, fn: () => Promise<T>): Promise<T> {
  await tx.execute(sql`select set_config('app.company_id', ${hiringCompanyId}, true)`);
  const result = await fn();
  await tx.execute(sql`select set_config('app.company_id', ${contractorCompanyId}, true)`);
  return result;
}
