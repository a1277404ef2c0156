import { SWMS_JURISDICTIONS, findProvince, hrcwListFor, MODEL_WHS_HRCW } from '@hivis/contracts';
import type {
  THighRisks,
  TLibraryActivity,
  TSwmsJurisdictionCode,
  ZBulkWorkActivitiesSchema,
  ZHighRisksQuerySchema,
  ZSaveWorkActivitySchema,
  ZWorkActivitiesQuerySchema,
} from '@hivis/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { invalidFields, notFound } from '../../platform/errors.js';
import { withLibraryAccess, canSee, ownershipUnder, requireChangeable, requireVisible } from './library.access.js';
import type { LibraryActor } from './library.access.js';
import { presentActivity } from './library.presenter.js';
import { findActivity, findScope, findTrade, listActivities, nextActivitySortOrder, nextScopeSortOrder } from './library.queries.js';
import { deleteActivityRow, findCompanyPlace, insertActivity, insertScope, replaceActivity } from './library-writes.queries.js';

/* Work activities with their hazards (spec 7 "workactivities"): list by type, read, write, bulk-add. */

type SaveInput = z.output<typeof ZSaveWorkActivitySchema>;

export async function loadActivity(actor: LibraryActor, activityId: string): Promise<TLibraryActivity> {
  return presentActivity(actor, requireVisible(actor, await findActivity(actor.tx, activityId), 'Work activity'));
}

/** The scope a body names, as a field error when the actor cannot see it (another company's is "not found" too). */
async function chosenScope(actor: LibraryActor, scopeId: string) {
  const scope = await findScope(actor.tx, scopeId);
  if (!scope || !canSee(actor, scope)) throw invalidFields({ scopeId: 'Please choose a scope of work from the list.' });
  return scope;
}

/** GET /api/v3/workactivities */
export async function getWorkActivities(
  ctx: AppContext,
  auth: AuthContext,
  query: z.output<typeof ZWorkActivitiesQuerySchema>,
): Promise<{ items: TLibraryActivity[] }> {
  return withLibraryAccess(ctx, auth, 'swms-library.read', async (actor) => {
    const rows = await listActivities(actor.tx, actor, query);
    return { items: rows.map((row) => presentActivity(actor, row)) };
  });
}

/** GET /api/v3/workactivities/{id} */
export async function getWorkActivity(ctx: AppContext, auth: AuthContext, activityId: string): Promise<TLibraryActivity> {
  return withLibraryAccess(ctx, auth, 'swms-library.read', (actor) => loadActivity(actor, activityId));
}

/** POST /api/v3/workactivities: the activity and its hazards, in one transaction. */
export async function createWorkActivity(ctx: AppContext, auth: AuthContext, input: SaveInput): Promise<TLibraryActivity> {
  return withLibraryAccess(ctx, auth, 'swms-library.manage', async (actor) => {
    const scope = await chosenScope(actor, input.scopeId);
    const sortOrder = await nextActivitySortOrder(actor.tx, scope.id);
    const id = await insertActivity(actor.tx, input, scope, ownershipUnder(actor, scope), sortOrder);
    return loadActivity(actor, id);
  });
}

/** PUT /api/v3/workactivities/{id}: replaces the fields and the hazards. */
export async function updateWorkActivity(ctx: AppContext, auth: AuthContext, activityId: string, input: SaveInput): Promise<TLibraryActivity> {
  return withLibraryAccess(ctx, auth, 'swms-library.manage', async (actor) => {
    const activity = requireChangeable(actor, await findActivity(actor.tx, activityId), 'Work activity');
    const scope = await chosenScope(actor, input.scopeId);
    if (activity.isPublic && !scope.isPublic) throw invalidFields({ scopeId: 'A public work activity must stay in a scope of the public library.' });
    const owner = { companyId: activity.companyId, isPublic: activity.isPublic, createdBy: actor.userId };
    await replaceActivity(actor.tx, activityId, input, scope, owner);
    return loadActivity(actor, activityId);
  });
}

/** DELETE /api/v3/workactivities/{id} */
export async function deleteWorkActivity(ctx: AppContext, auth: AuthContext, activityId: string): Promise<{ id: string; message: string }> {
  return withLibraryAccess(ctx, auth, 'swms-library.manage', async (actor) => {
    const activity = requireChangeable(actor, await findActivity(actor.tx, activityId), 'Work activity');
    await deleteActivityRow(actor.tx, activityId);
    return { id: activityId, message: `Work activity "${activity.name}" deleted.` };
  });
}

/**
 * POST /api/v3/workactivities/bulk: several activities into one scope, an existing one or a new
 * one of a trade. The schema checks every row first (errors by row index), and the inserts share
 * one transaction, so nothing is written unless everything is.
 */
export async function bulkAddWorkActivities(
  ctx: AppContext,
  auth: AuthContext,
  input: z.output<typeof ZBulkWorkActivitiesSchema>,
): Promise<{ items: TLibraryActivity[] }> {
  return withLibraryAccess(ctx, auth, 'swms-library.manage', async (actor) => {
    let scope;
    if (input.scopeId) {
      scope = await chosenScope(actor, input.scopeId);
    } else {
      const trade = await findTrade(actor.tx, actor, input.tradeId ?? '');
      if (!trade) throw invalidFields({ tradeId: 'Please choose a trade from the list.' });
      const sortOrder = await nextScopeSortOrder(actor.tx, trade.id);
      scope = await insertScope(actor.tx, { ...ownershipUnder(actor, trade), tradeId: trade.id, name: input.scopeName ?? '', sortOrder });
      if (!scope) throw new Error('bulkAddWorkActivities: no scope returned');
    }
    const owner = ownershipUnder(actor, scope);
    const first = await nextActivitySortOrder(actor.tx, scope.id);
    const ids: string[] = [];
    for (const [index, activity] of input.activities.entries()) ids.push(await insertActivity(actor.tx, activity, scope, owner, first + index));
    const rows = await listActivities(actor.tx, actor, { type: 'all', ids });
    return { items: rows.map((row) => presentActivity(actor, row)) };
  });
}

async function companyJurisdiction(actor: LibraryActor): Promise<TSwmsJurisdictionCode> {
  if (!actor.companyId) return 'NSW';
  const company = await findCompanyPlace(actor.tx, actor.companyId);
  if (company?.country === 'NZ') return 'NZ';
  const province = findProvince('AU', company?.address?.state);
  return SWMS_JURISDICTIONS.find((item) => item.code === province?.code)?.code ?? 'NSW';
}

/**
 * GET /api/v3/workactivities/highRisks: the HRCW categories of a jurisdiction (the company's by
 * default: New Zealand, or its state, else NSW). New Zealand has no legal list; the model list is
 * given as a guide, marked legalList false.
 */
export async function getHighRisks(ctx: AppContext, auth: AuthContext, query: z.output<typeof ZHighRisksQuerySchema>): Promise<THighRisks> {
  return withLibraryAccess(ctx, auth, 'swms-library.read', async (actor) => {
    const code = query.jurisdiction ?? (await companyJurisdiction(actor));
    const jurisdiction = SWMS_JURISDICTIONS.find((item) => item.code === code);
    if (!jurisdiction) throw notFound('Jurisdiction');
    const legal = hrcwListFor(code);
    const items = legal.length > 0 ? legal : MODEL_WHS_HRCW;
    return {
      jurisdiction: code,
      documentTitle: jurisdiction.documentTitle,
      legalList: legal.length > 0,
      items: items.map((item) => ({ code: item.code as THighRisks['items'][number]['code'], reference: item.reference, label: item.label })),
    };
  });
}
