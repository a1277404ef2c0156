import { aliasedTable, and, asc, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditActions, auditResponses, jobs, users, worksites } from '../../db/schema/index.js';
import type { AuditActionRow } from '../../db/schema/index.js';
import type { TAuditActionsQuery } from '@hivis/contracts';

export type NewAuditAction = typeof auditActions.$inferInsert;

export async function insertActions(db: DbOrTx, actions: readonly NewAuditAction[]): Promise<void> {
  if (actions.length > 0) await db.insert(auditActions).values([...actions]);
}

const assignees = aliasedTable(users, 'assignees');
const closers = aliasedTable(users, 'closers');
const assigneeName = sql<string | null>`nullif(trim(${assignees.firstName} || ' ' || ${assignees.lastName}), '')`;
const closerName = sql<string | null>`nullif(trim(${closers.firstName} || ' ' || ${closers.lastName}), '')`;

export type ActionWithNames = AuditActionRow & {
  jobTitle: string | null;
  worksiteName: string | null;
  assigneeName: string | null;
  closerName: string | null;
};

/** Staff see the actions given to them and those from their own audits. */
function reachOf(userId: string | null): SQL | undefined {
  return userId ? or(eq(auditActions.assignedTo, userId), eq(auditResponses.submittedBy, userId)) : undefined;
}

/** Actions with the names they show (job, site, who it is given to, who did it). */
function selectActions(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      action: auditActions,
      jobTitle: jobs.title,
      worksiteName: worksites.name,
      assigneeName,
      closerName,
    })
    .from(auditActions)
    .innerJoin(auditResponses, eq(auditResponses.id, auditActions.responseId))
    .leftJoin(jobs, eq(jobs.id, auditActions.jobId))
    .leftJoin(worksites, eq(worksites.id, auditActions.worksiteId))
    .leftJoin(assignees, eq(assignees.id, auditActions.assignedTo))
    .leftJoin(closers, eq(closers.id, auditActions.doneBy))
    .where(where)
    .$dynamic();
}

type TSelected = { action: AuditActionRow; jobTitle: string | null; worksiteName: string | null; assigneeName: string | null; closerName: string | null };
const flatten = ({ action, ...names }: TSelected): ActionWithNames => ({ ...action, ...names });

/** Open ones by due day (none last), then the newest; the done ones by when they were done. */
const LIST_ORDER = [
  asc(auditActions.status),
  sql`${auditActions.dueOn} asc nulls last`,
  desc(auditActions.doneAt),
  desc(auditActions.createdAt),
  desc(auditActions.id),
];

/** One page, in LIST_ORDER. */
export async function listActions(
  db: DbOrTx,
  companyId: string,
  query: TAuditActionsQuery,
  staffId: string | null,
): Promise<{ rows: ActionWithNames[]; total: number }> {
  const where = and(
    eq(auditActions.companyId, companyId),
    query.status === 'all' ? undefined : eq(auditActions.status, query.status),
    query.jobId ? eq(auditActions.jobId, query.jobId) : undefined,
    query.worksiteId ? eq(auditActions.worksiteId, query.worksiteId) : undefined,
    query.auditResponseId ? eq(auditActions.responseId, query.auditResponseId) : undefined,
    query.auditTemplateId ? eq(auditResponses.templateId, query.auditTemplateId) : undefined,
    reachOf(staffId),
  );
  const [total] = await db.select({ total: count() }).from(auditActions).innerJoin(auditResponses, eq(auditResponses.id, auditActions.responseId)).where(where);
  const rows = await selectActions(db, where)
    .orderBy(...LIST_ORDER)
    .limit(query.take)
    .offset((query.page - 1) * query.take);
  return { rows: rows.map(flatten), total: Number(total?.total ?? 0) };
}

/** One action with its names, after a change (the caller has checked it may see it). */
export async function findAction(db: DbOrTx, companyId: string, actionId: string): Promise<ActionWithNames | null> {
  const [row] = await selectActions(db, and(eq(auditActions.companyId, companyId), eq(auditActions.id, actionId)));
  return row ? flatten(row) : null;
}

/** Every action of one audit, for its report (which puts them in its questions' order). */
export async function actionsOfAudit(db: DbOrTx, companyId: string, responseId: string): Promise<ActionWithNames[]> {
  const rows = await selectActions(db, and(eq(auditActions.companyId, companyId), eq(auditActions.responseId, responseId))).orderBy(...LIST_ORDER);
  return rows.map(flatten);
}

/** The action, locked for the change, if the caller may see it (staffId: only theirs). */
export async function lockAction(db: DbOrTx, companyId: string, actionId: string, staffId: string | null): Promise<AuditActionRow | null> {
  const [row] = await db
    .select({ action: auditActions })
    .from(auditActions)
    .innerJoin(auditResponses, eq(auditResponses.id, auditActions.responseId))
    .where(and(eq(auditActions.id, actionId), eq(auditActions.companyId, companyId), reachOf(staffId)))
    .for('update', { of: auditActions });
  return row?.action ?? null;
}

export async function markActionDone(db: DbOrTx, actionId: string, done: { by: string; at: Date; note: string | null; fixPhotoFileId: string }): Promise<void> {
  await db
    .update(auditActions)
    .set({ status: 'done', doneBy: done.by, doneAt: done.at, doneNote: done.note, fixPhotoFileId: done.fixPhotoFileId, updatedAt: new Date() })
    .where(eq(auditActions.id, actionId));
}

/** Who it is given to and when it is due. */
export async function changeAction(db: DbOrTx, actionId: string, change: { assignedTo: string | null; dueOn: string | null }): Promise<void> {
  await db.update(auditActions).set({ assignedTo: change.assignedTo, dueOn: change.dueOn, updatedAt: new Date() }).where(eq(auditActions.id, actionId));
}

/** A person of the company who is not deactivated: someone an action can be given to. */
export async function isActivePerson(db: DbOrTx, companyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId), ne(users.status, 'deactivated')));
  return row !== undefined;
}
