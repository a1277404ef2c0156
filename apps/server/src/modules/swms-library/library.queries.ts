import { and, asc, count, eq, ilike, inArray, isNotNull, not, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TLibraryType } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import { companies, swmsPotentialHazards, swmsScopes, swmsTrades, swmsWorkActivities } from '../../db/schema/index.js';
import type { SwmsPotentialHazardRow, SwmsScopeRow, SwmsTradeRow, SwmsWorkActivityRow } from '../../db/schema/index.js';
import { likePattern } from '../../db/search.js';
import type { LibraryActor } from './library.access.js';

/* Reads of the SWMS library. Every helper filters by what the actor may see, as well as RLS. */

type LibraryTable = typeof swmsTrades | typeof swmsScopes | typeof swmsWorkActivities | typeof swmsPotentialHazards;

/** The rows of a table the actor sees for a list type: public, custom (own; every company's for an admin) or all. */
export function visibleRows(table: LibraryTable, actor: LibraryActor, type: TLibraryType = 'all'): SQL | undefined {
  if (type === 'public') return eq(table.isPublic, true);
  if (actor.isAdmin) return type === 'custom' ? eq(table.isPublic, false) : undefined;
  const own = eq(table.companyId, actor.companyId ?? '');
  return type === 'custom' ? and(own, not(table.isPublic)) : or(eq(table.isPublic, true), own);
}

export type TradeWithScopes = SwmsTradeRow & {
  companyName: string | null;
  scopes: (SwmsScopeRow & { activityCount: number })[];
};

export async function listTrades(tx: Tx, actor: LibraryActor, type: TLibraryType, search?: string): Promise<TradeWithScopes[]> {
  const trades = await tx
    .select({ trade: swmsTrades, companyName: companies.name })
    .from(swmsTrades)
    .leftJoin(companies, eq(companies.id, swmsTrades.companyId))
    .where(and(visibleRows(swmsTrades, actor, type), search ? ilike(swmsTrades.name, likePattern(search)) : undefined))
    .orderBy(asc(swmsTrades.name), asc(swmsTrades.id));
  return withScopes(tx, actor, type, trades);
}

export async function findTrade(tx: Tx, actor: LibraryActor, tradeId: string): Promise<TradeWithScopes | null> {
  const trades = await tx
    .select({ trade: swmsTrades, companyName: companies.name })
    .from(swmsTrades)
    .leftJoin(companies, eq(companies.id, swmsTrades.companyId))
    .where(and(eq(swmsTrades.id, tradeId), visibleRows(swmsTrades, actor)));
  const [found] = await withScopes(tx, actor, 'all', trades);
  return found ?? null;
}

async function withScopes(
  tx: Tx,
  actor: LibraryActor,
  type: TLibraryType,
  trades: { trade: SwmsTradeRow; companyName: string | null }[],
): Promise<TradeWithScopes[]> {
  if (trades.length === 0) return [];
  // Children of a public list are public too; otherwise everything the actor sees under the trade.
  const childType = type === 'public' ? 'public' : 'all';
  const tradeIds = trades.map((row) => row.trade.id);
  const scopes = await tx
    .select()
    .from(swmsScopes)
    .where(and(inArray(swmsScopes.tradeId, tradeIds), visibleRows(swmsScopes, actor, childType)))
    .orderBy(asc(swmsScopes.sortOrder), asc(swmsScopes.name));
  const counts = await tx
    .select({ scopeId: swmsWorkActivities.scopeId, total: count() })
    .from(swmsWorkActivities)
    .where(and(inArray(swmsWorkActivities.tradeId, tradeIds), visibleRows(swmsWorkActivities, actor, childType)))
    .groupBy(swmsWorkActivities.scopeId);
  const countByScope = new Map(counts.map((row) => [row.scopeId, row.total]));
  return trades.map(({ trade, companyName }) => ({
    ...trade,
    companyName,
    scopes: scopes.filter((scope) => scope.tradeId === trade.id).map((scope) => ({ ...scope, activityCount: countByScope.get(scope.id) ?? 0 })),
  }));
}

export async function findScope(tx: Tx, scopeId: string): Promise<(SwmsScopeRow & { tradeName: string }) | null> {
  const [row] = await tx
    .select({ scope: swmsScopes, tradeName: swmsTrades.name })
    .from(swmsScopes)
    .innerJoin(swmsTrades, eq(swmsTrades.id, swmsScopes.tradeId))
    .where(eq(swmsScopes.id, scopeId));
  return row ? { ...row.scope, tradeName: row.tradeName } : null;
}

export type ActivityWithHazards = SwmsWorkActivityRow & { tradeName: string; scopeName: string; hazards: SwmsPotentialHazardRow[] };

export type ActivityFilter = { type: TLibraryType; tradeId?: string; scopeId?: string; search?: string; ids?: string[] };

