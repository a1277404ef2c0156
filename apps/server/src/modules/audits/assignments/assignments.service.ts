import { randomUUID } from 'node:crypto';
import { AUDIT_ASSIGNMENT_MESSAGES, addDays, dayIn } from '@hivis/contracts';
import type {
  TAuditAssignment,
  TAuditAssignmentList,
  TAuditAssignmentsQuery,
  TAuditDueList,
  TAuditOccurrence,
  TAuditOccurrenceRef,
  TAuditSchedule,
} from '@hivis/contracts';
import type { Tx } from '../../../db/client.js';
import type { AuditAssignmentRow } from '../../../db/schema/index.js';
import { found, withAccess } from '../../../platform/access/with-access.js';
import type { AccessScope } from '../../../platform/access/with-access.js';
import type { AuthContext } from '../../../platform/auth/access-token.js';
import type { AppContext } from '../../../platform/context.js';
import { AppError, forbidden, invalidFields } from '../../../platform/errors.js';
import { findCompanyWorksite } from '../../worksites/index.js';
import { findLinkOnForTemplate } from '../audit-links.queries.js';
import { findTemplate } from '../audit-templates.queries.js';
import {
  assignmentsReaching,
  doneOccurrences,
  findAssignment,
  findCompanyPerson,
  findConnectedContractor,
  insertAssignment,
  listAssignments,
  lockAssignment,
  updateAssignment,
} from './assignments.queries.js';
import type { AssignmentWithNames } from './assignments.queries.js';
import { occurrencesBetween, openOccurrences, rruleText } from './occurrences.js';

/*
 * Assigning audits (spec 7 /audit/assign): the account holders give a template to a site, a
 * person, a connected contractor company or email addresses, on a schedule. Occurrences are
 * worked out from the schedule (occurrences.ts); an audit submitted for one names it, and the
 * reminders (assignment-reminders.ts) mail those not done.
 */

/** How far back an overdue occurrence still shows in a person's list. */
export const OVERDUE_SHOWN_DAYS = 14;

const scheduleOf = (row: Pick<AuditAssignmentRow, 'recurrence' | 'startsOn' | 'dueTime' | 'endsOn'>): TAuditSchedule => ({
  recurrence: row.recurrence,
  startsOn: row.startsOn,
  dueTime: row.dueTime,
  endsOn: row.endsOn,
});

/** The last few occurrences up to today, and the next one, each with its state. */
function occurrencesAround(row: AssignmentWithNames, timeZone: string, done: Map<string, string>, now: Date): TAuditOccurrence[] {
  const schedule = scheduleOf(row);
  const today = dayIn(now, timeZone);
  const past = occurrencesBetween(schedule, timeZone, addDays(today, -60), today).slice(-4);
  const next = occurrencesBetween(schedule, timeZone, addDays(today, 1), addDays(today, 400))[0];
  const open = new Set(openOccurrences(schedule, timeZone, now, today, 60).map((occurrence) => occurrence.on));
  return [...past, ...(next ? [next] : [])].map((occurrence) => {
    const auditResponseId = done.get(`${row.id}|${occurrence.on}`) ?? null;
    const state = auditResponseId ? 'done' : occurrence.dueAt <= now ? 'overdue' : open.has(occurrence.on) ? 'due' : 'upcoming';
    return { on: occurrence.on, dueAt: occurrence.dueAt.toISOString(), state, auditResponseId };
  });
}

function presentAssignment(row: AssignmentWithNames, timeZone: string, done: Map<string, string>, now = new Date()): TAuditAssignment {
  const assigneeId = row.worksiteId ?? row.userId ?? row.contractorCompanyId;
  return {
    id: row.id,
    auditTemplateId: row.templateId,
    templateName: row.templateName,
    target: row.target,
    assignee: assigneeId ? { id: assigneeId, name: row.assigneeName ?? '' } : null,
    emails: row.emails ?? [],
    ...scheduleOf(row),
    rrule: row.rrule,
    assignedBy: row.assignedBy ? { id: row.assignedBy, name: row.assignerName ?? '' } : null,
    stopped: row.stoppedAt !== null,
    occurrences: row.stoppedAt ? [] : occurrencesAround(row, timeZone, done, now),
    createdOn: row.createdAt.toISOString(),
  };
}

async function present(scope: AccessScope, rows: AssignmentWithNames[]): Promise<TAuditAssignment[]> {
  const done = await doneOccurrences(
    scope.tx,
    scope.auth.companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentAssignment(row, scope.company.timeZone, done));
}

