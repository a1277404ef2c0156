import { dayIn, INCIDENT_MESSAGES } from '@hivis/contracts';
import type { TIncidentActionBody, TIncidentDetails, TIncidentInvestigationValues } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { IncidentRow } from '../../db/schema/index.js';
import { withAccess } from '../../platform/access/with-access.js';
import type { AccessScope } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { applyOnce } from '../../platform/commands/index.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { countOpenActions, findIncident, insertAction, isActivePerson, lockAction, personName, updateAction, updateIncident } from './incidents.queries.js';
import { tellActionGiven } from './incidents.messages.js';
import { keptNow, presentIncident } from './incidents.presenter.js';
import { staffOf } from './incident-report.service.js';

/*
 * After the report: the investigation (contributing factors, five whys, root cause), its
 * corrective actions tracked to done, and the sign-off that closes the record. The account
 * holders'; an action's owner marks it done on site. docs/incidents.md "Investigation".
 */

/** An open incident of the company, locked for the change. */
async function openIncident(tx: Tx, companyId: string, incidentId: string): Promise<IncidentRow> {
  const row = await findIncident(tx, companyId, incidentId, null, 'update');
  if (!row) throw notFound('Incident');
  if (row.status === 'closed') throw new AppError('CONFLICT', INCIDENT_MESSAGES.signedOff);
  return row;
}

async function answer(ctx: AppContext, scope: AccessScope, incidentId: string): Promise<TIncidentDetails> {
  const row = await findIncident(scope.tx, scope.auth.companyId, incidentId, staffOf(scope.auth));
  if (!row) throw notFound('Incident');
  return presentIncident(ctx, scope, row);
}

/** PUT /api/v3/incident/{id}/investigation */
export function saveInvestigation(ctx: AppContext, auth: AuthContext, incidentId: string, values: TIncidentInvestigationValues): Promise<TIncidentDetails> {
  return withAccess(ctx, auth, 'incidents.manage', async (scope) => {
    const row = await openIncident(scope.tx, scope.auth.companyId, incidentId);
    await updateIncident(scope.tx, row.id, {
      contributingFactors: [...new Set(values.contributingFactors)],
      otherFactors: values.otherFactors || null,
      // Whys left blank at the end are not kept; one blank in the middle keeps its place.
      whys: trimEnd(values.whys),
      rootCause: values.rootCause || null,
      investigatedAt: new Date(),
      status: 'investigating',
    });
    return answer(ctx, scope, row.id);
  });
}

function trimEnd(whys: readonly string[]): string[] {
  const kept = [...whys];
  while (kept.length > 0 && kept.at(-1) === '') kept.pop();
  return kept;
}

async function checkOwner(tx: Tx, companyId: string, ownerId: string, current: string | null = null): Promise<void> {
  // Someone since deactivated keeps an action they had, but is given no new one.
  if (ownerId !== current && !(await isActivePerson(tx, companyId, ownerId))) throw invalidFields({ ownerId: INCIDENT_MESSAGES.actionOwner });
}

/** POST /api/v3/incident/{id}/action */
export function addCorrectiveAction(ctx: AppContext, auth: AuthContext, incidentId: string, values: TIncidentActionBody): Promise<TIncidentDetails> {
  return withAccess(ctx, auth, 'incidents.manage', async (scope) => {
    const row = await openIncident(scope.tx, scope.auth.companyId, incidentId);
    await checkOwner(scope.tx, scope.auth.companyId, values.ownerId);
    await insertAction(scope.tx, {
      companyId: scope.auth.companyId,
      incidentId: row.id,
      description: values.description,
      ownerId: values.ownerId,
      dueOn: values.dueOn,
    });
    const giver = { id: scope.auth.userId, name: await personName(scope.tx, scope.auth.companyId, scope.auth.userId) };
    await tellActionGiven(ctx, scope.tx, row, values, giver);
    if (row.status === 'reported') await updateIncident(scope.tx, row.id, { status: 'investigating' });
    return answer(ctx, scope, row.id);
  });
}

/** PUT /api/v3/incident/action/{actionId}: what, who and when, while it is open. */
export function changeCorrectiveAction(ctx: AppContext, auth: AuthContext, actionId: string, values: TIncidentActionBody): Promise<TIncidentDetails> {
  return withAccess(ctx, auth, 'incidents.manage', async (scope) => {
    const action = await lockAction(scope.tx, scope.auth.companyId, actionId, null);
    if (!action) throw notFound('Action');
    await openIncident(scope.tx, scope.auth.companyId, action.incidentId);
    if (action.status === 'done') throw new AppError('CONFLICT', INCIDENT_MESSAGES.actionDone);
    await checkOwner(scope.tx, scope.auth.companyId, values.ownerId, action.ownerId);
    await updateAction(scope.tx, action.id, { description: values.description, ownerId: values.ownerId, dueOn: values.dueOn });
    return answer(ctx, scope, action.incidentId);
  });
}

/** PUT /api/v3/incident/action/{actionId}/done: by its owner (or an account holder), from the phone, once. */
export function markCorrectiveActionDone(
  ctx: AppContext,
  auth: AuthContext,
  actionId: string,
  values: { note?: string | undefined; commandId?: string | undefined; at?: string | undefined },
): Promise<TIncidentDetails> {
  return withAccess(ctx, auth, 'incidents.actions.close', (scope) =>
    applyOnce(scope, `incidents.action-done:${actionId}`, values, async (at) => {
      const action = await lockAction(scope.tx, scope.auth.companyId, actionId, staffOf(scope.auth));
      if (!action) throw notFound('Action');
      if (action.status === 'done') throw new AppError('CONFLICT', INCIDENT_MESSAGES.actionDone);
      await updateAction(scope.tx, action.id, { status: 'done', doneAt: at, doneBy: scope.auth.userId, doneNote: values.note || null });
      return answer(ctx, scope, action.incidentId);
    }),
  );
}

/** PUT /api/v3/incident/{id}/sign-off: answered, notified when notifiable, every action done. */
export function signOffIncident(ctx: AppContext, auth: AuthContext, incidentId: string, values: { comment?: string | undefined }): Promise<TIncidentDetails> {
  return withAccess(ctx, auth, 'incidents.manage', async (scope) => {
    const row = await openIncident(scope.tx, scope.auth.companyId, incidentId);
    if (!row.answeredAt) throw new AppError('CONFLICT', INCIDENT_MESSAGES.notAssessed);
    if (row.notifiable && !row.notifiedAt) throw new AppError('CONFLICT', INCIDENT_MESSAGES.notNotified);
    if ((await countOpenActions(scope.tx, row.id)) > 0) throw new AppError('CONFLICT', INCIDENT_MESSAGES.openActions);
    await updateIncident(scope.tx, row.id, {
      status: 'closed',
      signedOffAt: new Date(),
      signedOffBy: scope.auth.userId,
      signOffComment: values.comment || null,
    });
    return answer(ctx, scope, row.id);
  });
}

/** DELETE /api/v3/incident/{id}: not while a notifiable incident's record must be kept. */
export function deleteIncident(ctx: AppContext, auth: AuthContext, incidentId: string): Promise<void> {
  return withAccess(ctx, auth, 'incidents.manage', async ({ tx, auth: companyAuth, company }) => {
    const row = await findIncident(tx, companyAuth.companyId, incidentId, null, 'update');
    if (!row) throw notFound('Incident');
    if (keptNow(row, dayIn(new Date(), company.timeZone))) throw new AppError('CONFLICT', INCIDENT_MESSAGES.keptForYears);
    await updateIncident(tx, row.id, { deletedAt: new Date() });
  });
}