export async function listActivities(tx: Tx, actor: LibraryActor, filter: ActivityFilter): Promise<ActivityWithHazards[]> {
  const rows = await tx
    .select({ activity: swmsWorkActivities, tradeName: swmsTrades.name, scopeName: swmsScopes.name })
    .from(swmsWorkActivities)
    .innerJoin(swmsScopes, eq(swmsScopes.id, swmsWorkActivities.scopeId))
    .innerJoin(swmsTrades, eq(swmsTrades.id, swmsWorkActivities.tradeId))
    .where(
      and(
        visibleRows(swmsWorkActivities, actor, filter.type),
        filter.tradeId ? eq(swmsWorkActivities.tradeId, filter.tradeId) : undefined,
        filter.scopeId ? eq(swmsWorkActivities.scopeId, filter.scopeId) : undefined,
        filter.ids ? inArray(swmsWorkActivities.id, filter.ids) : undefined,
        filter.search ? ilike(swmsWorkActivities.name, likePattern(filter.search)) : undefined,
      ),
    )
    .orderBy(asc(swmsTrades.name), asc(swmsScopes.sortOrder), asc(swmsScopes.name), asc(swmsWorkActivities.sortOrder), asc(swmsWorkActivities.name));
  if (rows.length === 0) return [];
  const hazards = await tx
    .select()
    .from(swmsPotentialHazards)
    .where(
      inArray(
        swmsPotentialHazards.workActivityId,
        rows.map((row) => row.activity.id),
      ),
    )
    .orderBy(asc(swmsPotentialHazards.sortOrder), asc(swmsPotentialHazards.createdAt));
  return rows.map(({ activity, tradeName, scopeName }) => ({
    ...activity,
    tradeName,
    scopeName,
    hazards: hazards.filter((hazard) => hazard.workActivityId === activity.id),
  }));
}

/** One activity with its hazards, whoever owns it (callers check visibility). */
export async function findActivity(tx: Tx, activityId: string): Promise<ActivityWithHazards | null> {
  const admin: LibraryActor = { tx, companyId: null, userId: '', isAdmin: true };
  const [found] = await listActivities(tx, admin, { type: 'all', ids: [activityId] });
  return found ?? null;
}

export async function findHazard(tx: Tx, hazardId: string): Promise<SwmsPotentialHazardRow | null> {
  const [row] = await tx.select().from(swmsPotentialHazards).where(eq(swmsPotentialHazards.id, hazardId));
  return row ?? null;
}

export async function countHazards(tx: Tx, activityId: string): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(swmsPotentialHazards).where(eq(swmsPotentialHazards.workActivityId, activityId));
  return row?.total ?? 0;
}

export async function nextSortOrder(tx: Tx, table: typeof swmsScopes | typeof swmsWorkActivities, parent: SQL): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${table.sortOrder})` })
    .from(table)
    .where(and(parent, isNotNull(table.sortOrder)));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export type WhsActivityRow = { activity: SwmsWorkActivityRow; tradeName: string; scopeName: string; hazardCount: number };

/** The flat search of GET /api/v3/whs/activities: name, trade or scope matches. */
export async function searchActivities(
  tx: Tx,
  actor: LibraryActor,
  search: string | undefined,
  page: number,
  take: number,
): Promise<{ rows: WhsActivityRow[]; total: number }> {
  const pattern = search ? likePattern(search) : null;
  const where = and(
    visibleRows(swmsWorkActivities, actor),
    pattern ? or(ilike(swmsWorkActivities.name, pattern), ilike(swmsTrades.name, pattern), ilike(swmsScopes.name, pattern)) : undefined,
  );
  const base = tx
    .select({ total: count() })
    .from(swmsWorkActivities)
    .innerJoin(swmsScopes, eq(swmsScopes.id, swmsWorkActivities.scopeId))
    .innerJoin(swmsTrades, eq(swmsTrades.id, swmsWorkActivities.tradeId))
    .where(where);
  const [totalRow] = await base;
  const hazardCount = tx.select({ total: count() }).from(swmsPotentialHazards).where(eq(swmsPotentialHazards.workActivityId, swmsWorkActivities.id));
  const rows = await tx
    .select({
      activity: swmsWorkActivities,
      tradeName: swmsTrades.name,
      scopeName: swmsScopes.name,
      hazardCount: sql<number>`(${hazardCount})`.mapWith(Number),
    })
    .from(swmsWorkActivities)
    .innerJoin(swmsScopes, eq(swmsScopes.id, swmsWorkActivities.scopeId))
    .innerJoin(swmsTrades, eq(swmsTrades.id, swmsWorkActivities.tradeId))
    .where(where)
    .orderBy(asc(swmsWorkActivities.name), asc(swmsTrades.name), asc(swmsWorkActivities.id))
    .limit(take)
    .offset((page - 1) * take);
  return { rows, total: totalRow?.total ?? 0 };
}

export function nextScopeSortOrder(tx: Tx, tradeId: string): Promise<number> {
  return nextSortOrder(tx, swmsScopes, eq(swmsScopes.tradeId, tradeId));
}

export function nextActivitySortOrder(tx: Tx, scopeId: string): Promise<number> {
  return nextSortOrder(tx, swmsWorkActivities, eq(swmsWorkActivities.scopeId, scopeId));
}
