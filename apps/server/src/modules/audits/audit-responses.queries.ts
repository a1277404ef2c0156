import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TAuditResponsesQuery } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { withinDays } from '../../db/days.js';
import { likePattern } from '../../db/search.js';
import { auditLinks, auditResponses, auditTemplates, auditTemplateVersions, jobs, users, worksites } from '../../db/schema/index.js';
import type { AuditResponseRow, AuditTemplateRow, AuditTemplateVersionRow } from '../../db/schema/index.js';

/** A version of one of the company's own templates, with its template; null when there is none. */
export async function findOwnVersion(
  db: DbOrTx,
  companyId: string,
  templateId: string,
  version: number,
): Promise<{ template: AuditTemplateRow; version: AuditTemplateVersionRow } | null> {
  const [row] = await db
    .select({ template: auditTemplates, version: auditTemplateVersions })
    .from(auditTemplateVersions)
    .innerJoin(auditTemplates, eq(auditTemplates.id, auditTemplateVersions.templateId))
    .where(and(eq(auditTemplates.id, templateId), eq(auditTemplates.companyId, companyId), eq(auditTemplateVersions.version, version)));
  return row ?? null;
}

/** An audit has answered this version: from now on a save of the template makes a new one. */
export async function freezeVersion(db: DbOrTx, versionId: string, at: Date): Promise<void> {
  await db
    .update(auditTemplateVersions)
    .set({ frozenAt: at })
    .where(and(eq(auditTemplateVersions.id, versionId), sql`${auditTemplateVersions.frozenAt} is null`));
}

export async function insertResponse(db: DbOrTx, values: typeof auditResponses.$inferInsert): Promise<AuditResponseRow> {
  const [row] = await db.insert(auditResponses).values(values).returning();
  if (!row) throw new Error('insertResponse: no row returned');
  return row;
}

/** A response with what its page names: the template, the version's questions, job, site and who. */
export type ResponseWithNames = AuditResponseRow & {
  templateName: string;
  sections: AuditTemplateVersionRow['sections'];
  jobTitle: string | null;
  worksiteName: string | null;
  submitterName: string | null;
  reviewerName: string | null;
  linkName: string | null;
};

const reviewers = alias(users, 'reviewers');
const reviewerName = sql<string | null>`nullif(trim(${reviewers.firstName} || ' ' || ${reviewers.lastName}), '')`;

const submitterName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

export async function findResponse(db: DbOrTx, companyId: string, responseId: string): Promise<ResponseWithNames | null> {
  const [row] = await db
    .select({
      response: auditResponses,
      templateName: auditTemplateVersions.name,
      sections: auditTemplateVersions.sections,
      jobTitle: jobs.title,
      worksiteName: worksites.name,
      submitterName,
      reviewerName,
      linkName: auditLinks.name,
    })
    .from(auditResponses)
    .innerJoin(auditTemplateVersions, eq(auditTemplateVersions.id, auditResponses.templateVersionId))
    .leftJoin(jobs, eq(jobs.id, auditResponses.jobId))
    .leftJoin(worksites, eq(worksites.id, auditResponses.worksiteId))
    .leftJoin(users, eq(users.id, auditResponses.submittedBy))
    .leftJoin(reviewers, eq(reviewers.id, auditResponses.reviewedBy))
    .leftJoin(auditLinks, eq(auditLinks.id, auditResponses.linkId))
    .where(and(eq(auditResponses.id, responseId), eq(auditResponses.companyId, companyId)));
  return row
    ? {
        ...row.response,
        templateName: row.templateName,
        sections: row.sections,
        jobTitle: row.jobTitle,
        worksiteName: row.worksiteName,
        submitterName: row.submitterName,
        reviewerName: row.reviewerName,
        linkName: row.linkName,
      }
    : null;
}

/** A row of the submitted audits list, with the names it shows. */
export type ResponseListRow = Pick<
  AuditResponseRow,
  | 'id'
  | 'templateId'
  | 'version'
  | 'jobId'
  | 'worksiteId'
  | 'submittedBy'
  | 'respondentName'
  | 'respondentEmail'
  | 'submittedAt'
  | 'percentage'
  | 'failed'
  | 'failedQuestionIds'
  | 'status'
> & { templateName: string; jobTitle: string | null; worksiteName: string | null; submitterName: string | null; linkName: string | null };

