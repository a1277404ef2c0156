import type { TCreateDashboardLinkValues, TCreatedDashboardLink, TDashboardLink, TDashboardLinksPage, TDashboardLinksQuery } from '@hivis/contracts';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { randomSecret, sha256 } from '../../platform/auth/secrets.js';
import type { AppContext } from '../../platform/context.js';
import { findDashboardLinkView, insertDashboardLink, listDashboardLinks, revokeDashboardLink } from './links.queries.js';
import { presentDashboardLink } from './links.presenter.js';

/*
 * Embed links ("analytics tokens"): a read-only view of one dashboard for a screen in the office,
 * opened without signing in. The secret is 32 random bytes shown once; only its SHA-256 is kept,
 * so a copy of the database cannot open the dashboards.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const EMBED_PATH = '/embed-dashboard';

/** POST /api/v3/analytics/token: not while the account is suspended or closed (dashboards.share). */
export async function createDashboardLink(ctx: AppContext, auth: AuthContext, values: TCreateDashboardLinkValues): Promise<TCreatedDashboardLink> {
  return withAccess(ctx, auth, 'dashboards.share', async ({ tx, auth: holder }) => {
    const secret = randomSecret(32);
    const row = await insertDashboardLink(tx, {
      companyId: holder.companyId,
      dashboardId: values.dashboardId,
      tokenHash: sha256(secret),
      label: values.label,
      createdBy: holder.userId,
      expiresAt: new Date(Date.now() + values.expiresInDays * DAY_MS),
    });
    const view = found(await findDashboardLinkView(tx, holder.companyId, row.id), 'Dashboard link');
    const path = `${EMBED_PATH}?token=${secret}`;
    return { link: presentDashboardLink(view), path, url: `${ctx.config.publicUrl}${path}` };
  });
}

/** GET /api/v3/analytics/token */
export async function listDashboardLinksOf(ctx: AppContext, auth: AuthContext, query: TDashboardLinksQuery): Promise<TDashboardLinksPage> {
  return withAccess(ctx, auth, 'dashboards.read', async ({ tx, auth: holder }) => {
    const { rows, total } = await listDashboardLinks(tx, holder.companyId, query.dashboardId, { take: query.take, offset: (query.page - 1) * query.take });
    const now = new Date();
    return { items: rows.map((row) => presentDashboardLink(row, now)), total, page: query.page, take: query.take };
  });
}

/** DELETE /api/v3/analytics/token/{id}: the link stops working at once; revoking again changes nothing. */
export async function revokeDashboardLinkOf(ctx: AppContext, auth: AuthContext, id: string): Promise<TDashboardLink> {
  return withAccess(ctx, auth, 'dashboards.revoke', async ({ tx, auth: holder }) => {
    found(await findDashboardLinkView(tx, holder.companyId, id), 'Dashboard link');
    await revokeDashboardLink(tx, holder.companyId, id, new Date());
    return presentDashboardLink(found(await findDashboardLinkView(tx, holder.companyId, id), 'Dashboard link'));
  });
}
