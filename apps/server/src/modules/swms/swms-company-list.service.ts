import { isPahRoles } from '@hivis/contracts';
import type { TSwmsCompanyList, TSwmsCompanyListItem, TSwmsCompanyListQuery } from '@hivis/contracts';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { listCompanySwmsPage } from './swms-company-list.queries.js';
import type { CompanySwmsRow } from './swms-company-list.queries.js';

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
 * GET /api/v3/swms: the company's SWMS, newest activity first. The same permission as a job's
 * list (swms.read); staff see the SWMS of the jobs they are on, as they see only those jobs,
 * while the account holder sees every job's.
 */
export async function listCompanySwms(ctx: AppContext, auth: AuthContext, query: TSwmsCompanyListQuery): Promise<TSwmsCompanyList> {
  return withAccess(ctx, auth, 'swms.read', async ({ tx, auth }) => {
    const scope = { companyId: auth.companyId, onlyJobsOfUserId: isPahRoles(auth.roles) ? null : auth.userId };
    const { rows, total } = await listCompanySwmsPage(tx, scope, query);
    return { items: rows.map(presentCompanySwms), total, page: query.page, take: query.take };
  });
}
