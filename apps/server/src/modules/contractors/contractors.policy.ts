import type { Tx } from '../../db/client.js';
import { companyProof, wallKeyOf } from '../../platform/tenancy/database-wall.js';
import { setTenantCompany } from './contracts.queries.js';

/*
 * What only contractors know of access (the rest is the access table's: packages/contracts/src/
 * access/contractors.access.ts, the account holder's business on both sides, no change while the
 * account is suspended or closed). A contractor's answer changes the hiring company's job, which
 * its own tenant cannot reach: it does so as the hiring company, for that one contract.
 */

/**
 * Runs fn, inside the contractor's transaction, as the hiring company: for the changes a
 * contractor's answer makes to the hiring company's job (status, contracted company). Call it
 * only after the contract row was found under the contractor's own context, so the contractor
 * can only ever move a job that was contracted to it. Same transaction: all or nothing.
 */
export async function asHiringCompanyWithin<T>(tx: Tx, hiringCompanyId: string, contractorCompanyId: string, fn: () => Promise<T>): Promise<T> {
  const key = wallKeyOf(tx);
  await setTenantCompany(tx, hiringCompanyId, companyProof(key, hiringCompanyId));
  const result = await fn();
  await setTenantCompany(tx, contractorCompanyId, companyProof(key, contractorCompanyId));
  return result;
}
