import { z } from 'zod';
import { logicProblem } from './audit-logic.js';
import type { TAuditLogic } from './audit-logic.js';

/*
 * An audit template (spec 3, "Audit template"): a name and description, sections in order, and
 * questions ("elements") inside them, each with its type's settings, logic, priority and scoring.
 * What the builder sends and the server stores; the logic and scoring that read it are in
 * audit-logic.ts and audit-scoring.ts, shared by the server, the browser and the PDF.
 */

export const AUDIT_QUESTION_TYPES = [
  'boolean',
  'multi_radio',
  'multi_checklist',
  'multi_select',
  'text',
  'number',
  'signature',
  'slider',
  'date',
  'datetime',
  'time',
  'audio',
  'photo',
  'file',
  'show_file',
  'show_location',
] as const;
export type TAuditQuestionType = (typeof AUDIT_QUESTION_TYPES)[number];

/** The builder's "add question" menu: spec 3's six families. */
export const AUDIT_QUESTION_FAMILIES: { key: string; label: string; types: TAuditQuestionType[] }[] = [
  { key: 'select', label: 'Select', types: ['multi_radio', 'multi_checklist', 'multi_select'] },
  { key: 'qa', label: 'Question and answer', types: ['boolean'] },
  { key: 'text_entry', label: 'Text entry', types: ['text', 'number', 'slider'] },
  { key: 'info_input', label: 'Information input', types: ['date', 'datetime', 'time', 'signature', 'show_location'] },
  { key: 'upload_media', label: 'Upload media', types: ['photo', 'audio', 'file'] },
  { key: 'display_info', label: 'Display information', types: ['show_file'] },
];

/** Questions answered by choosing, which carry a score per answer and a weight. */
export const SCORED_QUESTION_TYPES: readonly TAuditQuestionType[] = ['boolean', 'multi_radio', 'multi_checklist', 'multi_select'];
/** Questions with options to choose from. */
export const OPTION_QUESTION_TYPES: readonly TAuditQuestionType[] = ['multi_radio', 'multi_checklist', 'multi_select'];
/** Questions nobody answers: they show something. */
export const DISPLAY_QUESTION_TYPES: readonly TAuditQuestionType[] = ['show_file'];

export const AUDIT_TEXT_FORMATS = ['abn', 'phone', 'percentage', 'currency', 'none'] as const;
export const AUDIT_PRIORITIES = ['none', 'low', 'moderate', 'high', 'urgent'] as const;
export const AUDIT_RECURRENCES = ['once', 'daily', 'weekly', 'monthly', 'yearly'] as const;
/** A yes/no question's words: Yes / No / N/A, or Safe / At risk / N/A. */
export const AUDIT_BOOLEAN_STYLES = ['yes_no', 'safe_at_risk'] as const;
export const AUDIT_BOOLEAN_ANSWERS = ['yes', 'no', 'na'] as const;
export type TAuditBooleanAnswer = (typeof AUDIT_BOOLEAN_ANSWERS)[number];

/** The builder's messages (spec 5, "Audit builder"): each clears once its field is filled. */
export const AUDIT_TEMPLATE_MESSAGES = {
  name: 'Please enter a name for the audit.',
  description: 'Please enter a description.',
  prompt: 'Please enter the question.',
  optionValue: 'Please enter the option.',
  secondaryText: 'Please enter the terms the person agrees to by signing.',
  noSections: 'Add at least one section.',
  noQuestions: 'Add at least one question to this section.',
  tooFewOptions: 'Add at least two options.',
  scoreOnUnscored: 'Only questions answered by choosing can carry a score.',
  duplicateId: 'Each section, question and option needs its own id.',
  range: 'The lowest value must be below the highest.',
  step: 'The step must be more than 0 and fit between the lowest and highest values.',
} as const;

