import { describe, expect, it } from 'vitest';
import { answerFails, missingRequired, questionStates, scoreAudit } from './audit-scoring.js';
import { AUDIT_TEMPLATE_MESSAGES, ZAuditTemplateInputSchema } from './audit-templates.js';
import type { TAuditTemplateInput } from './audit-templates.js';

/** A scaffold inspection: a gate question, then a section shown only when there is scaffold. */
const TEMPLATE: TAuditTemplateInput = {
  name: 'Scaffold inspection',
  description: 'Weekly, and after bad weather.',
  sections: [
    {
      id: 's1',
      order: 0,
      title: 'Site',
      elements: [
        { id: 'has-scaffold', prompt: 'Is there scaffold on site?', type: 'boolean', required: true, constraints: { booleanStyle: 'yes_no', allowNa: false } },
        {
          id: 'housekeeping',
          prompt: 'Housekeeping',
          type: 'multi_radio',
          weight: 2,
          options: [
            { id: 'good', value: 'Good', score: 2 },
            { id: 'fair', value: 'Fair', score: 1 },
            { id: 'poor', value: 'Poor', score: 0, failed: true },
          ],
        },
      ],
    },
    {
      id: 's2',
      order: 1,
      title: 'Scaffold',
      visibleWhen: { '==': [{ var: 'has-scaffold' }, 'yes'] },
      elements: [
        {
          id: 'tagged',
          prompt: 'Is the scaffold tagged?',
          type: 'boolean',
          required: true,
          failsAudit: true,
          constraints: { booleanScores: { yes: 1, no: 0 }, booleanFailsOn: 'no' },
        },
        {
          id: 'defects',
          prompt: 'Defects seen',
          type: 'multi_checklist',
          options: [
            { id: 'planks', value: 'Missing planks', score: -1, failed: true },
            { id: 'ties', value: 'Loose ties', score: -1, failed: true },
            { id: 'none', value: 'None', score: 1 },
          ],
        },
        { id: 'height', prompt: 'Height (m)', type: 'number', constraints: { min: 0, max: 60, failAbove: 40 } },
        { id: 'why-untagged', prompt: 'Why is it not tagged?', type: 'text', requiredWhen: { '==': [{ var: 'tagged' }, 'no'] } },
      ],
    },
  ],
};
const { sections } = ZAuditTemplateInputSchema.parse(TEMPLATE);

describe('audit scoring', () => {
  it.each([
    {
      name: 'everything good',
      answers: { 'has-scaffold': 'yes', housekeeping: 'good', tagged: 'yes', defects: ['none'] },
      score: 2 * 2 + 1 + 1,
      max: 2 * 2 + 1 + 1,
      failed: false,
      failedQuestionIds: [],
    },
    {
      name: 'an untagged scaffold fails the audit, with its score',
      answers: { 'has-scaffold': 'yes', housekeeping: 'fair', tagged: 'no', defects: ['planks', 'ties'] },
      score: 2 * 1 + 0 - 2,
      max: 2 * 2 + 1 + 1,
      failed: true,
      failedQuestionIds: ['tagged', 'defects'],
    },
    {
      name: 'no scaffold: its section is hidden and leaves the total, answers and all',
      answers: { 'has-scaffold': 'no', housekeeping: 'poor', tagged: 'no', defects: ['planks'] },
      score: 0,
      max: 2 * 2,
      failed: false,
      failedQuestionIds: ['housekeeping'],
    },
    {
      name: 'N/A and unanswered leave the total',
      answers: { 'has-scaffold': 'yes', housekeeping: 'good', tagged: 'na' },
      score: 4,
      max: 4,
      failed: false,
      failedQuestionIds: [],
    },
    {
      name: 'a number past its limit fails, without a score',
      answers: { 'has-scaffold': 'yes', height: 45 },
      score: 0,
      max: 0,
      failed: false,
      failedQuestionIds: ['height'],
    },
  ])('$name', ({ answers, score, max, failed, failedQuestionIds }) => {
    const result = scoreAudit(sections, answers);
    expect({ score: result.score, max: result.max, failed: result.failed, failedQuestionIds: result.failedQuestionIds }).toEqual({
      score,
      max,
      failed,
      failedQuestionIds,
    });
    expect(result.percentage).toBe(max > 0 ? Math.round((score / max) * 100) : null);
  });

  it('gives each section its own score', () => {
    const result = scoreAudit(sections, { 'has-scaffold': 'yes', housekeeping: 'fair', tagged: 'yes', defects: ['none'] });
    expect(result.sections).toEqual([
      { id: 's1', score: 2, max: 4, percentage: 50 },
      { id: 's2', score: 2, max: 2, percentage: 100 },
    ]);
  });

  it('fails an answer on an option marked failed, and not on the others', () => {
    const housekeeping = sections[0]?.elements[1];
    const defects = sections[1]?.elements[1];
    expect(housekeeping && answerFails(housekeeping, 'poor')).toBe(true);
    expect(defects && answerFails(defects, ['none'])).toBe(false);
  });
});

