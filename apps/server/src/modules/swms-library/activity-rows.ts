import type { TSwmsActivityValues, TSwmsHazardValues } from '@hivis/contracts';
import type { swmsPotentialHazards } from '../../db/schema/index.js';
import type { SwmsScopeRow } from '../../db/schema/index.js';

/* Writing an activity and its hazards as rows, with the ownership of the row they hang under. */

/** createdBy is null only for HiVis's own starter library, which no person wrote in the app. */
export type Ownership = { companyId: string | null; isPublic: boolean; createdBy: string | null };

export function hazardRow(hazard: TSwmsHazardValues, owner: Ownership, workActivityId: string, sortOrder: number): typeof swmsPotentialHazards.$inferInsert {
  return {
    ...owner,
    workActivityId,
    hazard: hazard.hazard,
    risk: hazard.risk,
    likelihoodBefore: hazard.before.likelihood,
    consequenceBefore: hazard.before.consequence,
    controls: hazard.controls,
    monitoring: hazard.monitoring,
    likelihoodAfter: hazard.after.likelihood,
    consequenceAfter: hazard.after.consequence,
    responsible: hazard.responsible,
    residualReason: hazard.residualReason,
    sortOrder,
  };
}

export function activityFields(activity: TSwmsActivityValues, scope: SwmsScopeRow) {
  return {
    scopeId: scope.id,
    tradeId: scope.tradeId,
    name: activity.name,
    description: activity.description,
    hrcwCodes: activity.hrcwCodes,
    ppe: activity.ppe,
    plant: activity.plant,
    licences: activity.licences,
  };
}
