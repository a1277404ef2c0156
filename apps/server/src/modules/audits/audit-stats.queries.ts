import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { withinDays, zoneMidnight } from '../../db/days.js';
import { auditResponses, auditTemplates, auditTemplateVersions } from '../../db/schema/index.js';
import type { TAuditSection } from '@hivis/contracts';

/*
 * The sums behind the audits' summary and a template's stats: counted in the database over the
 * company's index (audit_responses_company_submitted_idx), never by reading the audits.
 */

export type StatsScope = {
  companyId: string;
  /** One person's audits (staff always; account holders unless they ask for everyone's). */
  submittedBy: string | null;
  /** Staff asking for someone else's audits: they count none. */
  none?: boolean;
  templateId?: string;
  days: { start?: string; end?: string };
  timeZone: string;
};

export type Tallies = { total: number; failed: number; averagePercentage: number | null };

function whereOf(scope: StatsScope): SQL | undefined {
  return and(
    eq(auditResponses.companyId, scope.companyId),
    scope.submittedBy ? eq(auditResponses.submittedBy, scope.submittedBy) : undefined,
    scope.none ? sql`false` : undefined,
    scope.templateId ? eq(auditResponses.templateId, scope.templateId) : undefined,
    withinDays(auditResponses.submittedAt, scope.days, scope.timeZone),
  );
}

const tallies = {
  total: count(),
  failed: sql<number>`count(*) filter (where ${auditResponses.failed})`.mapWith(Number),
  // The average of the scored audits, to the whole percent.
  averagePercentage: sql<number | null>`round(avg(${auditResponses.percentage}))`.mapWith((value) => (value === null ? null : Number(value))),
};

export async function countResponses(db: DbOrTx, scope: StatsScope): Promise<Tallies & { approved: number; returned: number; awaitingReview: number }> {
  const [row] = await db
    .select({
      ...tallies,
      approved: sql<number>`count(*) filter (where ${auditResponses.status} = 'approved')`.mapWith(Number),
      returned: sql<number>`count(*) filter (where ${auditResponses.status} = 'returned')`.mapWith(Number),
      awaitingReview: sql<number>`count(*) filter (where ${auditResponses.status} = 'submitted')`.mapWith(Number),
    })
    .from(auditResponses)
    .where(whereOf(scope));
  return row ?? { total: 0, failed: 0, averagePercentage: null, approved: 0, returned: 0, awaitingReview: 0 };
}

/** By template, the most done first. */
export async function countByTemplate(db: DbOrTx, scope: StatsScope, limit: number) {
  return db
    .select({ ...tallies, auditTemplateId: auditResponses.templateId, name: auditTemplates.name, lastSubmittedAt: max(auditResponses.submittedAt) })
    .from(auditResponses)
    .innerJoin(auditTemplates, eq(auditTemplates.id, auditResponses.templateId))
    .where(whereOf(scope))
    .groupBy(auditResponses.templateId, auditTemplates.name)
    .orderBy(desc(count()), auditTemplates.name)
    .limit(limit);
}

/** By week from `firstMonday` (a day in the company's time zone): only the weeks with audits. */
export async function countByWeek(db: DbOrTx, scope: StatsScope, firstMonday: string): Promise<(Tallies & { weekOf: string })[]> {
  const week = sql<string>`to_char(date_trunc('week', ${auditResponses.submittedAt} at time zone ${scope.timeZone}), 'YYYY-MM-DD')`;
  return (
    db
      .select({ weekOf: week, ...tallies })
      .from(auditResponses)
      .where(and(whereOf(scope), sql`${auditResponses.submittedAt} >= ${zoneMidnight(firstMonday, scope.timeZone)}`))
      // By position: the week's expression carries the time zone as a parameter, and the same
      // expression written again in GROUP BY would be a different parameter to PostgreSQL.
      .groupBy(sql`1`)
  );
}

/** The questions failed most often, by id. */
export async function mostFailedQuestions(db: DbOrTx, scope: StatsScope, limit: number): Promise<{ questionId: string; failed: number }[]> {
  const questionId = sql<string>`failed_question`;
  return db
    .select({ questionId, failed: count() })
    .from(sql`${auditResponses} cross join lateral unnest(${auditResponses.failedQuestionIds}) as failed_question`)
    .where(whereOf(scope))
    .groupBy(questionId)
    .orderBy(desc(count()), questionId)
    .limit(limit);
}

/** How many of the audits answered each of these questions. */
export async function answeredCounts(db: DbOrTx, scope: StatsScope, questionIds: readonly string[]): Promise<Map<string, number>> {
  if (questionIds.length === 0) return new Map();
  const questionId = sql<string>`answered_question`;
  const rows = await db
    .select({ questionId, answered: count() })
    .from(sql`${auditResponses} cross join lateral jsonb_object_keys(${auditResponses.answers}) as answered_question`)
    .where(and(whereOf(scope), sql`answered_question in ${questionIds}`))
    .groupBy(questionId);
  return new Map(rows.map((row) => [row.questionId, row.answered]));
}

/** The template's versions' questions, newest first: a question's wording is its latest. */
export async function templateSections(db: DbOrTx, companyId: string, templateId: string): Promise<{ name: string; sections: TAuditSection[][] } | null> {
  const [template] = await db
    .select({ name: auditTemplates.name })
    .from(auditTemplates)
    .where(and(eq(auditTemplates.id, templateId), eq(auditTemplates.companyId, companyId)));
  if (!template) return null;
  const versions = await db
    .select({ sections: auditTemplateVersions.sections })
    .from(auditTemplateVersions)
    .where(eq(auditTemplateVersions.templateId, templateId))
    .orderBy(desc(auditTemplateVersions.version));
  return { name: template.name, sections: versions.map((version) => version.sections) };
}