describe('what must be answered before an audit is submitted', () => {
  it('asks for the questions shown and required, and a reason when the scaffold is not tagged', () => {
    expect(missingRequired(sections, {})).toEqual(['has-scaffold']);
    expect(missingRequired(sections, { 'has-scaffold': 'yes' })).toEqual(['tagged']);
    expect(missingRequired(sections, { 'has-scaffold': 'yes', tagged: 'no' })).toEqual(['why-untagged']);
    expect(missingRequired(sections, { 'has-scaffold': 'no', tagged: 'no' })).toEqual([]);
  });

  it('shows a question only when its section shows', () => {
    const states = questionStates(sections, { 'has-scaffold': 'no' });
    expect(states.get('tagged')).toEqual({ visible: false, required: false, failed: false });
    expect(states.get('housekeeping')?.visible).toBe(true);
  });
});

describe('a template that cannot be saved', () => {
  const withQuestion = (question: Record<string, unknown>, extra: Partial<TAuditTemplateInput> = {}) => ({
    name: 'Check',
    description: 'A check',
    sections: [
      {
        id: 's1',
        order: 0,
        elements: [
          { id: 'q1', prompt: 'First', type: 'boolean' },
          { id: 'q2', prompt: 'Second', ...question },
        ],
      },
    ],
    ...extra,
  });
  const problems = (input: unknown) => {
    const result = ZAuditTemplateInputSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it.each([
    [
      'a blank name and description',
      withQuestion({ type: 'text' }, { name: ' ', description: '' }),
      [`name: ${AUDIT_TEMPLATE_MESSAGES.name}`, `description: ${AUDIT_TEMPLATE_MESSAGES.description}`],
    ],
    ['a question of an unknown type', withQuestion({ type: 'essay' }), ['sections.0.elements.1.type: Please choose a question type from the list.']],
    ['a blank prompt', withQuestion({ type: 'text', prompt: '' }), [`sections.0.elements.1.prompt: ${AUDIT_TEMPLATE_MESSAGES.prompt}`]],
    [
      'a score on a text question',
      withQuestion({ type: 'text', constraints: { booleanScores: { yes: 1, no: 0 } } }),
      [`sections.0.elements.1.options: ${AUDIT_TEMPLATE_MESSAGES.scoreOnUnscored}`],
    ],
    [
      'a condition on a later question',
      withQuestion({ type: 'text', visibleWhen: { '==': [{ var: 'q3' }, 'yes'] } }),
      ['sections.0.elements.1.visibleWhen: A condition can only look at a question that comes before it.'],
    ],
    [
      'a signature with terms but no terms written',
      withQuestion({ type: 'signature', constraints: { signatureRequireTerms: true } }),
      [`sections.0.elements.1.secondaryText: ${AUDIT_TEMPLATE_MESSAGES.secondaryText}`],
    ],
    [
      'one option to choose from',
      withQuestion({ type: 'multi_radio', options: [{ id: 'o1', value: 'Only' }] }),
      [`sections.0.elements.1.options: ${AUDIT_TEMPLATE_MESSAGES.tooFewOptions}`],
    ],
    [
      'a blank option',
      withQuestion({
        type: 'multi_radio',
        options: [
          { id: 'o1', value: 'A' },
          { id: 'o2', value: ' ' },
        ],
      }),
      [`sections.0.elements.1.options.1.value: ${AUDIT_TEMPLATE_MESSAGES.optionValue}`],
    ],
    [
      'a slider whose step does not fit',
      withQuestion({ type: 'slider', constraints: { min: 0, max: 10, step: 20 } }),
      [`sections.0.elements.1.constraints.step: ${AUDIT_TEMPLATE_MESSAGES.step}`],
    ],
    ['two questions with one id', withQuestion({ type: 'text', id: 'q1' }), [`sections.0.elements.1.id: ${AUDIT_TEMPLATE_MESSAGES.duplicateId}`]],
    ['no sections', { name: 'Check', description: 'A check', sections: [] }, [`sections: ${AUDIT_TEMPLATE_MESSAGES.noSections}`]],
  ])('%s', (_name, input, expected) => {
    expect(problems(input)).toEqual(expected);
  });

  it('takes the scaffold inspection as written', () => {
    expect(problems(TEMPLATE)).toEqual([]);
  });
});
