import { describe, expect, it } from 'vitest';
import { ZAuditTemplateInputSchema, missingRequired, questionStates, questionsInOrder, scoreAudit } from '@hivis/contracts';
import type { TAuditQuestion, TAuditSection, TLogicAnswers } from '@hivis/contracts';
import { AUDIT_STARTER_TEMPLATES } from './starter-templates.js';

const NAMES = [
  'Site safety inspection',
  'Scaffold inspection',
  'Working at heights',
  'Electrical equipment',
  'Excavation',
  'Plant pre-use check',
  'Housekeeping',
  'Hazardous substances',
];

/**
 * The answer that does not fail: the opposite of the failing Yes / No (or the better-scoring one),
 * the best option not marked failed, every checklist item not marked failed, the highest number
 * inside the limits (so the questions shown for deep trenches and tall scaffolds are answered
 * too), and some value for the rest.
 */
function safeAnswer(question: TAuditQuestion): unknown {
  const c = question.constraints;
  switch (question.type) {
    case 'boolean':
      if (c.booleanFailsOn) return c.booleanFailsOn === 'yes' ? 'no' : 'yes';
      return (c.booleanScores?.no ?? 0) > (c.booleanScores?.yes ?? 0) ? 'no' : 'yes';
    case 'multi_radio': {
      const choices = question.options.filter((option) => !option.failed);
      const best = choices.reduce<(typeof choices)[number] | undefined>((a, b) => (a === undefined || (b.score ?? 0) > (a.score ?? 0) ? b : a), undefined);
      return best?.id;
    }
    case 'multi_checklist':
    case 'multi_select':
      return question.options.filter((option) => !option.failed).map((option) => option.id);
    case 'number':
    case 'slider': {
      const highest = Math.min(c.max ?? Infinity, c.failAbove ?? Infinity);
      const lowest = Math.max(c.min ?? -Infinity, c.failBelow ?? -Infinity);
      return Number.isFinite(highest) ? highest : Number.isFinite(lowest) ? lowest : 0;
    }
    case 'date':
      return '2025-07-01';
    case 'photo':
    case 'file':
    case 'audio':
      return ['a-stored-file'];
    case 'signature':
      return 'a-stored-signature';
    default:
      return 'Checked';
  }
}

/** The answer that fails the question, or undefined when none does. */
function failingAnswer(question: TAuditQuestion): unknown {
  const c = question.constraints;
  if (question.type === 'boolean') return c.booleanFailsOn ?? undefined;
  if (question.type === 'number' || question.type === 'slider') {
    if (c.failAbove !== undefined) return c.failAbove + 1;
    return c.failBelow === undefined ? undefined : c.failBelow - 1;
  }
  const failed = question.options.find((option) => option.failed);
  if (!failed) return undefined;
  return question.type === 'multi_radio' ? failed.id : [failed.id];
}

/** The safe answer to each question shown, in order (a hidden question is left unanswered). */
function allSafeAnswers(sections: readonly TAuditSection[]): TLogicAnswers {
  const answers: TLogicAnswers = Object.fromEntries(questionsInOrder(sections).map(({ question }) => [question.id, safeAnswer(question)]));
  const states = questionStates(sections, answers);
  return Object.fromEntries(Object.entries(answers).filter(([questionId]) => states.get(questionId)?.visible));
}

describe('the starter audit templates', () => {
  it('are the eight, in order, with unique names', () => {
    const names = AUDIT_STARTER_TEMPLATES.map((template) => template.name);
    expect(names).toEqual(NAMES);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe.each(AUDIT_STARTER_TEMPLATES.map((template) => ({ name: template.name, template })))('$name', ({ template }) => {
  const result = ZAuditTemplateInputSchema.safeParse(template);
  const sections = result.success ? result.data.sections : [];
  const questions = questionsInOrder(sections).map(({ question }) => question);

  it('parses as a template, without issues', () => {
    const issues = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues).toEqual([]);
  });

  it('has a condition, a question that fails the audit, and ends with a signature on terms, always shown', () => {
    const conditions = sections.flatMap((section) => [
      section.visibleWhen,
      ...section.elements.flatMap((question) => [question.visibleWhen, question.requiredWhen]),
    ]);
    expect(conditions.filter((rule) => rule !== undefined).length).toBeGreaterThan(0);
    expect(questions.filter((question) => question.failsAudit).length).toBeGreaterThan(0);
    const last = questionsInOrder(sections).at(-1);
    expect(last?.question.type).toBe('signature');
    expect(last?.question.constraints.signatureRequireTerms).toBe(true);
    expect(last?.question.secondaryText).toBeTruthy();
    expect(last?.question.required).toBe(true);
    expect([last?.section.visibleWhen, last?.question.visibleWhen]).toEqual([undefined, undefined]);
  });

  it('passes at 100% on all-safe answers, with nothing missing', () => {
    const answers = allSafeAnswers(sections);
    const score = scoreAudit(sections, answers);
    expect(score.failed).toBe(false);
    expect(score.failedQuestionIds).toEqual([]);
    expect(score.percentage).toBe(100);
    expect(missingRequired(sections, answers)).toEqual([]);
  });

  it.each(questions.filter((question) => question.failsAudit).map((question) => ({ id: question.id, question })))(
    'fails the audit when "$id" fails',
    ({ question }) => {
      const answers = allSafeAnswers(sections);
      expect(questionStates(sections, answers).get(question.id)?.visible, 'shown on the all-safe answers').toBe(true);
      const failing = failingAnswer(question);
      expect(failing, 'has an answer that fails').toBeDefined();
      const score = scoreAudit(sections, { ...answers, [question.id]: failing });
      expect(score.failed).toBe(true);
      expect(score.failedQuestionIds).toEqual([question.id]);
    },
  );
});
