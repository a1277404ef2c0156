import { and, eq, inArray } from 'drizzle-orm';
import type { TLibraryActivity, TLibraryTradeReview } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import { swmsPotentialHazards, swmsScopes, swmsTrades, swmsWorkActivities } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { withLibraryAccess } from './library.access.js';
import { loadActivity } from './activities.service.js';
import { presentTrade } from './library.presenter.js';
import { findActivity, findTrade } from './library.queries.js';

/*
 * Making a company's custom rows public (HiVis admins only). A published row joins HiVis's own
 * library: is_public and no company. Dropping the company matters: the row no longer goes when
 * that company closes its account (company_id cascades), and the company cannot change it any
 * more. created_by keeps who wrote it. Each call flips its whole branch in one transaction, so
 * no public row ever hangs under a private one.
 */

const published = () => ({ isPublic: true, companyId: null, updatedAt: new Date() });

/** PUT /api/v3/trades/{id}/set-public: the trade and every row of its company under it. */
export async function makeTradePublic(ctx: AppContext, auth: AuthContext, tradeId: string): Promise<TLibraryTradeReview> {
  return withLibraryAccess(ctx, auth, 'admin', async (actor) => {
    const trade = await findTrade(actor.tx, actor, tradeId);
    if (!trade) throw notFound('Trade');
    // Only the trade's own company's rows: a public trade may hold other companies' private scopes.
    if (trade.companyId) {
      const owner = trade.companyId;
      await publishWhere(actor.tx, tradeId, owner);
    }
    await actor.tx.update(swmsTrades).set(published()).where(eq(swmsTrades.id, tradeId));
    const fresh = await findTrade(actor.tx, actor, tradeId);
    if (!fresh) throw notFound('Trade');
    return presentTrade(actor, fresh);
  });
}

async function publishWhere(tx: Tx, tradeId: string, companyId: string): Promise<void> {
  const activities = await tx
    .update(swmsWorkActivities)
    .set(published())
    .where(and(eq(swmsWorkActivities.tradeId, tradeId), eq(swmsWorkActivities.companyId, companyId)))
    .returning({ id: swmsWorkActivities.id });
  if (activities.length > 0) {
    await tx
      .update(swmsPotentialHazards)
      .set(published())
      .where(
        inArray(
          swmsPotentialHazards.workActivityId,
          activities.map((row) => row.id),
        ),
      );
  }
  await tx
    .update(swmsScopes)
    .set(published())
    .where(and(eq(swmsScopes.tradeId, tradeId), eq(swmsScopes.companyId, companyId)));
}

/** PUT /api/v3/workactivities/{id}/set-public: the activity, its hazards, and its scope and trade if they were private. */
export async function makeActivityPublic(ctx: AppContext, auth: AuthContext, activityId: string): Promise<TLibraryActivity> {
  return withLibraryAccess(ctx, auth, 'admin', async (actor) => {
    const activity = await findActivity(actor.tx, activityId);
    if (!activity) throw notFound('Work activity');
    await actor.tx.update(swmsWorkActivities).set(published()).where(eq(swmsWorkActivities.id, activityId));
    await actor.tx.update(swmsPotentialHazards).set(published()).where(eq(swmsPotentialHazards.workActivityId, activityId));
    await actor.tx
      .update(swmsScopes)
      .set(published())
      .where(and(eq(swmsScopes.id, activity.scopeId), eq(swmsScopes.isPublic, false)));
    await actor.tx
      .update(swmsTrades)
      .set(published())
      .where(and(eq(swmsTrades.id, activity.tradeId), eq(swmsTrades.isPublic, false)));
    return loadActivity(actor, activityId);
  });
}