const id = z.string().trim().min(1).max(64);
const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters.`);

/** A rule as data (audit-logic.ts); checked against the template's questions as a whole below. */
const ZLogicSchema: z.ZodType<TAuditLogic> = z.lazy(() =>
  z.union([z.string().max(500), z.number(), z.boolean(), z.null(), z.array(ZLogicSchema).max(50), z.record(z.string().max(10), ZLogicSchema)]),
);

export const ZAuditOptionSchema = z.object({
  id,
  value: text(200).min(1, AUDIT_TEMPLATE_MESSAGES.optionValue),
  /** Points for choosing this option (before the question's weight). */
  score: z.number().min(-1000).max(1000).optional(),
  /** Choosing it is a failed answer: the question's failure rules apply. */
  failed: z.boolean().default(false),
});
export type TAuditOption = z.infer<typeof ZAuditOptionSchema>;

/** What happens when the question's answer fails (an option marked failed, a number out of range). */
export const ZAuditOnFailSchema = z.object({
  requireNote: z.boolean().default(false),
  requirePhoto: z.boolean().default(false),
  createAction: z.boolean().default(false),
  notifyEmails: z
    .array(z.email({ error: 'Please enter valid email address' }))
    .max(10)
    .default([]),
});

/** Each type's own settings ("constraints" in spec 3). */
export const ZAuditConstraintsSchema = z
  .object({
    /** boolean */
    booleanStyle: z.enum(AUDIT_BOOLEAN_STYLES).optional(),
    allowNa: z.boolean().optional(),
    /** boolean: the score of Yes and of No, and which of them fails. */
    booleanScores: z.object({ yes: z.number().min(-1000).max(1000), no: z.number().min(-1000).max(1000) }).optional(),
    booleanFailsOn: z.enum(['yes', 'no']).nullable().optional(),
    /** text */
    textFormat: z.enum(AUDIT_TEXT_FORMATS).optional(),
    multiline: z.boolean().optional(),
    /** number and slider */
    min: z.number().optional(),
    max: z.number().optional(),
    step: z.number().optional(),
    decimals: z.number().int().min(0).max(6).optional(),
    unit: text(20).optional(),
    /** number: answers outside these fail. */
    failBelow: z.number().optional(),
    failAbove: z.number().optional(),
    /** signature: the person agrees to secondaryText by signing. */
    signatureRequireTerms: z.boolean().optional(),
    /** photo, file: how many. */
    maxFiles: z.number().int().min(1).max(20).optional(),
    /** show_file: the document shown. */
    fileId: z.uuid({ error: 'Please choose the file to show.' }).optional(),
  })
  .strict();

export const ZAuditQuestionSchema = z.object({
  id,
  prompt: text(500).min(1, AUDIT_TEMPLATE_MESSAGES.prompt),
  type: z.enum(AUDIT_QUESTION_TYPES, { error: 'Please choose a question type from the list.' }),
  helpText: text(1000).optional(),
  /** The signature's terms (signatureRequireTerms), or the text a show_file question shows with it. */
  secondaryText: text(2000).optional(),
  required: z.boolean().default(false),
  priority: z.enum(AUDIT_PRIORITIES).default('none'),
  options: z.array(ZAuditOptionSchema).max(50).default([]),
  constraints: ZAuditConstraintsSchema.default({}),
  /** The question's score is multiplied by this. */
  weight: z.number().min(0).max(100).default(1),
  /** A failed answer fails the whole audit ("Is the scaffold tagged?"). */
  failsAudit: z.boolean().default(false),
  onFail: ZAuditOnFailSchema.optional(),
  visibleWhen: ZLogicSchema.optional(),
  requiredWhen: ZLogicSchema.optional(),
});
export type TAuditQuestion = z.infer<typeof ZAuditQuestionSchema>;

export const ZAuditSectionSchema = z.object({
  id,
  title: text(200).optional(),
  order: z.number().int().min(0),
  visibleWhen: ZLogicSchema.optional(),
  elements: z.array(ZAuditQuestionSchema).min(1, AUDIT_TEMPLATE_MESSAGES.noQuestions).max(200),
});
export type TAuditSection = z.infer<typeof ZAuditSectionSchema>;

/** The questions of a template in the order people meet them: sections by order, then each section's. */
export function questionsInOrder(sections: readonly TAuditSection[]): { section: TAuditSection; question: TAuditQuestion }[] {
  return [...sections].sort((a, b) => a.order - b.order).flatMap((section) => section.elements.map((question) => ({ section, question })));
}

type TIssue = { path: (string | number)[]; message: string };

/** A question's own rules: its type's settings, options and scores. */
function questionIssues(question: TAuditQuestion): TIssue[] {
  const issues: TIssue[] = [];
  const { constraints: c, type } = question;
  const scored = SCORED_QUESTION_TYPES.includes(type);
  if (OPTION_QUESTION_TYPES.includes(type) && question.options.length < (type === 'multi_checklist' ? 1 : 2)) {
    issues.push({ path: ['options'], message: type === 'multi_checklist' ? 'Add at least one item to tick.' : AUDIT_TEMPLATE_MESSAGES.tooFewOptions });
  }
  if (!OPTION_QUESTION_TYPES.includes(type) && question.options.length > 0) issues.push({ path: ['options'], message: 'Only Select questions have options.' });
  if (!scored && (question.options.some((option) => option.score !== undefined) || c.booleanScores)) {
    issues.push({ path: ['options'], message: AUDIT_TEMPLATE_MESSAGES.scoreOnUnscored });
  }
  if (type === 'signature' && c.signatureRequireTerms && !question.secondaryText) {
    issues.push({ path: ['secondaryText'], message: AUDIT_TEMPLATE_MESSAGES.secondaryText });
  }
  if ((type === 'number' || type === 'slider') && c.min !== undefined && c.max !== undefined && c.min >= c.max) {
    issues.push({ path: ['constraints', 'max'], message: AUDIT_TEMPLATE_MESSAGES.range });
  }
  if (type === 'slider') {
    if (c.min === undefined || c.max === undefined) issues.push({ path: ['constraints', 'max'], message: 'A slider needs its lowest and highest values.' });
    else if (c.step === undefined || c.step <= 0 || c.step > c.max - c.min)
      issues.push({ path: ['constraints', 'step'], message: AUDIT_TEMPLATE_MESSAGES.step });
  }
  if (type === 'show_file' && !c.fileId) issues.push({ path: ['constraints', 'fileId'], message: 'Please choose the file to show.' });
  if (DISPLAY_QUESTION_TYPES.includes(type) && question.required)
    issues.push({ path: ['required'], message: 'A question that only shows something cannot be required.' });
  return issues;
}

/**
 * A template's rules across its questions: ids are unique, and each condition looks only at
 * questions that come before what it decides (a section's, before the section).
 */
export function templateIssues(sections: readonly TAuditSection[]): TIssue[] {
  const issues: TIssue[] = [];
  const seen = new Set<string>();
  const earlier = new Set<string>();
  const sorted = [...sections].sort((a, b) => a.order - b.order);
  for (const section of sorted) {
    const sectionIndex = sections.indexOf(section);
    const at = (...path: (string | number)[]) => ['sections', sectionIndex, ...path];
    if (seen.has(section.id)) issues.push({ path: at('id'), message: AUDIT_TEMPLATE_MESSAGES.duplicateId });
    seen.add(section.id);
    const sectionProblem = section.visibleWhen === undefined ? null : logicProblem(section.visibleWhen, earlier);
    if (sectionProblem) issues.push({ path: at('visibleWhen'), message: sectionProblem });
    section.elements.forEach((question, questionIndex) => {
      const here = (...path: (string | number)[]) => at('elements', questionIndex, ...path);
      if (seen.has(question.id)) issues.push({ path: here('id'), message: AUDIT_TEMPLATE_MESSAGES.duplicateId });
      seen.add(question.id);
      for (const option of question.options) {
        if (seen.has(option.id)) issues.push({ path: here('options'), message: AUDIT_TEMPLATE_MESSAGES.duplicateId });
        seen.add(option.id);
      }
      for (const issue of questionIssues(question)) issues.push({ ...issue, path: here(...issue.path) });
      for (const rule of ['visibleWhen', 'requiredWhen'] as const) {
        const problem = question[rule] === undefined ? null : logicProblem(question[rule], earlier);
        if (problem) issues.push({ path: here(rule), message: problem });
      }
      earlier.add(question.id);
    });
  }
  return issues;
}

/** Create or save a template (spec 3): the builder's state without its errors. */
export const ZAuditTemplateInputSchema = z
  .object({
    name: text(120).min(1, AUDIT_TEMPLATE_MESSAGES.name),
    description: text(2000).min(1, AUDIT_TEMPLATE_MESSAGES.description),
    derivedFromAuditTemplateId: z.uuid({ error: 'Must be a valid id.' }).nullable().optional(),
    sections: z.array(ZAuditSectionSchema).min(1, AUDIT_TEMPLATE_MESSAGES.noSections).max(50),
  })
  .superRefine((template, context) => {
    for (const issue of templateIssues(template.sections)) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type TAuditTemplateInput = z.input<typeof ZAuditTemplateInputSchema>;
export type TAuditTemplate = z.output<typeof ZAuditTemplateInputSchema>;
