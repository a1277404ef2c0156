import { z } from 'zod';
import { ZCommandFieldsSchema, withDeviceId } from './commands.js';
import { isValidAbn } from './company.js';
import { PHONE_MIN_LENGTH } from './constants.js';
import type { TFileType } from './files.js';
import type { TLogicAnswers } from './audit-logic.js';
import { isAnswered, questionStates } from './audit-scoring.js';
import { questionsInOrder } from './audit-templates.js';
import type { TAuditQuestion, TAuditSection } from './audit-templates.js';
import { ISO_DATE_PATTERN, isIsoDate } from './rules/timesheet-time.js';
import { ZAuditOccurrenceRefSchema } from './audit-assignments.js';

/*
 * A person's answers to an audit: what the phone or browser sends when they submit a template
 * version, and the one check of those answers against the template that both the browser (before
 * sending) and the server (before storing) run, so a submission the browser accepts is never
 * refused by the server for another reason. The logic and scoring it relies on are in
 * audit-logic.ts and audit-scoring.ts.
 */

const MAX_ANSWERS = 500;
const MAX_NOTE_LENGTH = 2000;
const MAX_EVIDENCE_PHOTOS = 10;
const MAX_TEXT_LENGTH = 500;
const MAX_MULTILINE_TEXT_LENGTH = 5000;
/** How many files a media question takes when the builder did not say. */
const DEFAULT_MAX_FILES = { audio: 1, photo: 5, file: 3 } as const;
/** A slider value is on its step when (value − min) / step is this close to a whole number (0.1 + 0.2 is not 0.3 in floating point). */
const STEP_TOLERANCE = 1e-9;

/** What a media answer is called in messages, one and many. */
const FILE_NOUNS = { audio: ['recording', 'recordings'], photo: ['photo', 'photos'], file: ['file', 'files'] } as const;

export const AUDIT_ANSWER_MESSAGES = {
  required: 'Please answer this question.',
  note: 'Please say what is wrong.',
  evidence: 'Please add a photo of the problem.',
  unknownQuestion: 'This audit has no such question.',
  yesNo: 'Please choose Yes or No.',
  yesNoNa: 'Please choose Yes, No or N/A.',
  safeAtRisk: 'Please choose Safe or At risk.',
  safeAtRiskNa: 'Please choose Safe, At risk or N/A.',
  option: 'Please choose one of the options.',
  options: 'Please choose from the options, each one once.',
  text: 'Please enter some text.',
  textLength: (max: number) => `Please keep this to ${max} characters or fewer.`,
  abn: 'Please enter a valid 11-digit ABN.',
  phone: `Please enter a phone number with at least ${PHONE_MIN_LENGTH} digits.`,
  percentage: 'Please enter a percentage from 0 to 100, like 42.5.',
  currency: 'Please enter an amount in dollars and cents, like 1234.50.',
  number: 'Please enter a number.',
  range: (min: number, max: number) => `Please enter a number from ${min} to ${max}.`,
  atLeast: (min: number) => `Please enter a number of ${min} or more.`,
  atMost: (max: number) => `Please enter a number of ${max} or less.`,
  decimals: (decimals: number) =>
    decimals === 0 ? 'Please enter a whole number.' : `Please enter a number with at most ${decimals} decimal place${decimals === 1 ? '' : 's'}.`,
  step: (min: number, max: number, step: number) => `Please choose a value from ${min} to ${max} in steps of ${step}.`,
  signature: 'Please sign.',
  date: 'Please enter a date.',
  datetime: 'Please enter a date and time.',
  time: 'Please enter a time as HH:MM (24-hour).',
  audio: 'Please add a recording.',
  photo: 'Please add a photo.',
  file: 'Please add a file.',
  duplicateFile: 'Each file can only be added once.',
  tooManyFiles: (max: number, noun: string) => `Please add at most ${max} ${noun}.`,
  seen: 'Please confirm you have seen this.',
  location: 'Please share your location.',
  /** The submission's own fields (ZAuditResponseInputSchema). */
  id: 'Must be a valid id.',
  version: 'Please send the version of the audit that was answered.',
  startedAt: 'Please send the start time as a date and time with its offset.',
  questionId: 'Each answer must name its question.',
  tooManyAnswers: `An audit can have at most ${MAX_ANSWERS} answers.`,
  noteLength: `Please keep the note to ${MAX_NOTE_LENGTH} characters or fewer.`,
  evidenceId: 'Each photo must have a valid id.',
  tooManyPhotos: `Please add at most ${MAX_EVIDENCE_PHOTOS} photos.`,
} as const;