/** One of the company's own templates in use: starters and archived ones are not assigned. */
async function usableTemplate(tx: Tx, companyId: string, templateId: string) {
  const template = await findTemplate(tx, companyId, templateId);
  if (!template) throw invalidFields({ auditTemplateId: AUDIT_ASSIGNMENT_MESSAGES.template });
  if (template.companyId === null || template.archivedAt) throw invalidFields({ auditTemplateId: AUDIT_ASSIGNMENT_MESSAGES.templateNotUsable });
  return template;
}

type TTarget = Pick<AuditAssignmentRow, 'target'> & Partial<Pick<AuditAssignmentRow, 'worksiteId' | 'userId' | 'contractorCompanyId' | 'emails'>>;

async function assign(scope: AccessScope, templateId: string, target: TTarget, schedule: TAuditSchedule): Promise<TAuditAssignment> {
  const { tx, auth } = scope;
  const template = await usableTemplate(tx, auth.companyId, templateId);
  // People outside the company answer through the template's web link: it needs Audit Sharing and a link on.
  if (target.target === 'company' || target.target === 'emails') {
    if (!scope.company.features.includes('audits.sharing')) throw forbidden('Assigning audits outside your company needs Audit Sharing in your plan.');
    if (!(await findLinkOnForTemplate(tx, auth.companyId, template.id, new Date()))) throw invalidFields({ auditTemplateId: AUDIT_ASSIGNMENT_MESSAGES.noLink });
  }
  const id = randomUUID();
  await insertAssignment(tx, {
    id,
    companyId: auth.companyId,
    templateId: template.id,
    ...target,
    ...scheduleOf(schedule),
    rrule: rruleText(schedule),
    assignedBy: auth.userId,
  });
  const [presented] = await present(scope, [found(await findAssignment(tx, auth.companyId, id), 'Assignment')]);
  return found(presented, 'Assignment');
}

/** POST /api/v3/audit/assign/location */
export function assignToSite(ctx: AppContext, auth: AuthContext, values: TAuditSchedule & { auditTemplateId: string; worksiteId: string }) {
  return withAccess(ctx, auth, 'audits.assign', async (scope) => {
    if (!(await findCompanyWorksite(scope.tx, scope.auth.companyId, values.worksiteId)))
      throw invalidFields({ worksiteId: AUDIT_ASSIGNMENT_MESSAGES.worksite });
    return assign(scope, values.auditTemplateId, { target: 'site', worksiteId: values.worksiteId }, values);
  });
}

/** POST /api/v3/audit/assign/user */
export function assignToUser(ctx: AppContext, auth: AuthContext, values: TAuditSchedule & { auditTemplateId: string; userId: string }) {
  return withAccess(ctx, auth, 'audits.assign', async (scope) => {
    if (!(await findCompanyPerson(scope.tx, scope.auth.companyId, values.userId))) throw invalidFields({ userId: AUDIT_ASSIGNMENT_MESSAGES.user });
    return assign(scope, values.auditTemplateId, { target: 'user', userId: values.userId }, values);
  });
}

/** POST /api/v3/audit/assign/company */
export function assignToCompany(ctx: AppContext, auth: AuthContext, values: TAuditSchedule & { auditTemplateId: string; contractorCompanyId: string }) {
  return withAccess(ctx, auth, 'audits.assign', async (scope) => {
    const contractor = await findConnectedContractor(scope.tx, scope.auth.companyId, values.contractorCompanyId);
    if (!contractor) throw invalidFields({ contractorCompanyId: AUDIT_ASSIGNMENT_MESSAGES.company });
    return assign(scope, values.auditTemplateId, { target: 'company', contractorCompanyId: contractor.id }, values);
  });
}

/** POST /api/v3/audit/assign/{auditId}/emails */
export function assignToEmails(ctx: AppContext, auth: AuthContext, templateId: string, values: TAuditSchedule & { emails: string[] }) {
  return withAccess(ctx, auth, 'audits.assign', (scope) => assign(scope, templateId, { target: 'emails', emails: [...new Set(values.emails)] }, values));
}

/** GET /api/v3/audit/assign */
export function getAssignments(ctx: AppContext, auth: AuthContext, query: TAuditAssignmentsQuery): Promise<TAuditAssignmentList> {
  return withAccess(ctx, auth, 'audits.assign.read', async (scope) => {
    const rows = await listAssignments(scope.tx, scope.auth.companyId, {
      templateId: query.auditTemplateId,
      target: query.target,
    });
    return { items: await present(scope, rows) };
  });
}

