import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { AnyPgDatabase } from '../../db/migrate.js';
import { swmsPotentialHazards, swmsScopes, swmsTrades, swmsWorkActivities } from '../../db/schema/swms-library.js';
import { hazardRow } from '../../modules/swms-library/activity-rows.js';
import { STARTER_LIBRARY, STARTER_LIBRARY_REVISION, type TStarterTrade } from './index.js';

/**
 * Puts the starter library into the public SWMS library: each trade once, by its code. It runs
 * with the migrations, so every database (embedded, server, tests) has it. A trade already there
 * is left alone, edits by HiVis admins included, except that a trade loaded at an earlier
 * revision of the library gets that revision's additions once (addRevisions); a trade added to
 * STARTER_LIBRARY later is loaded on the next start. Returns the number of trades loaded.
 */
export async function loadStarterLibrary(db: AnyPgDatabase): Promise<number> {
  await addRevisions(db);
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
    rows.trades.push({ ...publicRow, id: tradeId, starterCode: trade.code, starterRevision: STARTER_LIBRARY_REVISION, name: trade.name });
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

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Brings starter trades loaded at an earlier revision up to this one, adding only: each public
 * activity of the trade still named as in the library gets the library's hazards it has no hazard
 * of that name for (after its own), and the PPE, plant and licences it lacks. Nothing an admin
 * wrote is changed or removed, and the trade is marked as at this revision, so a hazard an admin
 * later deletes stays deleted. Returns the number of hazards added.
 */
export async function addRevisions(db: AnyPgDatabase): Promise<number> {
  const behind = await db
    .select({ id: swmsTrades.id, code: swmsTrades.starterCode })
    .from(swmsTrades)
    .where(and(isNotNull(swmsTrades.starterCode), lt(swmsTrades.starterRevision, STARTER_LIBRARY_REVISION)));
  if (behind.length === 0) return 0;
  let added = 0;
  await db.transaction(async (tx) => {
    for (const trade of behind) {
      const starter = STARTER_LIBRARY.find((candidate) => candidate.code === trade.code);
      const starterActivities = starter?.scopes.flatMap((scope) => scope.activities) ?? [];
      const activities = await tx
        .select()
        .from(swmsWorkActivities)
        .where(and(eq(swmsWorkActivities.tradeId, trade.id), eq(swmsWorkActivities.isPublic, true)));
      const hazards =
        activities.length === 0
          ? []
          : await tx
              .select({ workActivityId: swmsPotentialHazards.workActivityId, hazard: swmsPotentialHazards.hazard, sortOrder: swmsPotentialHazards.sortOrder })
              .from(swmsPotentialHazards)
              .where(
                inArray(
                  swmsPotentialHazards.workActivityId,
                  activities.map((activity) => activity.id),
                ),
              );
      for (const activity of activities) {
        const source = starterActivities.find((candidate) => sameName(candidate.name, activity.name));
        if (!source) continue;
        const own = hazards.filter((hazard) => hazard.workActivityId === activity.id);
        const newHazards = source.hazards.filter((hazard) => !own.some((existing) => sameName(existing.hazard, hazard.hazard)));
        const nextOrder = Math.max(-1, ...own.map((hazard) => hazard.sortOrder)) + 1;
        if (newHazards.length > 0) {
          await tx
            .insert(swmsPotentialHazards)
            .values(
              newHazards.map((hazard, index) =>
                hazardRow(
                  { ...hazard, residualReason: hazard.residualReason ?? null },
                  { companyId: null, isPublic: true, createdBy: null },
                  activity.id,
                  nextOrder + index,
                ),
              ),
            );
          added += newHazards.length;
        }
        const merge = (have: string[], want: string[]) => [...have, ...want.filter((item) => !have.some((existing) => sameName(existing, item)))];
        const lists = { ppe: merge(activity.ppe, source.ppe), plant: merge(activity.plant, source.plant), licences: merge(activity.licences, source.licences) };
        if (lists.ppe.length !== activity.ppe.length || lists.plant.length !== activity.plant.length || lists.licences.length !== activity.licences.length) {
          await tx.update(swmsWorkActivities).set(lists).where(eq(swmsWorkActivities.id, activity.id));
        }
      }
      await tx.update(swmsTrades).set({ starterRevision: STARTER_LIBRARY_REVISION }).where(eq(swmsTrades.id, trade.id));
    }
  });
  return added;
}
