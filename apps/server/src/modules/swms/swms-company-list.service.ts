import { isPahRoles } from '@hivis/contracts';
import type { TSwmsCompanyList, TSwmsCompanyListItem, TSwmsCompanyListQuery } from '@hivis/contracts';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { withTenant } from '../../platform/tenancy/tenant.js';
import { listCompanySwmsPage } from './swms-company-list.queries.js';
import type { CompanySwmsRow } from './swms-company-list.queries.js';
import { requireSwmsCompany, requireSwmsRole } from './swms.policy.js';

function presentCompanySwms(row: CompanySwmsRow): TSwmsCompanyListItem {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    currentVersion: row.currentVersion,
    editedSinceIssue: row.editedSinceIssue,
    updatedAt: row.updatedAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    signedCount: row.signedCount,
    job: row.job,
  };
}

/**
 * GET /api/v3/swms: the company's SWMS, newest activity first. The same checks as a job's list
 * (role and company with swms.view); staff see the SWMS of the jobs they are on, as they see
 * only those jobs, while the account holder sees every job's.
 */
export async function listCompanySwms(ctx: AppContext, auth: AuthContext, query: TSwmsCompanyListQuery): Promise<TSwmsCompanyList> {
  requireSwmsRole(auth, 'swms.view');
  return withTenant(ctx.db, auth.companyId, async (tx) => {
    await requireSwmsCompany(tx, auth, 'swms.view');
    const scope = { companyId: auth.companyId, onlyJobsOfUserId: isPahRoles(auth.roles) ? null : auth.userId };
    const { rows, total } = await listCompanySwmsPage(tx, scope, query);
    return { items: rows.map(presentCompanySwms), total, page: query.page, take: query.take };
  });
}