/** GET /api/v3/audit/assign/{id} */
export function getAssignment(ctx: AppContext, auth: AuthContext, assignmentId: string): Promise<TAuditAssignment> {
  return withAccess(ctx, auth, 'audits.assign.read', async (scope) => {
    const [presented] = await present(scope, [found(await findAssignment(scope.tx, scope.auth.companyId, assignmentId), 'Assignment')]);
    return found(presented, 'Assignment');
  });
}

/** PUT /api/v3/audit/assign/{id}: a new schedule; the occurrences done stay done. */
export function editAssignment(ctx: AppContext, auth: AuthContext, assignmentId: string, schedule: TAuditSchedule): Promise<TAuditAssignment> {
  return withAccess(ctx, auth, 'audits.assign', async (scope) => {
    const row = found(await lockAssignment(scope.tx, scope.auth.companyId, assignmentId), 'Assignment');
    if (row.stoppedAt) throw new AppError('CONFLICT', AUDIT_ASSIGNMENT_MESSAGES.stopped);
    await updateAssignment(scope.tx, row.id, { ...scheduleOf(schedule), rrule: rruleText(schedule) });
    const [presented] = await present(scope, [found(await findAssignment(scope.tx, scope.auth.companyId, row.id), 'Assignment')]);
    return found(presented, 'Assignment');
  });
}

/** PUT /api/v3/audit/assign/{id}/stop: no more occurrences or reminders; its audits stay. */
export function stopAssignment(ctx: AppContext, auth: AuthContext, assignmentId: string): Promise<TAuditAssignment> {
  return withAccess(ctx, auth, 'audits.assign', async (scope) => {
    const row = found(await lockAssignment(scope.tx, scope.auth.companyId, assignmentId), 'Assignment');
    if (!row.stoppedAt) await updateAssignment(scope.tx, row.id, { stoppedAt: new Date() });
    const [presented] = await present(scope, [found(await findAssignment(scope.tx, scope.auth.companyId, row.id), 'Assignment')]);
    return found(presented, 'Assignment');
  });
}

/** GET /api/v3/audit/assign/due: the caller's occurrences open now or overdue, not done, soonest due first. */
export function getAuditsDue(ctx: AppContext, auth: AuthContext): Promise<TAuditDueList> {
  return withAccess(ctx, auth, 'audits.respond', async ({ tx, auth: { companyId, userId }, company }) => {
    const rows = await assignmentsReaching(tx, companyId, userId);
    const done = await doneOccurrences(
      tx,
      companyId,
      rows.map((row) => row.id),
    );
    const now = new Date();
    const today = dayIn(now, company.timeZone);
    const items = rows.flatMap((row) =>
      openOccurrences(scheduleOf(row), company.timeZone, now, today, OVERDUE_SHOWN_DAYS)
        .filter((occurrence) => !done.has(`${row.id}|${occurrence.on}`))
        .map((occurrence) => ({
          assignmentId: row.id,
          auditTemplateId: row.templateId,
          templateName: row.templateName,
          on: occurrence.on,
          dueAt: occurrence.dueAt.toISOString(),
          overdue: occurrence.overdue,
          worksite: row.worksiteId ? { id: row.worksiteId, name: row.assigneeName ?? '' } : null,
        })),
    );
    return { items: items.sort((a, b) => a.dueAt.localeCompare(b.dueAt)) };
  });
}

/**
 * An audit submitted for an occurrence (in the submit's transaction): the assignment is the
 * company's, for this template, and the day is one of its occurrences. Through the app, a
 * person's assignment is theirs; through a link, only company and email assignments.
 */
export async function checkOccurrence(
  tx: Tx,
  companyId: string,
  templateId: string,
  ref: TAuditOccurrenceRef,
  by: { userId: string } | { link: true },
): Promise<{ assignmentId: string; occurrenceOn: string }> {
  const row = await findAssignment(tx, companyId, ref.assignmentId);
  const reaches =
    row &&
    row.templateId === templateId &&
    ('link' in by ? row.target === 'company' || row.target === 'emails' : row.target === 'site' || (row.target === 'user' && row.userId === by.userId));
  const isOccurrence = row && occurrencesBetween(scheduleOf(row), 'UTC', ref.on, ref.on).length === 1;
  if (!reaches || !isOccurrence) throw invalidFields({ occurrence: AUDIT_ASSIGNMENT_MESSAGES.occurrence });
  return { assignmentId: row.id, occurrenceOn: ref.on };
}