const ZQuestionIdSchema = z.string().min(1).max(64);
/** A record by question id, at most one entry a question; a bad key gets our words, not zod's "Invalid key in record". */
const byQuestion = <T extends z.ZodType>(value: T) =>
  z
    .record(ZQuestionIdSchema, value, { error: (issue) => (issue.code === 'invalid_key' ? AUDIT_ANSWER_MESSAGES.questionId : undefined) })
    .refine((record) => Object.keys(record).length <= MAX_ANSWERS, AUDIT_ANSWER_MESSAGES.tooManyAnswers);

/**
 * A submitted audit: the template version answered, where (a job or a worksite, or neither), when
 * the person started, and their answers by question id. `notes` and `evidence` (photo file ids)
 * explain failed answers; the template's rules for them are checked by checkAuditAnswers.
 */
export const ZAuditResponseInputSchema = z.object({
  auditTemplateId: z.uuid({ error: AUDIT_ANSWER_MESSAGES.id }),
  version: z.number({ error: AUDIT_ANSWER_MESSAGES.version }).int(AUDIT_ANSWER_MESSAGES.version).min(1, AUDIT_ANSWER_MESSAGES.version),
  jobId: z.uuid({ error: AUDIT_ANSWER_MESSAGES.id }).nullable().optional(),
  worksiteId: z.uuid({ error: AUDIT_ANSWER_MESSAGES.id }).nullable().optional(),
  startedAt: z.iso.datetime({ offset: true, error: AUDIT_ANSWER_MESSAGES.startedAt }),
  /** Each answer's shape depends on its question, so it is checked against the template (checkAuditAnswers). */
  answers: byQuestion(z.unknown()),
  notes: byQuestion(z.string().trim().max(MAX_NOTE_LENGTH, AUDIT_ANSWER_MESSAGES.noteLength)).default({}),
  evidence: byQuestion(z.array(z.uuid({ error: AUDIT_ANSWER_MESSAGES.evidenceId })).max(MAX_EVIDENCE_PHOTOS, AUDIT_ANSWER_MESSAGES.tooManyPhotos)).default({}),
  /** Done for an assignment: which one, and the occurrence's day. */
  occurrence: ZAuditOccurrenceRefSchema.nullable().optional(),
});
export type TAuditResponseInput = z.input<typeof ZAuditResponseInputSchema>;
export type TAuditResponseValues = z.output<typeof ZAuditResponseInputSchema>;

/**
 * A submitted audit and the id the device made for it, so a retry from the outbox stores it once,
 * and `at`: when the person tapped Submit, by the phone's clock (the outbox sends it), which is
 * when the audit was submitted however late it arrives.
 */
export const ZNewAuditResponseSchema = withDeviceId(ZAuditResponseInputSchema.extend(ZCommandFieldsSchema.pick({ at: true }).shape));
export type TNewAuditResponseInput = z.input<typeof ZNewAuditResponseSchema>;
export type TNewAuditResponseValues = z.output<typeof ZNewAuditResponseSchema>;

