import type { TLibraryActivity, TLibraryHazard, TLibraryScope, TLibraryTradeReview, TWhsActivity } from '@hivis/contracts';
import type { SwmsPotentialHazardRow, SwmsScopeRow } from '../../db/schema/index.js';
import type { LibraryActor } from './library.access.js';
import type { ActivityWithHazards, TradeWithScopes, WhsActivityRow } from './library.queries.js';

/* Library rows as the API shows them. isOwn: written by the caller's company (never for an admin). */

const isOwn = (actor: LibraryActor, companyId: string | null) => !actor.isAdmin && companyId !== null && companyId === actor.companyId;

export function presentTrade(actor: LibraryActor, trade: TradeWithScopes): TLibraryTradeReview {
  return {
    id: trade.id,
    name: trade.name,
    isPublic: trade.isPublic,
    isOwn: isOwn(actor, trade.companyId),
    // Only an admin reviews whose a trade is; a company knows its own.
    companyName: actor.isAdmin ? trade.companyName : null,
    createdAt: trade.createdAt.toISOString(),
    scopes: trade.scopes.map((scope) => ({
      id: scope.id,
      name: scope.name,
      isPublic: scope.isPublic,
      isOwn: isOwn(actor, scope.companyId),
      activityCount: scope.activityCount,
    })),
  };
}

export function presentScope(actor: LibraryActor, scope: SwmsScopeRow & { tradeName: string }): TLibraryScope {
  return { id: scope.id, tradeId: scope.tradeId, tradeName: scope.tradeName, name: scope.name, isPublic: scope.isPublic, isOwn: isOwn(actor, scope.companyId) };
}

export function presentHazard(hazard: SwmsPotentialHazardRow): TLibraryHazard {
  return {
    id: hazard.id,
    hazard: hazard.hazard,
    risk: hazard.risk,
    before: { likelihood: hazard.likelihoodBefore, consequence: hazard.consequenceBefore },
    controls: hazard.controls,
    monitoring: hazard.monitoring,
    after: { likelihood: hazard.likelihoodAfter, consequence: hazard.consequenceAfter },
    responsible: hazard.responsible,
    residualReason: hazard.residualReason,
  };
}

export function presentActivity(actor: LibraryActor, activity: ActivityWithHazards): TLibraryActivity {
  return {
    id: activity.id,
    tradeId: activity.tradeId,
    tradeName: activity.tradeName,
    scopeId: activity.scopeId,
    scopeName: activity.scopeName,
    name: activity.name,
    description: activity.description,
    hrcwCodes: activity.hrcwCodes,
    ppe: activity.ppe,
    plant: activity.plant,
    licences: activity.licences,
    isPublic: activity.isPublic,
    isOwn: isOwn(actor, activity.companyId),
    hazards: activity.hazards.map(presentHazard),
  };
}

export function presentWhsActivity(actor: LibraryActor, row: WhsActivityRow): TWhsActivity {
  return {
    id: row.activity.id,
    name: row.activity.name,
    tradeId: row.activity.tradeId,
    tradeName: row.tradeName,
    scopeId: row.activity.scopeId,
    scopeName: row.scopeName,
    isPublic: row.activity.isPublic,
    isOwn: isOwn(actor, row.activity.companyId),
    hazardCount: row.hazardCount,
  };
}
