import { aliasedTable, and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
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

/** One page: the open ones by due day (none last), then the newest; the done ones by when they were done. */
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
    reachOf(staffId),
  );
  const [total] = await db.select({ total: count() }).from(auditActions).innerJoin(auditResponses, eq(auditResponses.id, auditActions.responseId)).where(where);
  const rows = await db
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
    .orderBy(
      asc(auditActions.status),
      sql`${auditActions.dueOn} asc nulls last`,
      desc(auditActions.doneAt),
      desc(auditActions.createdAt),
      desc(auditActions.id),
    )
    .limit(query.take)
    .offset((query.page - 1) * query.take);
  return {
    rows: rows.map(({ action, ...names }) => ({ ...action, ...names })),
    total: Number(total?.total ?? 0),
  };
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