/** The kinds of file an audit answer can point at; the server checks each is the company's and of this type. */
export type TAuditAnswerFileType = Extract<TFileType, 'audit_photo' | 'audit_audio' | 'audit_file' | 'audit_signature_photo'>;
export type TAuditAnswerFile = { questionId: string; fileId: string; fileType: TAuditAnswerFileType };
/** A path like `answers.q-gate`, `notes.q-gate` or `evidence.q-gate`, which the server returns as a field error. */
export type TAuditAnswerProblem = { path: string; message: string };
export type TAuditSubmission = { answers: Record<string, unknown>; notes: Record<string, string>; evidence: Record<string, string[]> };
export type TAuditAnswersCheck = {
  problems: TAuditAnswerProblem[];
  /** The answers to keep: the visible questions' well-formed answers, text trimmed. */
  answers: Record<string, unknown>;
  /** The notes to keep: non-blank notes on failed answers. */
  notes: Record<string, string>;
  /** The photos to keep: those on failed answers, each once. */
  evidence: Record<string, string[]>;
  files: TAuditAnswerFile[];
};

const isUuid = (value: unknown): value is string => z.uuid().safeParse(value).success;
const isIsoDateTime = (value: unknown): boolean => z.iso.datetime({ offset: true }).safeParse(value).success;
const ZLocationSchema = z.strictObject({ lat: z.number().min(-90).max(90), long: z.number().min(-180).max(180), accuracy: z.number().min(0) });

/** Digits and spaces only, as an ABN is written on an invoice ("51 824 753 556"). */
const ABN_PATTERN = /^[\d ]+$/;
const PHONE_PATTERN = /^[\d\s+()-]+$/;
const PERCENTAGE_PATTERN = /^(\d{1,3}(?:\.\d{1,2})?)\s?%?$/;
/** 1234, 1234.50, $1,234.50: commas only in thousands, cents always two digits. */
const CURRENCY_PATTERN = /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?$/;
const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** How many decimals a number has as written; 1e-7 has seven. */
function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

const hasOwn = <T>(record: Record<string, T>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);

function textProblem(question: TAuditQuestion, text: string): string | null {
  const max = question.constraints.multiline ? MAX_MULTILINE_TEXT_LENGTH : MAX_TEXT_LENGTH;
  if (text.length > max) return AUDIT_ANSWER_MESSAGES.textLength(max);
  switch (question.constraints.textFormat) {
    case 'abn':
      return ABN_PATTERN.test(text) && isValidAbn(text) ? null : AUDIT_ANSWER_MESSAGES.abn;
    case 'phone':
      return PHONE_PATTERN.test(text) && text.replace(/\D/g, '').length >= PHONE_MIN_LENGTH ? null : AUDIT_ANSWER_MESSAGES.phone;
    case 'percentage': {
      const match = PERCENTAGE_PATTERN.exec(text);
      return match && Number(match[1]) <= 100 ? null : AUDIT_ANSWER_MESSAGES.percentage;
    }
    case 'currency':
      return CURRENCY_PATTERN.test(text) ? null : AUDIT_ANSWER_MESSAGES.currency;
    default:
      return null;
  }
}

function numberProblem(question: TAuditQuestion, value: number): string | null {
  const { min, max, decimals } = question.constraints;
  if (min !== undefined && max !== undefined) {
    if (value < min || value > max) return AUDIT_ANSWER_MESSAGES.range(min, max);
  } else if (min !== undefined && value < min) return AUDIT_ANSWER_MESSAGES.atLeast(min);
  else if (max !== undefined && value > max) return AUDIT_ANSWER_MESSAGES.atMost(max);
  if (decimals !== undefined && decimalPlaces(value) > decimals) return AUDIT_ANSWER_MESSAGES.decimals(decimals);
  return null;
}

function sliderProblem(question: TAuditQuestion, value: number): string | null {
  const { min, max, step } = question.constraints;
  // A saved slider always has min, max and step (templateIssues); without them any number goes.
  if (min === undefined || max === undefined) return null;
  if (value < min || value > max) return AUDIT_ANSWER_MESSAGES.range(min, max);
  if (step === undefined || step <= 0) return null;
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) <= STEP_TOLERANCE ? null : AUDIT_ANSWER_MESSAGES.step(min, max, step);
}

