import type { TPermission } from '@hivis/contracts';
import { PERMISSIONS, accessMessages, isClosedStatus, missingFeature, roleRefusal } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { AuthContext } from '../auth/access-token.js';
import type { CompanyAuth } from '../auth/policy.js';
import type { AppContext } from '../context.js';
import { forbidden, notFound } from '../errors.js';
import type { CompanyStanding } from './company-standing.queries.js';
import { companyProof, transactionWithWallKey, wallKeyOf } from '../tenancy/database-wall.js';
import { enterCompanyTenant } from './company-standing.queries.js';

/** What a service works with once access is granted. */
export type AccessScope = {
  /** The company's tenant transaction: row-level security sees only its rows. */
  tx: Tx;
  auth: CompanyAuth;
  company: CompanyStanding & {
    /** Suspended or closed: its records are read, never changed. */
    readOnly: boolean;
  };
};

/**
 * The first line of every company service function. In one place it checks, for the named
 * permission of the access table (packages/contracts/src/access): the caller's company and role,
 * the company's features, and its standing (a suspended or closed company reads but does not
 * change); then runs fn in the company's tenant transaction. The route's guard has already
 * refused a role that may not use the route before its input was read; this repeats that check
 * for callers other than routes, and adds what needs the company's row, at no extra round trip.
 *
 * Another company's record is the service's to answer with 404 (`found`), as if it did not exist.
 */
export async function withAccess<T>(ctx: AppContext, auth: AuthContext, permission: TPermission, fn: (scope: AccessScope) => Promise<T>): Promise<T> {
  const rule = PERMISSIONS[permission];
  const messages = accessMessages(rule.area);
  const refusal = roleRefusal(rule, auth);
  if (refusal || !auth.companyId)
    throw forbidden(refusal === 'holder-only' ? messages.holderOnly : refusal === 'role-none' ? messages.roleNone : messages.noCompany);
  const companyAuth: CompanyAuth = { ...auth, companyId: auth.companyId };
  const proof = companyProof(wallKeyOf(ctx.db), companyAuth.companyId);
  return transactionWithWallKey(ctx.db, async (tx) => {
    const company = await enterCompanyTenant(tx, companyAuth.companyId, proof);
    if (!company) throw notFound('Company');
    if (missingFeature(rule, company.features)) throw forbidden(messages.featureOff);
    const readOnly = isClosedStatus(company.status);
    if (rule.write && readOnly) throw forbidden(messages.closed);
    return fn({ tx, auth: companyAuth, company: { ...company, readOnly } });
  });
}

/** The record, or 404 naming it: a missing record and another company's read the same. */
export function found<R>(row: R | null | undefined, what: string): R {
  if (row === null || row === undefined) throw notFound(what);
  return row;
}
