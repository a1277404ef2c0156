import { DASHBOARD_MESSAGES, isClosedStatus } from '@hivis/contracts';
import type { TDashboard, TDashboardId } from '@hivis/contracts';
import { sha256 } from '../../platform/auth/secrets.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { takeRateLimit } from '../../platform/http/rate-limit.js';
import { withSystem, withTenant } from '../../platform/tenancy/tenant.js';
import { buildDashboard } from './build-dashboard.js';
import { loadDashboardCompany } from './dashboard-company.js';
import { findLinkByHash } from './links.queries.js';
import { linkStateOf } from './links.presenter.js';

/** Opens per address and window: a screen refreshing every 5 minutes uses 2 per 10 minutes. */
export const EMBED_LIMIT = { perAddress: 120, windowMs: 10 * 60 * 1000 } as const;

const invalid = () => new AppError('NOT_FOUND', DASHBOARD_MESSAGES.linkInvalid);

/**
 * GET /api/v3/embed/dashboard?token=: no sign-in, so no access scope: the link's secret is the
 * credential. The platform finds the link by its hash (the only look-up across companies), then
 * the dashboard is read inside that company's tenant transaction, with short names and no contact
 * details. Unknown, expired and revoked links, and
 * links of a suspended or closed company, all answer the same 404.
 */
export async function getEmbeddedDashboard(ctx: AppContext, token: string, clientAddress: string): Promise<TDashboard> {
  const found = await withSystem(ctx.db, async (tx) => {
    await takeRateLimit(
      tx,
      [{ key: `embed-dashboard:address:${clientAddress}`, limit: EMBED_LIMIT.perAddress }],
      EMBED_LIMIT.windowMs,
      DASHBOARD_MESSAGES.tooMany,
    );
    return findLinkByHash(tx, sha256(token));
  });
  const now = new Date();
  if (!found || linkStateOf(found.link, now) !== 'active') throw invalid();
  if (isClosedStatus(found.companyStatus)) throw invalid();
  const { link } = found;
  return withTenant(ctx.db, link.companyId, async (tx) => {
    const company = await loadDashboardCompany(tx, link.companyId);
    return buildDashboard({ tx, company, naming: 'embed', now }, link.dashboardId as TDashboardId);
  });
}