function filesProblem(type: 'audio' | 'photo' | 'file', question: TAuditQuestion, answer: unknown): string | null {
  if (!Array.isArray(answer) || !answer.every(isUuid)) return AUDIT_ANSWER_MESSAGES[type];
  if (new Set(answer).size !== answer.length) return AUDIT_ANSWER_MESSAGES.duplicateFile;
  const max = question.constraints.maxFiles ?? DEFAULT_MAX_FILES[type];
  const [one, many] = FILE_NOUNS[type];
  return answer.length > max ? AUDIT_ANSWER_MESSAGES.tooManyFiles(max, max === 1 ? one : many) : null;
}

function booleanMessage(question: TAuditQuestion): string {
  const { allowNa, booleanStyle } = question.constraints;
  if (booleanStyle === 'safe_at_risk') return allowNa === true ? AUDIT_ANSWER_MESSAGES.safeAtRiskNa : AUDIT_ANSWER_MESSAGES.safeAtRisk;
  return allowNa === true ? AUDIT_ANSWER_MESSAGES.yesNoNa : AUDIT_ANSWER_MESSAGES.yesNo;
}

/**
 * Why an answer does not fit its question, or null when it does. For an answer that is there:
 * an unanswered question (isAnswered) is the "required" rule's business, not this one's. The
 * browser can call it as a field is filled, to show the same words the server would.
 */
export function auditAnswerProblem(question: TAuditQuestion, answer: unknown): string | null {
  const optionIds = new Set(question.options.map((option) => option.id));
  switch (question.type) {
    case 'boolean': {
      // N/A only where the builder offered it: a question that must be Yes or No cannot be skipped with N/A.
      const allowed = question.constraints.allowNa === true ? ['yes', 'no', 'na'] : ['yes', 'no'];
      return typeof answer === 'string' && allowed.includes(answer) ? null : booleanMessage(question);
    }
    case 'multi_radio':
      return typeof answer === 'string' && optionIds.has(answer) ? null : AUDIT_ANSWER_MESSAGES.option;
    case 'multi_checklist':
    case 'multi_select':
      return Array.isArray(answer) && answer.every((item) => typeof item === 'string' && optionIds.has(item)) && new Set(answer).size === answer.length
        ? null
        : AUDIT_ANSWER_MESSAGES.options;
    case 'text':
      return typeof answer === 'string' ? textProblem(question, answer.trim()) : AUDIT_ANSWER_MESSAGES.text;
    case 'number':
      // A number, not text that looks like one: the score, the logic and the PDF all compare numbers.
      return typeof answer === 'number' && Number.isFinite(answer) ? numberProblem(question, answer) : AUDIT_ANSWER_MESSAGES.number;
    case 'slider':
      return typeof answer === 'number' && Number.isFinite(answer) ? sliderProblem(question, answer) : AUDIT_ANSWER_MESSAGES.number;
    case 'signature':
      // The signature is drawn, uploaded as an image, and answered with its file id.
      return isUuid(answer) ? null : AUDIT_ANSWER_MESSAGES.signature;
    case 'date':
      return typeof answer === 'string' && ISO_DATE_PATTERN.test(answer) && isIsoDate(answer) ? null : AUDIT_ANSWER_MESSAGES.date;
    case 'datetime':
      return isIsoDateTime(answer) ? null : AUDIT_ANSWER_MESSAGES.datetime;
    case 'time':
      return typeof answer === 'string' && TIME_PATTERN.test(answer) ? null : AUDIT_ANSWER_MESSAGES.time;
    case 'audio':
    case 'photo':
    case 'file':
      return filesProblem(question.type, question, answer);
    case 'show_file':
      // Nothing to answer but "I have seen it".
      return answer === true ? null : AUDIT_ANSWER_MESSAGES.seen;
    case 'show_location':
      return ZLocationSchema.safeParse(answer).success ? null : AUDIT_ANSWER_MESSAGES.location;
    default:
      return null;
  }
}

const ANSWER_FILE_TYPES: Partial<Record<TAuditQuestion['type'], TAuditAnswerFileType>> = {
  signature: 'audit_signature_photo',
  photo: 'audit_photo',
  audio: 'audit_audio',
  file: 'audit_file',
};

