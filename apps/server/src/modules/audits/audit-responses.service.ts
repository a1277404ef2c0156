import { AUDIT_RESPONSE_MESSAGES, checkAuditAnswers, isPahRoles, scoreAudit } from '@hivis/contracts';
import type { TAuditResponseDetails, TAuditResponsesPage, TAuditResponsesQuery, TAuditReviewValues, TNewAuditResponseValues } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { AuditResponseRow, AuditTemplateVersionRow, FileRow } from '../../db/schema/index.js';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { createOnce, tappedAt } from '../../platform/commands/index.js';
import { invalidFields, notFound } from '../../platform/errors.js';
import { findCompanyFile, presentFile } from '../files/index.js';
import { findCompanyJob, isOnJob } from '../jobs/index.js';
import { findCompanyWorksite } from '../worksites/index.js';
import { findOwnVersion, findResponse, freezeVersion, insertResponse, listResponses, lockResponse, recordReview } from './audit-responses.queries.js';
import { presentResponse, presentResponseSummary } from './audit-responses.presenter.js';
import { findTemplate } from './audit-templates.queries.js';
import { openActionsFor } from './audit-actions.service.js';
import { checkOccurrence } from './assignments/assignments.service.js';

/*
 * Submitted audits (spec 7 /audit/response). Anyone of the company with the Audit Tool submits
 * one, from the phone's outbox, once: its id is the phone's. The answers are checked against the
 * version of the template the person had (the same check the phone ran, audit-answers.ts), the
 * score is worked out here, and the version is frozen, so a later change to the template makes a
 * new version and this audit keeps the questions it answered.
 */

/** The version the audit answered: one of the company's own templates, current, at a version it has. */
export async function answeredVersion(tx: Tx, companyId: string, values: Pick<TNewAuditResponseValues, 'auditTemplateId' | 'version'>) {
  const template = await findTemplate(tx, companyId, values.auditTemplateId);
  if (!template) throw invalidFields({ auditTemplateId: AUDIT_RESPONSE_MESSAGES.templateUnknown });
  if (template.companyId === null) throw invalidFields({ auditTemplateId: AUDIT_RESPONSE_MESSAGES.starterTemplate });
  if (template.archivedAt) throw invalidFields({ auditTemplateId: AUDIT_RESPONSE_MESSAGES.templateArchived });
  const found = await findOwnVersion(tx, companyId, template.id, values.version);
  if (!found) throw invalidFields({ version: AUDIT_RESPONSE_MESSAGES.versionUnknown });
  return found.version;
}

/** Where the audit was done: a job the person may see (its site with it), or one of the company's sites. */
async function placeOf(tx: Tx, auth: CompanyAuth, values: TNewAuditResponseValues): Promise<{ jobId: string | null; worksiteId: string | null }> {
  let worksiteId = values.worksiteId ?? null;
  if (values.jobId) {
    const job = await findCompanyJob(tx, auth.companyId, values.jobId);
    const reaches = job && (isPahRoles(auth.roles) || (await isOnJob(tx, auth.companyId, job.id, auth.userId)));
    if (!job || !reaches) throw invalidFields({ jobId: AUDIT_RESPONSE_MESSAGES.jobUnknown });
    worksiteId ??= job.worksiteId;
  }
  if (worksiteId && !(await findCompanyWorksite(tx, auth.companyId, worksiteId))) throw invalidFields({ worksiteId: AUDIT_RESPONSE_MESSAGES.worksiteUnknown });
  return { jobId: values.jobId ?? null, worksiteId };
}

/**
 * Every photo, signature, recording and file named is the company's, of the kind its question
 * takes; through a web link, also one uploaded through that link (`folder`), so a person with a
 * link cannot name the company's other files.
 */
async function checkFiles(tx: Tx, companyId: string, checked: ReturnType<typeof checkAuditAnswers>, folder: string | null): Promise<void> {
  const problems: Record<string, string> = {};
  for (const { questionId, fileId, fileType } of checked.files) {
    const inAnswer = JSON.stringify(checked.answers[questionId] ?? null).includes(fileId);
    const path = `${inAnswer ? 'answers' : 'evidence'}.${questionId}`;
    const file = await findCompanyFile(tx, companyId, fileId);
    if (!file || (folder && !file.storageKey.startsWith(`${companyId}/${folder}/`))) problems[path] ??= AUDIT_RESPONSE_MESSAGES.fileUnknown;
    else if (file.fileType !== fileType) problems[path] ??= AUDIT_RESPONSE_MESSAGES.fileWrongType;
  }
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
}

/** Who sent an audit: a person of the company, or someone with a web link (no account). */
export type TAuditSender =
  { userId: string; link?: undefined } | { userId?: undefined; link: { id: string; folder: string; respondentName: string; respondentEmail: string | null } };

type TAnswered = Pick<TNewAuditResponseValues, 'id' | 'startedAt' | 'answers' | 'notes' | 'evidence' | 'occurrence'>;

/**
 * Stores a submitted audit of this version: the answers checked against it (the same check the
 * phone ran), the files, the score, the actions its failed answers open, and the version frozen.
 */
