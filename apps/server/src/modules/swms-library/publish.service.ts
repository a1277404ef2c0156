import type { TLibraryActivity, TLibraryTradeReview } from '@hivis/contracts';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { withLibraryAccess } from './library.access.js';
import { loadActivity } from './activities.service.js';
import { presentTrade } from './library.presenter.js';
import { findActivity, findTrade } from './library.queries.js';
import { publishActivityBranch, publishCompanyRowsUnder, publishTradeRow } from './library-writes.queries.js';

/*
 * Making a company's custom rows public (HiVis admins only). A published row joins HiVis's own
 * library: is_public and no company. Dropping the company matters: the row no longer goes when
 * that company closes its account (company_id cascades), and the company cannot change it any
 * more. created_by keeps who wrote it. Each call flips its whole branch in one transaction, so
 * no public row ever hangs under a private one.
 */

/** PUT /api/v3/trades/{id}/set-public: the trade and every row of its company under it. */
export async function makeTradePublic(ctx: AppContext, auth: AuthContext, tradeId: string): Promise<TLibraryTradeReview> {
  return withLibraryAccess(ctx, auth, 'admin', async (actor) => {
    const trade = await findTrade(actor.tx, actor, tradeId);
    if (!trade) throw notFound('Trade');
    // Only the trade's own company's rows: a public trade may hold other companies' private scopes.
    if (trade.companyId) {
      const owner = trade.companyId;
      await publishCompanyRowsUnder(actor.tx, tradeId, owner);
    }
    await publishTradeRow(actor.tx, tradeId);
    const fresh = await findTrade(actor.tx, actor, tradeId);
    if (!fresh) throw notFound('Trade');
    return presentTrade(actor, fresh);
  });
}

/** PUT /api/v3/workactivities/{id}/set-public: the activity, its hazards, and its scope and trade if they were private. */
export async function makeActivityPublic(ctx: AppContext, auth: AuthContext, activityId: string): Promise<TLibraryActivity> {
  return withLibraryAccess(ctx, auth, 'admin', async (actor) => {
    const activity = await findActivity(actor.tx, activityId);
    if (!activity) throw notFound('Work activity');
    await publishActivityBranch(actor.tx, { id: activityId, scopeId: activity.scopeId, tradeId: activity.tradeId });
    return loadActivity(actor, activityId);
  });
}
