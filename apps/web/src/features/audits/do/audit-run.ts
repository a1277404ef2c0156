import { v7 as uuidv7 } from 'uuid';
import { DISPLAY_QUESTION_TYPES, auditAnswerProblem, checkAuditAnswers, isAnswered, questionStates } from '@hivis/contracts';
import type {
  TAuditAnswerProblem,
  TAuditOccurrenceRef,
  TAuditQuestion,
  TAuditSection,
  TAuditTemplateDetails,
  TNewAuditResponseInput,
  TQuestionState,
  TWebAuditResponseInput,
} from '@hivis/contracts';
import { AUDIT_LINK_MESSAGES } from '@hivis/contracts';
import type { TAuditFile, TAuditInProgress, TAuditLinkRef } from './audit-in-progress-db';
import { auditInProgressKey } from './audit-in-progress-db';

/*
 * Doing an audit, apart from React: starting one, what shows and what is left to answer as the
 * answers change, and the submission, checked on the phone by the server's own rules
 * (checkAuditAnswers) so a submission the phone sends is not refused for its answers.
 */

/** What doing an audit needs of its template: a company template, or the one a web link's page carries. */
export type TAuditToDo = Pick<TAuditTemplateDetails, 'id' | 'name' | 'version' | 'sections'>;

/** The key of an audit answered through a link: its person has no account, the link names it. */
export const linkAuditOwner = (uuid: string) => `link:${uuid}`;

/** Where an audit is done and what for: on a job, for an assignment's occurrence, through a web link. */
export type TAuditStart = { jobId: string | null; occurrence?: TAuditOccurrenceRef | null; link?: TAuditLinkRef };

export function startAudit(userId: string, template: TAuditToDo, start: TAuditStart, now = new Date()): TAuditInProgress {
  const { jobId, occurrence = null, link } = start;
  return {
    ...(link ? { link, respondent: { name: '', email: '', website: '' } } : {}),
    occurrence,
    key: auditInProgressKey(userId, template.id, jobId, occurrence),
    userId,
    id: uuidv7({ msecs: now.getTime() }),
    templateId: template.id,
    templateName: template.name,
    version: template.version,
    sections: [...template.sections].sort((a, b) => a.order - b.order),
    jobId,
    startedAt: now.toISOString(),
    answers: {},
    notes: {},
    evidence: {},
    sectionIndex: 0,
    savedAt: now.getTime(),
  };
}

/** The answers that fit their questions: only these open logic, as on the server (a half-typed number opens nothing). */
function wellFormed(sections: readonly TAuditSection[], answers: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const section of sections) {
    for (const question of section.elements) {
      const answer = answers[question.id];
      if (isAnswered(answer) && auditAnswerProblem(question, answer) === null) kept[question.id] = answer;
    }
  }
  return kept;
}

/** Each question's state (shown, required, failed) for the answers so far. */
export function liveStates(sections: readonly TAuditSection[], answers: Record<string, unknown>): Map<string, TQuestionState> {
  return questionStates(sections, wellFormed(sections, answers));
}

/** The sections with something to show, in order: a section its condition hides is stepped over. */
export function shownSections(sections: readonly TAuditSection[], states: Map<string, TQuestionState>): TAuditSection[] {
  return sections.filter((section) => section.elements.some((question) => states.get(question.id)?.visible));
}

const answersItself = (question: TAuditQuestion) => !DISPLAY_QUESTION_TYPES.includes(question.type) || question.required;

/** How far along: the shown questions with an answer, of those a person answers. */
export function auditProgress(sections: readonly TAuditSection[], answers: Record<string, unknown>, states: Map<string, TQuestionState>) {
  const shown = sections.flatMap((section) => section.elements).filter((question) => states.get(question.id)?.visible && answersItself(question));
  return { answered: shown.filter((question) => isAnswered(answers[question.id])).length, total: shown.length };
}

export type TAuditProblem = TAuditAnswerProblem & { questionId: string; prompt: string; sectionIndex: number };

/** What stops the audit being sent, each with its question and the section (among those shown) it is in. */
export function auditProblems(audit: TAuditInProgress): TAuditProblem[] {
  const { problems } = checkAuditAnswers(audit.sections, audit);
  const sections = shownSections(audit.sections, liveStates(audit.sections, audit.answers));
  return problems.flatMap((problem) => {
    const questionId = problem.path.slice(problem.path.indexOf('.') + 1);
    const sectionIndex = sections.findIndex((section) => section.elements.some((question) => question.id === questionId));
    const question = sections[sectionIndex]?.elements.find((each) => each.id === questionId);
    return question ? [{ ...problem, questionId, prompt: question.prompt, sectionIndex }] : [];
  });
}

export type TAuditSubmission = { body: TNewAuditResponseInput; files: TAuditFile[] };

/**
 * The audit as POST /api/v3/audit/response takes it, with the files it names (taken on this
 * phone), once it has no problems: answers to questions hidden since, and notes and photos of
 * answers that no longer fail, are left out, as the server would drop them.
 */
export function auditSubmission(audit: TAuditInProgress, files: readonly TAuditFile[]): TAuditSubmission {
  const checked = checkAuditAnswers(audit.sections, audit);
  const named = new Set(checked.files.map((file) => file.fileId));
  return {
    body: {
      id: audit.id,
      auditTemplateId: audit.templateId,
      version: audit.version,
      jobId: audit.jobId,
      startedAt: audit.startedAt,
      answers: checked.answers,
      notes: checked.notes,
      evidence: checked.evidence,
      ...(audit.occurrence ? { occurrence: audit.occurrence } : {}),
    },
    files: files.filter((file) => named.has(file.id)),
  };
}

/** Why the person answering through a link cannot submit yet: their name, or an email that is not one. */
export function respondentProblems(audit: TAuditInProgress): { name?: string; email?: string } {
  if (!audit.link) return {};
  const { name = '', email = '' } = audit.respondent ?? {};
  const problems: { name?: string; email?: string } = {};
  if (name.trim() === '') problems.name = AUDIT_LINK_MESSAGES.respondentName;
  // The server checks it properly; this catches the slip of a thumb.
  if (email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) problems.email = AUDIT_LINK_MESSAGES.respondentEmail;
  return problems;
}

/** An audit answered through a link, as POST /api/v3/audit/response/web takes it. */
export function webSubmission(
  audit: TAuditInProgress & { link: TAuditLinkRef },
  files: readonly TAuditFile[],
): { body: TWebAuditResponseInput; files: TAuditFile[] } {
  const { body, files: named } = auditSubmission(audit, files);
  const { jobId: _none, ...answers } = body;
  return {
    body: {
      ...answers,
      linkUuid: audit.link.uuid,
      respondentName: audit.respondent?.name.trim() ?? '',
      respondentEmail: audit.respondent?.email.trim() ?? '',
      formToken: audit.link.formToken,
      website: audit.respondent?.website ?? '',
    },
    files: named,
  };
}
