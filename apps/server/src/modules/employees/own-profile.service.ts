import type { TOwnEmergencyContactValues, TOwnEmployee } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireCompanyUser } from '../../platform/auth/policy.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { withTenant } from '../../platform/tenancy/tenant.js';
import { companyToday, presentQualification } from './employees.presenter.js';
import { findCompany, findCompanyEmployee, findProfile, upsertProfile } from './employees.queries.js';
import { listQualifications } from './qualifications.queries.js';

/*
 * GET/PUT /api/v3/employee/me: every person of a company (staff too) sees their own details and
 * licences and keeps their emergency contact current; the rest is the account holder's to change.
 * A suspended company's people may still fix who to call in an emergency.
 */

async function presentOwn(ctx: AppContext, tx: Tx, auth: CompanyAuth): Promise<TOwnEmployee> {
  const [row, company] = [await findCompanyEmployee(tx, auth.companyId, auth.userId), await findCompany(tx, auth.companyId)];
  if (!row || !company) throw notFound('Employee');
  const profile = await findProfile(tx, auth.companyId, auth.userId);
  const today = companyToday(company.timeZone);
  return {
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    email: row.user.email,
    phone: row.user.phone,
    position: profile?.position ?? null,
    emergencyContactName: profile?.emergencyContactName ?? null,
    emergencyContactPhone: profile?.emergencyContactPhone ?? null,
    emergencyContactRelationship: profile?.emergencyContactRelationship ?? null,
    qualifications: (await listQualifications(tx, auth.companyId, auth.userId)).map((licence) => presentQualification(ctx, licence, today)),
  };
}

export function getOwnEmployee(ctx: AppContext, auth: AuthContext): Promise<TOwnEmployee> {
  requireCompanyUser(auth);
  return withTenant(ctx.db, auth.companyId, (tx) => presentOwn(ctx, tx, auth));
}

export function saveOwnEmergencyContact(ctx: AppContext, auth: AuthContext, input: TOwnEmergencyContactValues): Promise<TOwnEmployee> {
  requireCompanyUser(auth);
  return withTenant(ctx.db, auth.companyId, async (tx) => {
    await upsertProfile(tx, auth.companyId, auth.userId, input);
    return presentOwn(ctx, tx, auth);
  });
}