export async function recordResponse(
  tx: Tx,
  company: { id: string; timeZone: string },
  version: AuditTemplateVersionRow,
  values: TAnswered & { submittedAt: Date; place: { jobId: string | null; worksiteId: string | null } },
  sender: TAuditSender,
): Promise<AuditResponseRow> {
  const checked = checkAuditAnswers(version.sections, values);
  if (checked.problems.length > 0) throw invalidFields(Object.fromEntries(checked.problems.map((problem) => [problem.path, problem.message])));
  await checkFiles(tx, company.id, checked, sender.link?.folder ?? null);
  const score = scoreAudit(version.sections, checked.answers);
  const occurrence = values.occurrence
    ? await checkOccurrence(tx, company.id, version.templateId, values.occurrence, sender.link ? { link: true } : { userId: sender.userId })
    : null;
  const row = await insertResponse(tx, {
    ...occurrence,
    id: values.id,
    companyId: company.id,
    templateId: version.templateId,
    templateVersionId: version.id,
    version: version.version,
    ...values.place,
    submittedBy: sender.userId ?? null,
    linkId: sender.link?.id ?? null,
    respondentName: sender.link?.respondentName ?? null,
    respondentEmail: sender.link?.respondentEmail ?? null,
    startedAt: new Date(values.startedAt),
    submittedAt: values.submittedAt,
    answers: checked.answers,
    // Notes and photos of failed answers only: one left from an answer since changed is not kept.
    notes: checked.notes,
    evidence: checked.evidence,
    score: score.score,
    maxScore: score.max,
    percentage: score.percentage,
    failed: score.failed,
    failedQuestionIds: score.failedQuestionIds,
    sectionScores: score.sections,
  });
  await openActionsFor(tx, row, version.sections, company.timeZone);
  await freezeVersion(tx, version.id, values.submittedAt);
  return row;
}

/** POST /api/v3/audit/response */
export function submitAuditResponse(ctx: AppContext, auth: AuthContext, values: TNewAuditResponseValues): Promise<TAuditResponseDetails> {
  return withAccess(ctx, auth, 'audits.respond', (scope) =>
    createOnce(scope, 'audits.respond', values.id, async () => {
      const { tx, auth: companyAuth } = scope;
      const version = await answeredVersion(tx, companyAuth.companyId, values);
      const place = await placeOf(tx, companyAuth, values);
      // Submitted when the person tapped Submit, though the phone may send it hours later.
      const submittedAt = tappedAt(values.at);
      const row = await recordResponse(
        tx,
        { id: companyAuth.companyId, timeZone: scope.company.timeZone },
        version,
        { ...values, submittedAt, place },
        { userId: companyAuth.userId },
      );
      return readResponse(ctx, tx, companyAuth, row.id);
    }),
  );
}

/** A submitted audit the caller may read, with the stored files its answers name (the report prints them). */
export async function readResponseAndFiles(
  ctx: AppContext,
  tx: Tx,
  auth: CompanyAuth,
  responseId: string,
): Promise<{ details: TAuditResponseDetails; fileRows: FileRow[] }> {
  const row = await findResponse(tx, auth.companyId, responseId);
  // Staff read the audits they submitted; another's answers 404, as if it did not exist.
  if (!row || (!isPahRoles(auth.roles) && row.submittedBy !== auth.userId)) throw notFound('Audit');
  // The files its answers name, found the way the submission was checked.
  const named = checkAuditAnswers(row.sections, { answers: row.answers, notes: row.notes, evidence: row.evidence }).files;
  const fileRows: FileRow[] = [];
  for (const fileId of new Set(named.map((file) => file.fileId))) {
    const file = await findCompanyFile(tx, auth.companyId, fileId);
    if (file) fileRows.push(file);
  }
  return {
    details: presentResponse(
      row,
      fileRows.map((file) => presentFile(ctx, file)),
    ),
    fileRows,
  };
}

async function readResponse(ctx: AppContext, tx: Tx, auth: CompanyAuth, responseId: string): Promise<TAuditResponseDetails> {
  return (await readResponseAndFiles(ctx, tx, auth, responseId)).details;
}

/** GET /api/v3/audit/response/id/{id} */
export function getAuditResponse(ctx: AppContext, auth: AuthContext, responseId: string): Promise<TAuditResponseDetails> {
  return withAccess(ctx, auth, 'audits.responses.read', ({ tx, auth: companyAuth }) => readResponse(ctx, tx, companyAuth, responseId));
}

/** GET /api/v3/audit/response: account holders list everyone's with all=true; staff always their own. */
export function getAuditResponses(ctx: AppContext, auth: AuthContext, query: TAuditResponsesQuery): Promise<TAuditResponsesPage> {
  return withAccess(ctx, auth, 'audits.responses.read', async ({ tx, auth: companyAuth, company }) => {
    const everyone = query.all && isPahRoles(companyAuth.roles);
    const { rows, total } = await listResponses(tx, companyAuth.companyId, query, {
      submittedBy: everyone ? null : companyAuth.userId,
      timeZone: company.timeZone,
    });
    return { items: rows.map(presentResponseSummary), total, page: query.page, take: query.take };
  });
}

/** PUT /api/v3/audit/response/id/{id}/review: an account holder approves an audit or sends it back, saying why. */
export function reviewAuditResponse(ctx: AppContext, auth: AuthContext, responseId: string, review: TAuditReviewValues): Promise<TAuditResponseDetails> {
  return withAccess(ctx, auth, 'audits.manage', async ({ tx, auth: companyAuth }) => {
    found(await lockResponse(tx, companyAuth.companyId, responseId), 'Audit');
    await recordReview(tx, responseId, { status: review.status, reviewedBy: companyAuth.userId, comment: review.comment || null });
    return readResponse(ctx, tx, companyAuth, responseId);
  });
}
