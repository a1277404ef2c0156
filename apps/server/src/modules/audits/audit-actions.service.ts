import { AUDIT_ACTION_DUE_DAYS, AUDIT_ACTION_MESSAGES, dayIn, isPahRoles, questionsInOrder } from '@hivis/contracts';
import type { TAuditAction, TAuditActionChange, TAuditActionDoneValues, TAuditActionsPage, TAuditActionsQuery, TAuditSection } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { AuditResponseRow } from '../../db/schema/index.js';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import { applyOnce } from '../../platform/commands/index.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { findCompanyFile, presentFile } from '../files/index.js';
import { changeAction, findAction, insertActions, isActivePerson, listActions, lockAction, markActionDone } from './audit-actions.queries.js';
import type { ActionWithNames } from './audit-actions.queries.js';

/*
 * Actions from failed answers (docs/audits.md "Actions"): opened when an audit is submitted, for
 * each failed answer whose question says so, and closed on site with a photo of the fix.
 */

/** The day `days` after `day` (YYYY-MM-DD), on the calendar. */
export function daysAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Inside the submission's transaction: an action for each failed answer that asks for one, given
 * to the person who did the audit (they are on site), due by the question's priority.
 */
export async function openActionsFor(
  tx: Tx,
  response: Pick<AuditResponseRow, 'id' | 'companyId' | 'jobId' | 'worksiteId' | 'submittedBy' | 'submittedAt' | 'failedQuestionIds' | 'notes'>,
  sections: readonly TAuditSection[],
  timeZone: string,
): Promise<void> {
  const failed = new Set(response.failedQuestionIds);
  const today = dayIn(response.submittedAt, timeZone);
  const actions = questionsInOrder(sections)
    .map(({ question }) => question)
    .filter((question) => failed.has(question.id) && question.onFail?.createAction)
    .map((question) => ({
      companyId: response.companyId,
      responseId: response.id,
      questionId: question.id,
      title: question.prompt,
      details: response.notes[question.id] ?? null,
      priority: question.priority,
      jobId: response.jobId,
      worksiteId: response.worksiteId,
      assignedTo: response.submittedBy,
      dueOn: daysAfter(today, AUDIT_ACTION_DUE_DAYS[question.priority]),
    }));
  await insertActions(tx, actions);
}

async function presentAction(ctx: AppContext, tx: Tx, companyId: string, row: ActionWithNames): Promise<TAuditAction> {
  const photo = row.fixPhotoFileId ? await findCompanyFile(tx, companyId, row.fixPhotoFileId) : null;
  const place = (id: string | null, name: string | null) => (id ? { id, name: name ?? 'Someone who has left' } : null);
  return {
    id: row.id,
    auditResponseId: row.responseId,
    questionId: row.questionId,
    title: row.title,
    details: row.details,
    priority: row.priority,
    job: row.jobId ? { id: row.jobId, name: row.jobTitle ?? '' } : null,
    worksite: row.worksiteId ? { id: row.worksiteId, name: row.worksiteName ?? '' } : null,
    assignedTo: place(row.assignedTo, row.assigneeName),
    dueOn: row.dueOn,
    status: row.status,
    createdOn: row.createdAt.toISOString(),
    done: row.doneAt
      ? { by: place(row.doneBy, row.closerName), on: row.doneAt.toISOString(), note: row.doneNote, fixPhoto: photo ? presentFile(ctx, photo) : null }
      : null,
  };
}

/** Staff reach their own actions only; account holders every one. */
const staffOf = (auth: CompanyAuth) => (isPahRoles(auth.roles) ? null : auth.userId);

/** GET /api/v3/audit/action */
export function getAuditActions(ctx: AppContext, auth: AuthContext, query: TAuditActionsQuery): Promise<TAuditActionsPage> {
  return withAccess(ctx, auth, 'audits.actions.read', async ({ tx, auth: companyAuth }) => {
    const { rows, total } = await listActions(tx, companyAuth.companyId, query, staffOf(companyAuth));
    const items = [];
    for (const row of rows) items.push(await presentAction(ctx, tx, companyAuth.companyId, row));
    return { items, total, page: query.page, take: query.take };
  });
}

/** PUT /api/v3/audit/action/{id}/done: with a photo of the fix, once, dated when it was tapped. */
export function markAuditActionDone(ctx: AppContext, auth: AuthContext, actionId: string, values: TAuditActionDoneValues): Promise<TAuditAction> {
  return withAccess(ctx, auth, 'audits.actions.close', (scope) =>
    applyOnce(scope, `audits.action-done:${actionId}`, values, async (at) => {
      const { tx, auth: companyAuth } = scope;
      const action = await lockAction(tx, companyAuth.companyId, actionId, staffOf(companyAuth));
      if (!action) throw notFound('Action');
      if (action.status === 'done') throw new AppError('CONFLICT', AUDIT_ACTION_MESSAGES.alreadyDone);
      const photo = await findCompanyFile(tx, companyAuth.companyId, values.fixPhotoFileId);
      if (!photo || photo.fileType !== 'audit_photo') throw invalidFields({ fixPhotoFileId: AUDIT_ACTION_MESSAGES.photoUnknown });
      await markActionDone(tx, action.id, { by: companyAuth.userId, at, note: values.note || null, fixPhotoFileId: photo.id });
      return presentChanged(ctx, tx, companyAuth.companyId, action.id);
    }),
  );
}

/** The action as it is after a change, with its names. */
async function presentChanged(ctx: AppContext, tx: Tx, companyId: string, actionId: string): Promise<TAuditAction> {
  const row = await findAction(tx, companyId, actionId);
  if (!row) throw notFound('Action');
  return presentAction(ctx, tx, companyId, row);
}

/**
 * PUT /api/v3/audit/action/{id}: an account holder gives an open action to someone else of the
 * company (or nobody) and sets its due day (or none). A done action keeps who and when it was.
 */
export function changeAuditAction(ctx: AppContext, auth: AuthContext, actionId: string, change: TAuditActionChange): Promise<TAuditAction> {
  return withAccess(ctx, auth, 'audits.actions.manage', async ({ tx, auth: companyAuth }) => {
    const action = await lockAction(tx, companyAuth.companyId, actionId, null);
    if (!action) throw notFound('Action');
    if (action.status === 'done') throw new AppError('CONFLICT', AUDIT_ACTION_MESSAGES.doneUnchangeable);
    // Someone left may keep what they had (a due day changed alone), but nothing new is given to them.
    const given = change.assignedTo;
    if (given !== null && given !== action.assignedTo && !(await isActivePerson(tx, companyAuth.companyId, given))) {
      throw invalidFields({ assignedTo: AUDIT_ACTION_MESSAGES.assignedTo });
    }
    await changeAction(tx, action.id, change);
    return presentChanged(ctx, tx, companyAuth.companyId, action.id);
  });
}
