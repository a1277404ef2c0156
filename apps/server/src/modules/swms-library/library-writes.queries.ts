import { and, eq, inArray } from 'drizzle-orm';
import type { TSwmsActivityValues } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import { companies, swmsPotentialHazards, swmsScopes, swmsTrades, swmsWorkActivities } from '../../db/schema/index.js';
import type { SwmsScopeRow, SwmsTradeRow } from '../../db/schema/index.js';
import { activityFields, hazardRow } from './activity-rows.js';
import type { Ownership } from './activity-rows.js';

/* Writes of the SWMS library: trades, scopes, work activities and their hazards. */

type HazardValues = typeof swmsPotentialHazards.$inferInsert;

export async function insertTrade(tx: Tx, values: typeof swmsTrades.$inferInsert): Promise<SwmsTradeRow | undefined> {
  const [trade] = await tx.insert(swmsTrades).values(values).returning();
  return trade;
}

export async function renameTradeRow(tx: Tx, tradeId: string, name: string): Promise<void> {
  await tx.update(swmsTrades).set({ name, updatedAt: new Date() }).where(eq(swmsTrades.id, tradeId));
}

export async function deleteTradeRow(tx: Tx, tradeId: string): Promise<void> {
  await tx.delete(swmsTrades).where(eq(swmsTrades.id, tradeId));
}

export async function insertScope(tx: Tx, values: typeof swmsScopes.$inferInsert): Promise<SwmsScopeRow | undefined> {
  const [scope] = await tx.insert(swmsScopes).values(values).returning();
  return scope;
}

export async function renameScopeRow(tx: Tx, scopeId: string, name: string): Promise<void> {
  await tx.update(swmsScopes).set({ name, updatedAt: new Date() }).where(eq(swmsScopes.id, scopeId));
}

export async function deleteScopeRow(tx: Tx, scopeId: string): Promise<void> {
  await tx.delete(swmsScopes).where(eq(swmsScopes.id, scopeId));
}

/** Inserts an activity with its hazards; returns its id. */
export async function insertActivity(tx: Tx, activity: TSwmsActivityValues, scope: SwmsScopeRow, owner: Ownership, sortOrder: number): Promise<string> {
  const [row] = await tx
    .insert(swmsWorkActivities)
    .values({ ...owner, ...activityFields(activity, scope), sortOrder })
    .returning({ id: swmsWorkActivities.id });
  if (!row) throw new Error('insertActivity: no row returned');
  await tx.insert(swmsPotentialHazards).values(activity.hazards.map((hazard, index) => hazardRow(hazard, owner, row.id, index)));
  return row.id;
}

/** Replaces an activity's fields and its hazards. */
export async function replaceActivity(tx: Tx, activityId: string, activity: TSwmsActivityValues, scope: SwmsScopeRow, owner: Ownership): Promise<void> {
  await tx
    .update(swmsWorkActivities)
    .set({ ...activityFields(activity, scope), updatedAt: new Date() })
    .where(eq(swmsWorkActivities.id, activityId));
  await tx.delete(swmsPotentialHazards).where(eq(swmsPotentialHazards.workActivityId, activityId));
  await tx.insert(swmsPotentialHazards).values(activity.hazards.map((hazard, index) => hazardRow(hazard, owner, activityId, index)));
}

export async function deleteActivityRow(tx: Tx, activityId: string): Promise<void> {
  await tx.delete(swmsWorkActivities).where(eq(swmsWorkActivities.id, activityId));
}

/** Locks the activity row until the transaction ends. */
export async function lockActivityRow(tx: Tx, activityId: string): Promise<void> {
  await tx.select({ id: swmsWorkActivities.id }).from(swmsWorkActivities).where(eq(swmsWorkActivities.id, activityId)).for('update');
}

export async function insertHazard(tx: Tx, values: HazardValues): Promise<void> {
  await tx.insert(swmsPotentialHazards).values(values);
}

export async function updateHazardRow(tx: Tx, hazardId: string, values: Partial<HazardValues>): Promise<void> {
  await tx
    .update(swmsPotentialHazards)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(swmsPotentialHazards.id, hazardId));
}

export async function deleteHazardRow(tx: Tx, hazardId: string): Promise<void> {
  await tx.delete(swmsPotentialHazards).where(eq(swmsPotentialHazards.id, hazardId));
}

/** Where the company is, for its jurisdiction. */
export async function findCompanyPlace(tx: Tx, companyId: string) {
  const [company] = await tx.select({ country: companies.country, address: companies.address }).from(companies).where(eq(companies.id, companyId));
  return company;
}

/** A published row: public, of no company. */
const published = () => ({ isPublic: true, companyId: null, updatedAt: new Date() });

export async function publishTradeRow(tx: Tx, tradeId: string): Promise<void> {
  await tx.update(swmsTrades).set(published()).where(eq(swmsTrades.id, tradeId));
}

/** Publishes the company's scopes, activities and hazards under a trade. */
export async function publishCompanyRowsUnder(tx: Tx, tradeId: string, companyId: string): Promise<void> {
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

/** Publishes an activity, its hazards, and its scope and trade if they were private. */
export async function publishActivityBranch(tx: Tx, activity: { id: string; scopeId: string; tradeId: string }): Promise<void> {
  await tx.update(swmsWorkActivities).set(published()).where(eq(swmsWorkActivities.id, activity.id));
  await tx.update(swmsPotentialHazards).set(published()).where(eq(swmsPotentialHazards.workActivityId, activity.id));
  await tx
    .update(swmsScopes)
    .set(published())
    .where(and(eq(swmsScopes.id, activity.scopeId), eq(swmsScopes.isPublic, false)));
  await tx
    .update(swmsTrades)
    .set(published())
    .where(and(eq(swmsTrades.id, activity.tradeId), eq(swmsTrades.isPublic, false)));
}
