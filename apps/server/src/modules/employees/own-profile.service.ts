import type { TOwnEmergencyContactValues, TOwnEmployee } from '@hivis/contracts';
import type { AccessScope } from '../../platform/access/with-access.js';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { companyToday, presentQualification } from './employees.presenter.js';
import { findCompanyEmployee, findProfile, upsertProfile } from './employees.queries.js';
import { listQualifications } from './qualifications.queries.js';

/*
 * GET/PUT /api/v3/employee/me: every person of a company (staff too) sees their own details and
 * licences and keeps their emergency contact current; the rest is the account holder's to change.
 * A suspended company's people may still fix who to call in an emergency.
 */

async function presentOwn(ctx: AppContext, { tx, auth, company }: AccessScope): Promise<TOwnEmployee> {
  const row = found(await findCompanyEmployee(tx, auth.companyId, auth.userId), 'Employee');
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
  return withAccess(ctx, auth, 'employees.me', (scope) => presentOwn(ctx, scope));
}

export function saveOwnEmergencyContact(ctx: AppContext, auth: AuthContext, input: TOwnEmergencyContactValues): Promise<TOwnEmployee> {
  return withAccess(ctx, auth, 'employees.emergency-contact', async (scope) => {
    await upsertProfile(scope.tx, scope.auth.companyId, scope.auth.userId, input);
    return presentOwn(ctx, scope);
  });
}
