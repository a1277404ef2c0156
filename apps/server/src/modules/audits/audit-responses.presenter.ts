import type { TAuditResponseDetails, TAuditResponseSummary, TFile } from '@hivis/contracts';
import type { ResponseListRow, ResponseWithNames } from './audit-responses.queries.js';

const named = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** Who answered through a web link: the name they gave, and the link's name. */
const respondentOf = (row: { respondentName: string | null; respondentEmail: string | null; linkName: string | null }) =>
  row.respondentName === null ? null : { name: row.respondentName, email: row.respondentEmail, linkName: row.linkName ?? 'Web link' };

export function presentResponse(row: ResponseWithNames, files: TFile[]): TAuditResponseDetails {
  return {
    id: row.id,
    auditTemplateId: row.templateId,
    templateName: row.templateName,
    version: row.version,
    sections: row.sections,
    answers: row.answers,
    notes: row.notes,
    evidence: row.evidence,
    score: {
      score: row.score,
      max: row.maxScore,
      percentage: row.percentage,
      failed: row.failed,
      failedQuestionIds: row.failedQuestionIds,
      sections: row.sectionScores,
    },
    job: named(row.jobId, row.jobTitle),
    worksite: named(row.worksiteId, row.worksiteName),
    submittedBy: named(row.submittedBy, row.submitterName),
    respondent: respondentOf(row),
    startedOn: row.startedAt.toISOString(),
    submittedOn: row.submittedAt.toISOString(),
    status: row.status,
    files,
    review: row.reviewedAt ? { by: named(row.reviewedBy, row.reviewerName), on: row.reviewedAt.toISOString(), comment: row.reviewComment } : null,
  };
}

export function presentResponseSummary(row: ResponseListRow): TAuditResponseSummary {
  return {
    id: row.id,
    auditTemplateId: row.templateId,
    templateName: row.templateName,
    version: row.version,
    job: named(row.jobId, row.jobTitle),
    worksite: named(row.worksiteId, row.worksiteName),
    submittedBy: named(row.submittedBy, row.submitterName),
    respondent: respondentOf(row),
    submittedOn: row.submittedAt.toISOString(),
    percentage: row.percentage,
    failed: row.failed,
    failedCount: row.failedQuestionIds.length,
    status: row.status,
  };
}
