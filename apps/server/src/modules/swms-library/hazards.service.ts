import { SWMS_LIBRARY_MESSAGES } from '@hivis/contracts';
import type { TLibraryActivity, TSwmsHazardValues } from '@hivis/contracts';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields } from '../../platform/errors.js';
import { hazardRow } from './activity-rows.js';
import { withLibraryAccess, canSee, requireChangeable } from './library.access.js';
import type { LibraryActor } from './library.access.js';
import { loadActivity } from './activities.service.js';
import { countHazards, findActivity, findHazard } from './library.queries.js';
import { deleteHazardRow, insertHazard, lockActivityRow, updateHazardRow } from './library-writes.queries.js';

/* Potential hazards of a work activity, one at a time (spec 7 "potentialhazards"). Each answers the whole activity. */

/** Locks the activity row so two removals of its last hazards cannot both pass the count. */
async function lockActivity(actor: LibraryActor, activityId: string): Promise<void> {
  await lockActivityRow(actor.tx, activityId);
}

/** POST /api/v3/potentialhazards */
export async function addPotentialHazard(ctx: AppContext, auth: AuthContext, input: TSwmsHazardValues & { workActivityId: string }): Promise<TLibraryActivity> {
  return withLibraryAccess(ctx, auth, 'swms-library.manage', async (actor) => {
    const found = await findActivity(actor.tx, input.workActivityId);
    // The activity is named in the body: one the actor cannot see is a form error, not a 404.
    if (!found || !canSee(actor, found)) throw invalidFields({ workActivityId: 'Please choose a work activity from the list.' });
    const activity = requireChangeable(actor, found, 'Work activity');
    const owner = { companyId: activity.companyId, isPublic: activity.isPublic, createdBy: actor.userId };
    await insertHazard(actor.tx, hazardRow(input, owner, activity.id, activity.hazards.length));
    return loadActivity(actor, activity.id);
  });
}

/** PUT /api/v3/potentialhazards/{id} */
export async function updatePotentialHazard(ctx: AppContext, auth: AuthContext, hazardId: string, input: TSwmsHazardValues): Promise<TLibraryActivity> {
  return withLibraryAccess(ctx, auth, 'swms-library.manage', async (actor) => {
    const hazard = requireChangeable(actor, await findHazard(actor.tx, hazardId), 'Hazard');
    const { companyId, isPublic, workActivityId, sortOrder } = hazard;
    const { createdBy: _createdBy, ...values } = hazardRow(input, { companyId, isPublic, createdBy: actor.userId }, workActivityId, sortOrder);
    await updateHazardRow(actor.tx, hazardId, values);
    return loadActivity(actor, workActivityId);
  });
}

/** DELETE /api/v3/potentialhazards/{id}: an activity keeps at least one hazard. */
export async function deletePotentialHazard(ctx: AppContext, auth: AuthContext, hazardId: string): Promise<TLibraryActivity> {
  return withLibraryAccess(ctx, auth, 'swms-library.manage', async (actor) => {
    const hazard = requireChangeable(actor, await findHazard(actor.tx, hazardId), 'Hazard');
    await lockActivity(actor, hazard.workActivityId);
    if ((await countHazards(actor.tx, hazard.workActivityId)) <= 1) throw new AppError('BAD_REQUEST', SWMS_LIBRARY_MESSAGES.lastHazard);
    await deleteHazardRow(actor.tx, hazardId);
    return loadActivity(actor, hazard.workActivityId);
  });
}
