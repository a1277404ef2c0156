import { aliasedTable, and, desc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import {
  auditAssignmentReminders,
  auditAssignments,
  auditResponses,
  auditTemplates,
  companies,
  companyConnections,
  jobAssignments,
  jobs,
  users,
  worksites,
} from '../../../db/schema/index.js';
import type { AuditAssignmentRow } from '../../../db/schema/index.js';
import { ACTIVE_ASSIGNMENT } from '../../jobs/index.js';

export type NewAuditAssignment = typeof auditAssignments.$inferInsert;

const assigners = aliasedTable(users, 'assigners');
const assignees = aliasedTable(users, 'assignees');
const contractors = aliasedTable(companies, 'contractors');
const personName = (table: typeof users) => sql<string | null>`nullif(trim(${table.firstName} || ' ' || ${table.lastName}), '')`;

export type AssignmentWithNames = AuditAssignmentRow & {
  templateName: string;
  assigneeName: string | null;
  assignerName: string | null;
};

function withNames() {
  return {
    assignment: auditAssignments,
    templateName: auditTemplates.name,
    // The site, the person or the contractor company, whichever the assignment is to.
    assigneeName: sql<string | null>`coalesce(${worksites.name}, ${personName(assignees)}, ${contractors.name})`,
    assignerName: personName(assigners),
  };
}

/** The assignments with their template, assignee and assigner joined, for the names they show. */
function selectNamed(db: DbOrTx) {
  return db
    .select(withNames())
    .from(auditAssignments)
    .innerJoin(auditTemplates, eq(auditTemplates.id, auditAssignments.templateId))
    .leftJoin(worksites, eq(worksites.id, auditAssignments.worksiteId))
    .leftJoin(assignees, eq(assignees.id, auditAssignments.userId))
    .leftJoin(contractors, eq(contractors.id, auditAssignments.contractorCompanyId))
    .leftJoin(assigners, eq(assigners.id, auditAssignments.assignedBy));
}

type NamedRow = { assignment: AuditAssignmentRow; templateName: string; assigneeName: string | null; assignerName: string | null };
const flatten = (row: NamedRow): AssignmentWithNames => ({
  ...row.assignment,
  templateName: row.templateName,
  assigneeName: row.assigneeName,
  assignerName: row.assignerName,
});

/** The company's assignments, newest first, with the names they show. */
export async function listAssignments(
  db: DbOrTx,
  companyId: string,
  filters: { templateId?: string; target?: AuditAssignmentRow['target'] },
): Promise<AssignmentWithNames[]> {
  const rows = await selectNamed(db)
    .where(
      and(
        eq(auditAssignments.companyId, companyId),
        filters.templateId ? eq(auditAssignments.templateId, filters.templateId) : undefined,
        filters.target ? eq(auditAssignments.target, filters.target) : undefined,
      ),
    )
    .orderBy(desc(auditAssignments.createdAt), desc(auditAssignments.id))
    .limit(500);
  return rows.map(flatten);
}

export async function findAssignment(db: DbOrTx, companyId: string, assignmentId: string): Promise<AssignmentWithNames | null> {
  const [row] = await selectNamed(db).where(and(eq(auditAssignments.companyId, companyId), eq(auditAssignments.id, assignmentId)));
  return row ? flatten(row) : null;
}

export async function insertAssignment(db: DbOrTx, values: NewAuditAssignment): Promise<void> {
  await db.insert(auditAssignments).values(values);
}

export async function lockAssignment(db: DbOrTx, companyId: string, assignmentId: string): Promise<AuditAssignmentRow | null> {
  const [row] = await db
    .select()
    .from(auditAssignments)
    .where(and(eq(auditAssignments.companyId, companyId), eq(auditAssignments.id, assignmentId)))
    .for('update');
  return row ?? null;
}

export async function updateAssignment(
  db: DbOrTx,
  assignmentId: string,
  values: Partial<Pick<AuditAssignmentRow, 'recurrence' | 'startsOn' | 'dueTime' | 'endsOn' | 'rrule' | 'stoppedAt'>>,
): Promise<void> {
  await db.update(auditAssignments).set(values).where(eq(auditAssignments.id, assignmentId));
}

/** The audits that did an assignment's occurrences, by day (the first one each day). */
export async function doneOccurrences(db: DbOrTx, companyId: string, assignmentIds: readonly string[]): Promise<Map<string, string>> {
  if (assignmentIds.length === 0) return new Map();
  const rows = await db
    .select({ assignmentId: auditResponses.assignmentId, on: auditResponses.occurrenceOn, id: auditResponses.id })
    .from(auditResponses)
    .where(and(eq(auditResponses.companyId, companyId), inArray(auditResponses.assignmentId, [...assignmentIds])))
    .orderBy(auditResponses.submittedAt);
  const done = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.assignmentId ?? ''}|${row.on ?? ''}`;
    if (!done.has(key)) done.set(key, row.id);
  }
  return done;
}

/** Active assignments that reach a person: given to them, or to a site where they are on a job not finished. */
export async function assignmentsReaching(db: DbOrTx, companyId: string, userId: string): Promise<AssignmentWithNames[]> {
  const theirSites = db
    .selectDistinct({ worksiteId: jobs.worksiteId })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.id, jobAssignments.jobId))
    .where(
      and(
        eq(jobAssignments.companyId, companyId),
        eq(jobAssignments.userId, userId),
        inArray(jobAssignments.status, [...ACTIVE_ASSIGNMENT]),
        notInArray(jobs.status, ['COMPLETED', 'CANCELLED']),
      ),
    );
  const rows = await selectNamed(db).where(
    and(
      eq(auditAssignments.companyId, companyId),
      isNull(auditAssignments.stoppedAt),
      isNull(auditTemplates.archivedAt),
      or(eq(auditAssignments.userId, userId), inArray(auditAssignments.worksiteId, theirSites)),
    ),
  );
  return rows.map(flatten);
}

/** A person of the company, not deactivated. */
export async function findCompanyPerson(db: DbOrTx, companyId: string, userId: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: users.id, name: personName(users) })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId), ne(users.status, 'deactivated')));
  return row ? { id: row.id, name: row.name ?? '' } : null;
}

/** A contractor company connected to this one (the connection accepted). */
export async function findConnectedContractor(db: DbOrTx, companyId: string, contractorCompanyId: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companyConnections)
    .innerJoin(companies, eq(companies.id, companyConnections.contractorCompanyId))
    .where(
      and(
        eq(companyConnections.companyId, companyId),
        eq(companyConnections.contractorCompanyId, contractorCompanyId),
        eq(companyConnections.status, 'accepted'),
      ),
    );
  return row ?? null;
}

/* The reminders: run across companies in the system context. */

export type ReminderAssignment = AuditAssignmentRow & { templateName: string; timeZone: string; companyName: string };

/** Every assignment still running, of companies open and with the Audit Tool, with their clocks. */
export async function runningAssignments(db: DbOrTx): Promise<ReminderAssignment[]> {
  const rows = await db
    .select({ assignment: auditAssignments, templateName: auditTemplates.name, timeZone: companies.timeZone, companyName: companies.name })
    .from(auditAssignments)
    .innerJoin(auditTemplates, eq(auditTemplates.id, auditAssignments.templateId))
    .innerJoin(companies, eq(companies.id, auditAssignments.companyId))
    .where(
      and(
        isNull(auditAssignments.stoppedAt),
        isNull(auditTemplates.archivedAt),
        inArray(companies.status, ['active', 'pending_company']),
        sql`'audits' = any(${companies.enabledFeatures})`,
      ),
    );
  return rows.map((row) => ({ ...row.assignment, templateName: row.templateName, timeZone: row.timeZone, companyName: row.companyName }));
}

/** Claims a reminder for an occurrence; false when it was sent already (by this run or another instance). */
export async function claimReminder(db: DbOrTx, values: typeof auditAssignmentReminders.$inferInsert): Promise<boolean> {
  const rows = await db.insert(auditAssignmentReminders).values(values).onConflictDoNothing().returning({ kind: auditAssignmentReminders.kind });
  return rows.length > 0;
}

export type Recipient = { email: string; firstName: string | null };

/** Who is on a site now: the people on its jobs not finished. */
export async function peopleOnSite(db: DbOrTx, companyId: string, worksiteId: string): Promise<Recipient[]> {
  return db
    .selectDistinct({ email: users.email, firstName: users.firstName })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.id, jobAssignments.jobId))
    .innerJoin(users, eq(users.id, jobAssignments.userId))
    .where(
      and(
        eq(jobAssignments.companyId, companyId),
        eq(jobs.worksiteId, worksiteId),
        inArray(jobAssignments.status, [...ACTIVE_ASSIGNMENT]),
        notInArray(jobs.status, ['COMPLETED', 'CANCELLED']),
        eq(users.status, 'active'),
      ),
    )
    .limit(50);
}

export async function personById(db: DbOrTx, userId: string): Promise<Recipient | null> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')));
  return row ?? null;
}

/** A contractor company's account holders: they pass the audit on to whoever does it. */
export async function companyHolders(db: DbOrTx, companyId: string): Promise<Recipient[]> {
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), sql`exists (select 1 from unnest(${users.roles}) r where r like '%PAH%')`))
    .limit(10);
}

/** Whether an occurrence was done (any audit for it). */
export async function isOccurrenceDone(db: DbOrTx, assignmentId: string, on: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditResponses.id })
    .from(auditResponses)
    .where(and(eq(auditResponses.assignmentId, assignmentId), eq(auditResponses.occurrenceOn, on)))
    .limit(1);
  return Boolean(row);
}
