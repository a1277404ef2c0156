import { describe, expect, it } from 'vitest';
import { ZAuditTemplateInputSchema } from '@hivis/contracts';
import {
  changeType,
  duplicateQuestion,
  duplicateSection,
  earlierQuestions,
  firstQuestionWithProblem,
  newQuestion,
  newSection,
  templateInput,
  validateBuilder,
} from './builder-values';
import type { TBuilderValues } from './builder-values';

function gate(): TBuilderValues {
  const locked = { ...newQuestion('boolean'), prompt: 'Gate locked?' };
  const weather = { ...newQuestion('multi_radio'), prompt: 'Weather' };
  weather.options = weather.options.map((option, index) => ({ ...option, value: index === 0 ? 'Fine' : 'Windy' }));
  const why = { ...newQuestion('text'), prompt: 'What was found?', visibleWhen: { '==': [{ var: locked.id }, 'no'] } };
  const windy = { ...newQuestion('text'), prompt: 'Wind speed?', visibleWhen: { in: [{ var: weather.id }, [weather.options[1]?.id ?? '']] } };
  return {
    name: 'Gate check',
    description: 'Each morning.',
    sections: [
      { ...newSection(), title: 'Gate', elements: [locked, weather, why, windy] },
      { ...newSection(), title: 'Sign off', elements: [{ ...newQuestion('signature'), prompt: 'Signature' }] },
    ],
  };
}

describe('the audit builder’s values', () => {
  it('sends sections numbered in the order shown, which the server’s schema takes', () => {
    const values = gate();
    values.sections.reverse();
    const input = templateInput(values, null);
    expect(input.sections.map((section) => [section.title, section.order])).toEqual([
      ['Sign off', 0],
      ['Gate', 1],
    ]);
    expect(ZAuditTemplateInputSchema.safeParse(templateInput(gate(), null)).success).toBe(true);
  });

  it('duplicates a section with new ids, its own conditions (and chosen options) following the copies', () => {
    const values = gate();
    const original = values.sections[0];
    if (!original) throw new Error('no section');
    const copy = duplicateSection(original);
    const ids = (section: typeof original) => section.elements.map((question) => question.id);
    expect(ids(copy).some((id) => ids(original).includes(id))).toBe(false);
    expect(copy.title).toBe('Gate (copy)');
    const [lockedCopy, weatherCopy, whyCopy, windyCopy] = copy.elements;
    expect(whyCopy?.visibleWhen).toEqual({ '==': [{ var: lockedCopy?.id }, 'no'] });
    expect(windyCopy?.visibleWhen).toEqual({ in: [{ var: weatherCopy?.id }, [weatherCopy?.options[1]?.id]] });
    // The copy after the original is a valid template: no id twice, conditions look back.
    values.sections.splice(1, 0, copy);
    expect(ZAuditTemplateInputSchema.safeParse(templateInput(values, null)).success).toBe(true);
  });

  it('duplicates a question with new question and option ids, keeping what it looks at', () => {
    const why = gate().sections[0]?.elements[2];
    if (!why) throw new Error('no question');
    const copy = duplicateQuestion(why);
    expect(copy.id).not.toBe(why.id);
    expect(copy.visibleWhen).toEqual(why.visibleWhen);
  });

  it('changes a type keeping the wording and starting the settings again', () => {
    const question = { ...newQuestion('boolean'), prompt: 'Scaffold tagged?', required: true, failsAudit: true };
    const asChecklist = changeType(question, 'multi_checklist');
    expect(asChecklist).toMatchObject({ prompt: 'Scaffold tagged?', required: true, type: 'multi_checklist', constraints: {}, failsAudit: true });
    expect(asChecklist.options).toHaveLength(1);
    expect(changeType(question, 'show_file')).toMatchObject({ required: false, failsAudit: false });
    expect(changeType(question, 'boolean')).toBe(question);
  });

  it('offers conditions only on earlier questions, across sections', () => {
    const values = gate();
    expect(earlierQuestions(values.sections, 0, 0)).toEqual([]);
    expect(earlierQuestions(values.sections, 0, 2).map((question) => question.prompt)).toEqual(['Gate locked?', 'Weather']);
    expect(earlierQuestions(values.sections, 1, 0)).toHaveLength(4);
  });

  it('says what is missing with the builder’s messages, and a condition picked part way on the condition', () => {
    const values = gate();
    values.name = ' ';
    const first = values.sections[0]?.elements[0];
    if (first) first.prompt = '';
    const signature = values.sections[1]?.elements[0];
    if (signature) signature.visibleWhen = { '==': [{ var: values.sections[0]?.elements[1]?.id ?? '' }, ''] };
    const errors = validateBuilder(values);
    expect(errors).toMatchObject({
      name: 'Please enter a name for the audit.',
      'sections.0.elements.0.prompt': 'Please enter the question.',
      'sections.1.elements.0.visibleWhen': 'Choose the answer this depends on.',
    });
    expect(validateBuilder(gate())).toEqual({});
  });

  it('finds the first question, in the order shown, that a problem is about', () => {
    const values = gate();
    const paths = ['name', 'sections.1.elements.0.prompt', 'sections.0.elements.3.visibleWhen', 'sections.0.elements.10.prompt'];
    expect(firstQuestionWithProblem(values, paths)).toBe(values.sections[0]?.elements[3]?.id);
    expect(firstQuestionWithProblem(values, ['name', 'sections.0.title'])).toBeNull();
  });
});
