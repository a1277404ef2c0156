import { DASHBOARD_LICENCE_WINDOWS, zonedDateOf } from '@hivis/contracts';
import type { TDashboard, TDashboardCatalogue, TDashboardId } from '@hivis/contracts';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { buildDashboard, licenceWindowEnds } from './build-dashboard.js';
import { DASHBOARD_CATALOGUE } from './catalogue.js';
import { countLicencesByWindow } from './compliance.queries.js';
import { dashboardCompanyOf } from './dashboard-company.js';
import { countJobsWithStatus } from './operations.queries.js';

/*
 * Dashboards are the account holder's: they total everyone's jobs, hours and licences. Staff are
 * refused (403) like on the other company-wide screens (dashboards.access in contracts).
 */

/** GET /api/v3/dashboard: each dashboard with one headline figure for its card. */
export async function listDashboards(ctx: AppContext, auth: AuthContext): Promise<TDashboardCatalogue> {
  return withAccess(ctx, auth, 'dashboards.read', async ({ tx, company: standing }) => {
    const company = dashboardCompanyOf(standing);
    const today = zonedDateOf(new Date(), company.timeZone);
    const inProgress = await countJobsWithStatus(tx, company.id, 'IN_PROGRESS');
    const [days30, days60, days90] = licenceWindowEnds(today);
    const licences = await countLicencesByWindow(tx, company.id, today, days30, days60, days90);
    const headlines: Record<TDashboardId, { label: string; value: number }> = {
      operations: { label: 'Jobs in progress', value: inProgress },
      compliance: { label: `Licences expired or expiring within ${DASHBOARD_LICENCE_WINDOWS[0]} days`, value: licences.expired + licences.within30 },
    };
    return { items: DASHBOARD_CATALOGUE.map((entry) => ({ ...entry, headline: headlines[entry.id] })) };
  });
}

/** GET /api/v3/dashboard/{dashboardId}: every tile of one dashboard in one answer. */
export async function getDashboard(ctx: AppContext, auth: AuthContext, id: TDashboardId): Promise<TDashboard> {
  return withAccess(ctx, auth, 'dashboards.read', ({ tx, company }) =>
    buildDashboard({ tx, company: dashboardCompanyOf(company), naming: 'full', now: new Date() }, id),
  );
}