/** The files a well-formed answer points at. */
function answerFiles(question: TAuditQuestion, answer: unknown): TAuditAnswerFile[] {
  const fileType = ANSWER_FILE_TYPES[question.type];
  if (!fileType) return [];
  const ids = Array.isArray(answer) ? answer : [answer];
  return ids.filter((id): id is string => typeof id === 'string').map((fileId) => ({ questionId: question.id, fileId, fileType }));
}

/**
 * Checks a submission against the template version it answers, the same in the browser and on
 * the server. Each answer must fit its question; what shows and what is required then follow the
 * template's logic on the answers that fit, so a malformed answer never opens a question or a
 * section. Answers to questions that stay hidden are dropped, not refused: the person cannot see
 * them to fix them (a section hidden after they answered inside it). A failed answer may need a
 * note and a photo; notes and photos on answers that did not fail are dropped.
 *
 * Returns the problems (path and message, in the template's order), what to keep, and every file
 * the kept answers and photos point at, for the server to check they are the company's.
 */
export function checkAuditAnswers(sections: readonly TAuditSection[], submission: TAuditSubmission): TAuditAnswersCheck {
  const questions = questionsInOrder(sections).map(({ question }) => question);
  const shapeProblems = new Map<string, string>();
  // No prototype: a question id is the builder's text, and one called "constructor" must not find Object's.
  const wellFormed: TLogicAnswers = Object.create(null) as TLogicAnswers;
  for (const question of questions) {
    const answer = hasOwn(submission.answers, question.id);
    if (!isAnswered(answer)) continue;
    const problem = auditAnswerProblem(question, answer);
    if (problem) shapeProblems.set(question.id, problem);
    else wellFormed[question.id] = typeof answer === 'string' && question.type === 'text' ? answer.trim() : answer;
  }

  const states = questionStates(sections, wellFormed);
  const problems: TAuditAnswerProblem[] = [];
  const answers: [string, unknown][] = [];
  const notes: [string, string][] = [];
  const evidence: [string, string[]][] = [];
  const files: TAuditAnswerFile[] = [];
  for (const question of questions) {
    const state = states.get(question.id);
    if (!state?.visible) continue;
    const shapeProblem = shapeProblems.get(question.id);
    if (shapeProblem) {
      problems.push({ path: `answers.${question.id}`, message: shapeProblem });
      continue;
    }
    if (!Object.hasOwn(wellFormed, question.id)) {
      if (state.required) problems.push({ path: `answers.${question.id}`, message: AUDIT_ANSWER_MESSAGES.required });
      continue;
    }
    const answer = wellFormed[question.id];
    answers.push([question.id, answer]);
    files.push(...answerFiles(question, answer));
    if (!state.failed) continue;

    const note = hasOwn(submission.notes, question.id)?.trim() ?? '';
    if (note) notes.push([question.id, note]);
    else if (question.onFail?.requireNote) problems.push({ path: `notes.${question.id}`, message: AUDIT_ANSWER_MESSAGES.note });
    const photos = [...new Set(hasOwn(submission.evidence, question.id) ?? [])];
    if (photos.length > 0) {
      evidence.push([question.id, photos]);
      files.push(...photos.map((fileId): TAuditAnswerFile => ({ questionId: question.id, fileId, fileType: 'audit_photo' })));
    } else if (question.onFail?.requirePhoto) problems.push({ path: `evidence.${question.id}`, message: AUDIT_ANSWER_MESSAGES.evidence });
  }

  const questionIds = new Set(questions.map((question) => question.id));
  for (const questionId of Object.keys(submission.answers)) {
    if (!questionIds.has(questionId)) problems.push({ path: `answers.${questionId}`, message: AUDIT_ANSWER_MESSAGES.unknownQuestion });
  }
  return { problems, answers: Object.fromEntries(answers), notes: Object.fromEntries(notes), evidence: Object.fromEntries(evidence), files };
}
