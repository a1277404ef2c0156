import { randomUUID } from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import type { AnyPgDatabase } from '../../db/migrate.js';
import { swmsPotentialHazards, swmsScopes, swmsTrades, swmsWorkActivities } from '../../db/schema/swms-library.js';
import { hazardRow } from '../../modules/swms-library/activity-rows.js';
import { STARTER_LIBRARY, type TStarterTrade } from './index.js';

/**
 * Puts the starter library into the public SWMS library: each trade once, by its code. It runs
 * with the migrations, so every database (embedded, server, tests) has it. A trade already there
 * is left alone, edits by HiVis admins included; a trade added to STARTER_LIBRARY later is loaded
 * on the next start. Returns the number of trades loaded.
 */
export async function loadStarterLibrary(db: AnyPgDatabase): Promise<number> {
  const existing = await db.select({ code: swmsTrades.starterCode }).from(swmsTrades).where(isNotNull(swmsTrades.starterCode));
  const loaded = new Set(existing.map((row) => row.code));
  const missing = STARTER_LIBRARY.filter((trade) => !loaded.has(trade.code));
  if (missing.length === 0) return 0;
  const rows = libraryRows(missing);
  await db.transaction(async (tx) => {
    await tx.insert(swmsTrades).values(rows.trades);
    await tx.insert(swmsScopes).values(rows.scopes);
    await tx.insert(swmsWorkActivities).values(rows.activities);
    await tx.insert(swmsPotentialHazards).values(rows.hazards);
  });
  return missing.length;
}

/** The rows of the given trades, ids linked, public and owned by no company. */
function libraryRows(trades: readonly TStarterTrade[]) {
  const publicRow = { companyId: null, isPublic: true, createdBy: null };
  const rows = {
    trades: [] as (typeof swmsTrades.$inferInsert)[],
    scopes: [] as (typeof swmsScopes.$inferInsert)[],
    activities: [] as (typeof swmsWorkActivities.$inferInsert)[],
    hazards: [] as (typeof swmsPotentialHazards.$inferInsert)[],
  };
  for (const trade of trades) {
    const tradeId = randomUUID();
    rows.trades.push({ ...publicRow, id: tradeId, starterCode: trade.code, name: trade.name });
    trade.scopes.forEach((scope, scopeOrder) => {
      const scopeId = randomUUID();
      rows.scopes.push({ ...publicRow, id: scopeId, tradeId, name: scope.name, sortOrder: scopeOrder });
      scope.activities.forEach((activity, activityOrder) => {
        const activityId = randomUUID();
        rows.activities.push({
          ...publicRow,
          id: activityId,
          scopeId,
          tradeId,
          name: activity.name,
          description: activity.description,
          hrcwCodes: activity.hrcwCodes,
          ppe: activity.ppe,
          plant: activity.plant,
          licences: activity.licences,
          sortOrder: activityOrder,
        });
        activity.hazards.forEach((hazard, hazardOrder) => {
          rows.hazards.push(hazardRow({ ...hazard, residualReason: hazard.residualReason ?? null }, publicRow, activityId, hazardOrder));
        });
      });
    });
  }
  return rows;
}