const RESPONSE_ORDERS = {
  newest: [desc(auditResponses.submittedAt), desc(auditResponses.id)],
  oldest: [asc(auditResponses.submittedAt), asc(auditResponses.id)],
  // Failed audits, then the lowest scores, first: what a reviewer looks at before the rest.
  lowest_score: [desc(auditResponses.failed), sql`${auditResponses.percentage} asc nulls last`, desc(auditResponses.submittedAt), desc(auditResponses.id)],
} as const;

/**
 * One page of submitted audits (audit_responses_company_submitted_idx). `submittedBy` limits it
 * to one person's: staff always, account holders when they ask for their own.
 */
export async function listResponses(
  db: DbOrTx,
  companyId: string,
  query: TAuditResponsesQuery,
  filters: { submittedBy: string | null; timeZone: string },
): Promise<{ rows: ResponseListRow[]; total: number }> {
  const by = filters.submittedBy ?? query.userId;
  const where: SQL | undefined = and(
    eq(auditResponses.companyId, companyId),
    by ? eq(auditResponses.submittedBy, by) : undefined,
    filters.submittedBy && query.userId && query.userId !== filters.submittedBy ? sql`false` : undefined,
    query.auditType ? eq(auditResponses.templateId, query.auditType) : undefined,
    query.name ? ilike(auditTemplates.name, likePattern(query.name)) : undefined,
    withinDays(auditResponses.submittedAt, { start: query.createdOnStart, end: query.createdOnEnd }, filters.timeZone),
  );
  // The name filter reads the template's current name; only then do the count and the page join it.
  const counted = db.select({ total: count() }).from(auditResponses);
  const [totalRow] = await (query.name ? counted.innerJoin(auditTemplates, eq(auditTemplates.id, auditResponses.templateId)) : counted).where(where);
  // The page's ids first, from the index alone, then the names of those ten: a deep page skips
  // rows without joining each one.
  const ids = db.select({ id: auditResponses.id }).from(auditResponses);
  const page = (query.name ? ids.innerJoin(auditTemplates, eq(auditTemplates.id, auditResponses.templateId)) : ids)
    .where(where)
    .orderBy(...RESPONSE_ORDERS[query.order])
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .as('page');
  const rows = await db
    .select({
      id: auditResponses.id,
      templateId: auditResponses.templateId,
      version: auditResponses.version,
      jobId: auditResponses.jobId,
      worksiteId: auditResponses.worksiteId,
      submittedBy: auditResponses.submittedBy,
      respondentName: auditResponses.respondentName,
      respondentEmail: auditResponses.respondentEmail,
      submittedAt: auditResponses.submittedAt,
      percentage: auditResponses.percentage,
      failed: auditResponses.failed,
      failedQuestionIds: auditResponses.failedQuestionIds,
      status: auditResponses.status,
      templateName: auditTemplates.name,
      jobTitle: jobs.title,
      worksiteName: worksites.name,
      submitterName,
      linkName: auditLinks.name,
    })
    .from(page)
    .innerJoin(auditResponses, eq(auditResponses.id, page.id))
    .innerJoin(auditTemplates, eq(auditTemplates.id, auditResponses.templateId))
    .leftJoin(jobs, eq(jobs.id, auditResponses.jobId))
    .leftJoin(worksites, eq(worksites.id, auditResponses.worksiteId))
    .leftJoin(users, eq(users.id, auditResponses.submittedBy))
    .leftJoin(auditLinks, eq(auditLinks.id, auditResponses.linkId))
    .orderBy(...RESPONSE_ORDERS[query.order]);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

/** The response to review, locked so two reviews apply one after the other; null for none. */
export async function lockResponse(db: DbOrTx, companyId: string, responseId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: auditResponses.id })
    .from(auditResponses)
    .where(and(eq(auditResponses.id, responseId), eq(auditResponses.companyId, companyId)))
    .for('update');
  return row ?? null;
}

export async function recordReview(
  db: DbOrTx,
  responseId: string,
  review: { status: 'approved' | 'returned'; reviewedBy: string; comment: string | null },
): Promise<void> {
  await db
    .update(auditResponses)
    .set({ status: review.status, reviewedBy: review.reviewedBy, reviewedAt: new Date(), reviewComment: review.comment, updatedAt: new Date() })
    .where(eq(auditResponses.id, responseId));
}
