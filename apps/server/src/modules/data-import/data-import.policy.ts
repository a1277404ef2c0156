import type { Tx } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireAccountHolder } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { withTenant } from '../../platform/tenancy/tenant.js';
import type { ImportScope } from './kind.js';
import { findCompanyForImport, findUserName } from './data-import.queries.js';

const COUNTRY_NAMES = { AU: 'Australia', NZ: 'New Zealand' } as const;

/*
 * Who may import: the account holder of an open company, the same people who may add each kind
 * of record one at a time. A suspended or closed account cannot add records, so it cannot
 * import them either (its data can still be exported on /data-management).
 */
export function withImporter<T>(ctx: AppContext, auth: AuthContext, fn: (tx: Tx, scope: ImportScope) => Promise<T>): Promise<T> {
  requireAccountHolder(auth);
  return withTenant(ctx.db, auth.companyId, async (tx) => {
    const company = await findCompanyForImport(tx, auth.companyId);
    if (!company) throw notFound('Company');
    if (company.status === 'suspended' || company.status === 'inactive') {
      throw forbidden('This account is suspended or closed, so records cannot be imported. Please contact support.');
    }
    const person = await findUserName(tx, auth.companyId, auth.userId);
    return fn(tx, {
      companyId: auth.companyId,
      userId: auth.userId,
      companyName: company.name,
      countryName: COUNTRY_NAMES[company.country] ?? 'Australia',
      inviter: person ? `${person} of ${company.name}` : company.name,
    });
  });
}
