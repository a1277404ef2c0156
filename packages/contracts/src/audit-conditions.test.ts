import { describe, expect, it } from 'vitest';
import {
  CONDITION_TEST_LABELS,
  conditionProblem,
  conditionSetToLogic,
  conditionTestsFor,
  conditionToLogic,
  describeConditionSet,
  logicToConditionSet,
} from './audit-conditions.js';
import type { TCondition, TConditionSet, TConditionTest } from './audit-conditions.js';
import { evaluateLogic, isTruthy } from './audit-logic.js';
import type { TAuditLogic, TLogicAnswers } from './audit-logic.js';
import { AUDIT_QUESTION_TYPES, ZAuditQuestionSchema } from './audit-templates.js';
import type { TAuditQuestionType } from './audit-templates.js';

/** The questions a condition can look at: one of each kind the builder offers. */
const QUESTIONS = [
  { id: 'gate', prompt: 'Was the gate locked?', type: 'boolean' },
  { id: 'harness', prompt: 'Harness checked', type: 'boolean', constraints: { booleanStyle: 'safe_at_risk', allowNa: true } },
  {
    id: 'weather',
    prompt: 'Weather',
    type: 'multi_radio',
    options: [
      { id: 'fine', value: 'Fine' },
      { id: 'windy', value: 'Windy' },
      { id: 'rain', value: 'Rain' },
    ],
  },
  {
    id: 'equipment',
    prompt: 'Equipment used',
    type: 'multi_checklist',
    options: [
      { id: 'ladder', value: 'Ladder' },
      { id: 'ewp', value: 'EWP' },
    ],
  },
  {
    id: 'trades',
    prompt: 'Trades on site',
    type: 'multi_select',
    options: [
      { id: 'sparky', value: 'Electrician' },
      { id: 'chippy', value: 'Carpenter' },
    ],
  },
  { id: 'people', prompt: 'People on site', type: 'number' },
  { id: 'depth', prompt: 'Trench depth', type: 'number', constraints: { unit: 'm' } },
  { id: 'wind', prompt: 'Wind', type: 'slider', constraints: { min: 0, max: 100, step: 5, unit: 'km/h' } },
  { id: 'site', prompt: 'Site name', type: 'text' },
  { id: 'day', prompt: 'Date of the check', type: 'date' },
  { id: 'sign', prompt: 'Signature', type: 'signature' },
  { id: 'photo', prompt: 'Photo of the gate', type: 'photo' },
].map((question) => ZAuditQuestionSchema.parse(question));

describe('audit conditions: the tests each question type offers', () => {
  const expected: Record<TAuditQuestionType, TConditionTest[]> = {
    boolean: ['is', 'is_not'],
    multi_radio: ['is', 'is_not', 'is_one_of'],
    multi_checklist: ['includes'],
    multi_select: ['includes'],
    number: ['is', 'is_not', 'gt', 'gte', 'lt', 'lte'],
    slider: ['is', 'is_not', 'gt', 'gte', 'lt', 'lte'],
    text: ['is', 'is_not'],
    date: ['is', 'is_not'],
    datetime: ['is', 'is_not'],
    time: ['is', 'is_not'],
    signature: [],
    audio: [],
    photo: [],
    file: [],
    show_file: [],
    show_location: [],
  };

  it.each(AUDIT_QUESTION_TYPES.map((type) => [type, expected[type]] as const))('%s → %j', (type, tests) => {
    expect(conditionTestsFor(type)).toEqual(tests);
  });

  it('hands out a fresh list each time, so a caller changing it changes nobody else’s', () => {
    conditionTestsFor('number').pop();
    expect(conditionTestsFor('number')).toHaveLength(6);
  });

  it.each<[TConditionTest, string]>([
    ['is', 'is'],
    ['is_not', 'is not'],
    ['is_one_of', 'is one of'],
    ['includes', 'includes'],
    ['gt', 'is more than'],
    ['gte', 'is at least'],
    ['lt', 'is less than'],
    ['lte', 'is at most'],
  ])('the test %s reads “%s”', (test, label) => {
    expect(CONDITION_TEST_LABELS[test]).toBe(label);
  });
});

describe('audit conditions: to a stored rule', () => {
  it.each<[string, TCondition, TAuditLogic]>([
    ['is', { questionId: 'gate', test: 'is', value: 'no' }, { '==': [{ var: 'gate' }, 'no'] }],
    ['is not', { questionId: 'weather', test: 'is_not', value: 'fine' }, { '!=': [{ var: 'weather' }, 'fine'] }],
    ['is a number', { questionId: 'people', test: 'is', value: 3 }, { '==': [{ var: 'people' }, 3] }],
    ['is more than', { questionId: 'people', test: 'gt', value: 5 }, { '>': [{ var: 'people' }, 5] }],
    ['is at least', { questionId: 'depth', test: 'gte', value: 1.5 }, { '>=': [{ var: 'depth' }, 1.5] }],
    ['is less than', { questionId: 'wind', test: 'lt', value: 20 }, { '<': [{ var: 'wind' }, 20] }],
    ['is at most', { questionId: 'wind', test: 'lte', value: 40 }, { '<=': [{ var: 'wind' }, 40] }],
    ['includes: the option first, then the ticked list', { questionId: 'equipment', test: 'includes', value: 'ewp' }, { in: ['ewp', { var: 'equipment' }] }],
    [
      'is one of: the answer first, then the options',
      { questionId: 'weather', test: 'is_one_of', value: ['windy', 'rain'] },
      { in: [{ var: 'weather' }, ['windy', 'rain']] },
    ],
  ])('%s', (_name, condition, rule) => {
    expect(conditionToLogic(condition)).toEqual(rule);
  });

  it('copies a list of options, so the saved rule does not change with the builder’s state', () => {
    const value = ['windy'];
    const rule = conditionToLogic({ questionId: 'weather', test: 'is_one_of', value });
    value.push('rain');
    expect(rule).toEqual({ in: [{ var: 'weather' }, ['windy']] });
  });

  const gateNo: TCondition = { questionId: 'gate', test: 'is', value: 'no' };
  const manyPeople: TCondition = { questionId: 'people', test: 'gt', value: 5 };

  it.each<[string, TConditionSet, TAuditLogic | undefined]>([
    ['no conditions: no rule', { match: 'all', conditions: [] }, undefined],
    ['no conditions, any: still no rule', { match: 'any', conditions: [] }, undefined],
    ['one condition: that comparison alone', { match: 'all', conditions: [gateNo] }, { '==': [{ var: 'gate' }, 'no'] }],
    ['one condition, any: the same', { match: 'any', conditions: [gateNo] }, { '==': [{ var: 'gate' }, 'no'] }],
    ['all of several: and', { match: 'all', conditions: [gateNo, manyPeople] }, { and: [{ '==': [{ var: 'gate' }, 'no'] }, { '>': [{ var: 'people' }, 5] }] }],
    ['any of several: or', { match: 'any', conditions: [gateNo, manyPeople] }, { or: [{ '==': [{ var: 'gate' }, 'no'] }, { '>': [{ var: 'people' }, 5] }] }],
  ])('%s', (_name, set, rule) => {
    expect(conditionSetToLogic(set)).toEqual(rule);
  });
});

describe('audit conditions: reading a stored rule back', () => {
  it.each<[string, TAuditLogic | null | undefined, TConditionSet]>([
    ['no rule', undefined, { match: 'all', conditions: [] }],
    ['a null rule', null, { match: 'all', conditions: [] }],
    ['is', { '==': [{ var: 'gate' }, 'yes'] }, { match: 'all', conditions: [{ questionId: 'gate', test: 'is', value: 'yes' }] }],
    ['is not', { '!=': [{ var: 'weather' }, 'fine'] }, { match: 'all', conditions: [{ questionId: 'weather', test: 'is_not', value: 'fine' }] }],
    ['is a number', { '==': [{ var: 'people' }, 0] }, { match: 'all', conditions: [{ questionId: 'people', test: 'is', value: 0 }] }],
    ['is at most', { '<=': [{ var: 'wind' }, 40] }, { match: 'all', conditions: [{ questionId: 'wind', test: 'lte', value: 40 }] }],
    ['includes', { in: ['ladder', { var: 'equipment' }] }, { match: 'all', conditions: [{ questionId: 'equipment', test: 'includes', value: 'ladder' }] }],
    [
      'is one of',
      { in: [{ var: 'weather' }, ['windy', 'rain']] },
      { match: 'all', conditions: [{ questionId: 'weather', test: 'is_one_of', value: ['windy', 'rain'] }] },
    ],
    [
      'and of comparisons',
      { and: [{ '==': [{ var: 'gate' }, 'no'] }, { '>': [{ var: 'people' }, 5] }] },
      {
        match: 'all',
        conditions: [
          { questionId: 'gate', test: 'is', value: 'no' },
          { questionId: 'people', test: 'gt', value: 5 },
        ],
      },
    ],
    [
      'or of comparisons',
      { or: [{ in: ['ewp', { var: 'equipment' }] }, { '<': [{ var: 'depth' }, 1] }] },
      {
        match: 'any',
        conditions: [
          { questionId: 'equipment', test: 'includes', value: 'ewp' },
          { questionId: 'depth', test: 'lt', value: 1 },
        ],
      },
    ],
  ])('%s', (_name, rule, set) => {
    expect(logicToConditionSet(rule)).toEqual(set);
  });

  it.each<[string, TAuditLogic]>([
    ['and inside or', { or: [{ and: [{ '==': [{ var: 'gate' }, 'no'] }, { '>': [{ var: 'people' }, 5] }] }, { '==': [{ var: 'gate' }, 'na'] }] }],
    ['not', { '!': { '==': [{ var: 'gate' }, 'no'] } }],
    ['not in a list', { and: [{ '!': { var: 'site' } }, { '==': [{ var: 'gate' }, 'no'] }] }],
    ['the question on the right of is', { '==': ['no', { var: 'gate' }] }],
    ['the question on the right of more than', { '>': [5, { var: 'people' }] }],
    ['two questions compared', { '==': [{ var: 'gate' }, { var: 'harness' }] }],
    ['the question in list form', { '==': [{ var: ['gate'] }, 'no'] }],
    ['the question with a default', { '==': [{ var: ['gate', 'no'] }, 'no'] }],
    ['a bare question (answered at all)', { var: 'site' }],
    ['more than a text', { '>': [{ var: 'people' }, '5'] }],
    ['is true', { '==': [{ var: 'gate' }, true] }],
    ['is null', { '==': [{ var: 'gate' }, null] }],
    ['is a list', { '==': [{ var: 'weather' }, ['windy']] }],
    ['is one of numbers', { in: [{ var: 'people' }, [1, 2]] }],
    ['includes a number', { in: [3, { var: 'equipment' }] }],
    ['in with no question', { in: ['a', ['a', 'b']] }],
    ['three arguments', { '==': [{ var: 'gate' }, 'no', 'yes'] }],
    ['one argument not in a list', { '==': { var: 'gate' } }],
    ['two operators in one step', { '==': [{ var: 'gate' }, 'no'], '!=': [{ var: 'gate' }, 'yes'] }],
    ['an operator audits do not use', { '===': [{ var: 'gate' }, 'no'] }],
    ['an empty step', {}],
    ['and of one (the builder writes the comparison alone)', { and: [{ '==': [{ var: 'gate' }, 'no'] }] }],
    ['or of nothing (never true, unlike no rule)', { or: [] }],
    ['and not in a list', { and: { '==': [{ var: 'gate' }, 'no'] } }],
    ['a plain value', true],
    ['a plain text', 'yes'],
    ['a list', [{ '==': [{ var: 'gate' }, 'no'] }]],
  ])('%s: written elsewhere, kept as it is', (_name, rule) => {
    expect(logicToConditionSet(rule)).toBeNull();
  });

  /** Every rule in apps/server/src/modules/audits/starter-templates.ts, copied: the builder must show each as conditions. */
  const STARTER_RULES: [string, TAuditLogic][] = [
    [
      'site-notes',
      {
        or: [
          { '==': [{ var: 'ppe-worn' }, 'no'] },
          { '==': [{ var: 'site-housekeeping' }, 'no'] },
          { '==': [{ var: 'site-leads' }, 'no'] },
          { '==': [{ var: 'site-edges' }, 'no'] },
          { '==': [{ var: 'site-chemicals' }, 'no'] },
        ],
      },
    ],
    ['scaffold licence', { '>': [{ var: 'scaffold-height' }, 4] }],
    ['fall height', { '>': [{ var: 'fall-height' }, 2] }],
    ['EWP licence', { in: ['uses-ewp', { var: 'heights-equipment' }] }],
    ['harness checked', { in: ['uses-harness', { var: 'heights-equipment' }] }],
    ['harness rescue plan', { in: ['uses-harness', { var: 'heights-equipment' }] }],
    ['ladder', { in: ['uses-ladder', { var: 'heights-equipment' }] }],
    ['heights actions', { or: [{ '==': [{ var: 'heights-edges' }, 'no'] }, { '==': [{ var: 'heights-penetrations' }, 'no'] }] }],
    ['damaged gear', { '==': [{ var: 'damaged-gear' }, 'yes'] }],
    ['generator section', { '==': [{ var: 'generator-in-use' }, 'yes'] }],
    ['deep trench section', { '>=': [{ var: 'excavation-depth' }, 1.5] }],
    ['ROPS', { '!=': [{ var: 'plant-type' }, 'type-other'] }],
    ['plant fault', { in: [{ var: 'plant-outcome' }, ['outcome-minor-fault', 'outcome-tagged-out']] }],
    ['plant tag photo', { '==': [{ var: 'plant-outcome' }, 'outcome-tagged-out'] }],
    [
      'housekeeping actions',
      {
        or: [
          { '==': [{ var: 'walkways-clear' }, 'no'] },
          { '==': [{ var: 'trip-hazards' }, 'yes'] },
          { '==': [{ var: 'materials-stacked' }, 'no'] },
          { '==': [{ var: 'waste-bins' }, 'bins-overflowing'] },
        ],
      },
    ],
    ['SDS current', { '==': [{ var: 'sds-available' }, 'yes'] }],
    ['asbestos register', { '==': [{ var: 'building-age' }, 'age-older'] }],
  ];

  it.each(STARTER_RULES)('starter rule “%s” comes back the same', (_name, rule) => {
    const set = logicToConditionSet(rule);
    expect(set).not.toBeNull();
    expect(set === null ? null : conditionSetToLogic(set)).toEqual(rule);
  });

  it.each<[string, TCondition]>([
    ['is', { questionId: 'gate', test: 'is', value: 'na' }],
    ['is not', { questionId: 'site', test: 'is_not', value: 'Depot' }],
    ['is one of', { questionId: 'weather', test: 'is_one_of', value: ['fine'] }],
    ['includes', { questionId: 'trades', test: 'includes', value: 'sparky' }],
    ['is more than', { questionId: 'people', test: 'gt', value: -1 }],
    ['is at least', { questionId: 'people', test: 'gte', value: 0 }],
    ['is less than', { questionId: 'depth', test: 'lt', value: 0.5 }],
    ['is at most', { questionId: 'wind', test: 'lte', value: 100 }],
  ])('a condition that %s comes back from its rule unchanged', (_name, condition) => {
    expect(logicToConditionSet(conditionToLogic(condition))).toEqual({ match: 'all', conditions: [condition] });
  });
});

describe('audit conditions: the rule holds as the conditions say', () => {
  const set = (match: 'all' | 'any', ...conditions: TCondition[]): TConditionSet => ({ match, conditions });
  const gateNo: TCondition = { questionId: 'gate', test: 'is', value: 'no' };
  const windyOrRain: TCondition = { questionId: 'weather', test: 'is_one_of', value: ['windy', 'rain'] };
  const usesEwp: TCondition = { questionId: 'equipment', test: 'includes', value: 'ewp' };
  const deep: TCondition = { questionId: 'depth', test: 'gte', value: 1.5 };
  const notFine: TCondition = { questionId: 'weather', test: 'is_not', value: 'fine' };
  const fewPeople: TCondition = { questionId: 'people', test: 'lt', value: 3 };

  it.each<[string, TConditionSet, TLogicAnswers, boolean]>([
    ['is: the same answer', set('all', gateNo), { gate: 'no' }, true],
    ['is: another answer', set('all', gateNo), { gate: 'yes' }, false],
    ['is: not answered yet', set('all', gateNo), {}, false],
    ['is not: another answer', set('all', notFine), { weather: 'rain' }, true],
    ['is not: the same answer', set('all', notFine), { weather: 'fine' }, false],
    ['is one of: among them', set('all', windyOrRain), { weather: 'rain' }, true],
    ['is one of: not among them', set('all', windyOrRain), { weather: 'fine' }, false],
    ['includes: ticked', set('all', usesEwp), { equipment: ['ladder', 'ewp'] }, true],
    ['includes: not ticked', set('all', usesEwp), { equipment: ['ladder'] }, false],
    ['includes: nothing ticked', set('all', usesEwp), { equipment: [] }, false],
    ['is at least: exactly', set('all', deep), { depth: 1.5 }, true],
    ['is at least: below', set('all', deep), { depth: 1.2 }, false],
    ['is less than: not answered is not less', set('all', fewPeople), {}, false],
    ['is less than: zero', set('all', fewPeople), { people: 0 }, true],
    ['all: both hold', set('all', gateNo, deep), { gate: 'no', depth: 2 }, true],
    ['all: one fails', set('all', gateNo, deep), { gate: 'no', depth: 1 }, false],
    ['any: one holds', set('any', gateNo, deep), { gate: 'yes', depth: 2 }, true],
    ['any: none holds', set('any', gateNo, deep), { gate: 'yes', depth: 1 }, false],
  ])('%s', (_name, conditions, answers, holds) => {
    const rule = conditionSetToLogic(conditions);
    expect(rule === undefined ? true : isTruthy(evaluateLogic(rule, answers))).toBe(holds);
  });
});

describe('audit conditions: what is still to choose', () => {
  const QUESTION = 'Choose the question this depends on.';
  const TEST = 'Choose how to compare the answer.';
  const VALUE = 'Choose the answer this depends on.';

  it.each<[string, TCondition, string | null]>([
    ['complete: yes/no', { questionId: 'gate', test: 'is', value: 'no' }, null],
    ['complete: N/A where the question offers it', { questionId: 'harness', test: 'is_not', value: 'na' }, null],
    ['complete: an option', { questionId: 'weather', test: 'is', value: 'windy' }, null],
    ['complete: some options', { questionId: 'weather', test: 'is_one_of', value: ['windy', 'rain'] }, null],
    ['complete: a ticked item', { questionId: 'equipment', test: 'includes', value: 'ladder' }, null],
    ['complete: a number', { questionId: 'people', test: 'gt', value: 0 }, null],
    ['complete: a slider', { questionId: 'wind', test: 'lte', value: 40 }, null],
    ['complete: a text', { questionId: 'site', test: 'is', value: 'Depot' }, null],
    ['complete: a date', { questionId: 'day', test: 'is_not', value: '2025-01-31' }, null],
    ['no question chosen', { questionId: '', test: 'is', value: 'no' }, QUESTION],
    ['a question no longer there', { questionId: 'gone', test: 'is', value: 'no' }, QUESTION],
    ['a question with no answer to compare', { questionId: 'photo', test: 'is', value: 'x' }, QUESTION],
    ['a signature', { questionId: 'sign', test: 'is', value: 'x' }, QUESTION],
    ['more than, for yes/no', { questionId: 'gate', test: 'gt', value: 1 }, TEST],
    ['is, for a ticked list', { questionId: 'equipment', test: 'is', value: 'ladder' }, TEST],
    ['includes, for one option', { questionId: 'weather', test: 'includes', value: 'windy' }, TEST],
    ['is one of, for a number', { questionId: 'people', test: 'is_one_of', value: ['1'] }, TEST],
    ['more than, for a text', { questionId: 'site', test: 'gt', value: 3 }, TEST],
    ['yes/no with nothing chosen', { questionId: 'gate', test: 'is', value: '' }, VALUE],
    ['yes/no with another word', { questionId: 'gate', test: 'is', value: 'maybe' }, VALUE],
    ['N/A where the question does not offer it', { questionId: 'gate', test: 'is', value: 'na' }, VALUE],
    ['an option that is not the question’s', { questionId: 'weather', test: 'is', value: 'snow' }, VALUE],
    ['no options chosen', { questionId: 'weather', test: 'is_one_of', value: [] }, VALUE],
    ['one of the options not the question’s', { questionId: 'weather', test: 'is_one_of', value: ['windy', 'snow'] }, VALUE],
    ['one option where several are asked for', { questionId: 'weather', test: 'is_one_of', value: 'windy' }, VALUE],
    ['several where one option is asked for', { questionId: 'weather', test: 'is', value: ['windy'] }, VALUE],
    ['a ticked item that is not the question’s', { questionId: 'trades', test: 'includes', value: 'ewp' }, VALUE],
    ['a ticked item not chosen', { questionId: 'equipment', test: 'includes', value: '' }, VALUE],
    ['a number not filled in', { questionId: 'people', test: 'gt', value: Number.NaN }, VALUE],
    ['a number as text', { questionId: 'people', test: 'is', value: '5' }, VALUE],
    ['an endless number', { questionId: 'depth', test: 'lt', value: Number.POSITIVE_INFINITY }, VALUE],
    ['a blank text', { questionId: 'site', test: 'is', value: '   ' }, VALUE],
    ['a blank date', { questionId: 'day', test: 'is', value: '' }, VALUE],
    ['a number for a text', { questionId: 'site', test: 'is', value: 5 }, VALUE],
  ])('%s', (_name, condition, problem) => {
    expect(conditionProblem(condition, QUESTIONS)).toBe(problem);
  });
});

describe('audit conditions: in plain words', () => {
  it.each<[string, TConditionSet, string]>([
    ['yes/no', { match: 'all', conditions: [{ questionId: 'gate', test: 'is', value: 'no' }] }, '“Was the gate locked?” is No'],
    ['yes/no: Yes', { match: 'all', conditions: [{ questionId: 'gate', test: 'is_not', value: 'yes' }] }, '“Was the gate locked?” is not Yes'],
    ['yes/no: N/A', { match: 'all', conditions: [{ questionId: 'gate', test: 'is', value: 'na' }] }, '“Was the gate locked?” is N/A'],
    ['safe / at risk: no', { match: 'all', conditions: [{ questionId: 'harness', test: 'is', value: 'no' }] }, '“Harness checked” is At risk'],
    ['safe / at risk: yes', { match: 'all', conditions: [{ questionId: 'harness', test: 'is_not', value: 'yes' }] }, '“Harness checked” is not Safe'],
    ['safe / at risk: N/A', { match: 'all', conditions: [{ questionId: 'harness', test: 'is', value: 'na' }] }, '“Harness checked” is N/A'],
    ['an option', { match: 'all', conditions: [{ questionId: 'weather', test: 'is', value: 'fine' }] }, '“Weather” is Fine'],
    ['options', { match: 'all', conditions: [{ questionId: 'weather', test: 'is_one_of', value: ['windy', 'rain'] }] }, '“Weather” is one of Windy, Rain'],
    ['a ticked item', { match: 'all', conditions: [{ questionId: 'trades', test: 'includes', value: 'sparky' }] }, '“Trades on site” includes Electrician'],
    ['an option since deleted', { match: 'all', conditions: [{ questionId: 'weather', test: 'is', value: 'snow' }] }, '“Weather” is (a deleted answer)'],
    ['a number', { match: 'all', conditions: [{ questionId: 'people', test: 'gt', value: 5 }] }, '“People on site” is more than 5'],
    ['a number with its unit', { match: 'all', conditions: [{ questionId: 'depth', test: 'gte', value: 1.5 }] }, '“Trench depth” is at least 1.5 m'],
    ['a slider with its unit', { match: 'all', conditions: [{ questionId: 'wind', test: 'lte', value: 40 }] }, '“Wind” is at most 40 km/h'],
    ['less than', { match: 'all', conditions: [{ questionId: 'people', test: 'lt', value: 2 }] }, '“People on site” is less than 2'],
    ['a text, quoted', { match: 'all', conditions: [{ questionId: 'site', test: 'is_not', value: 'Depot' }] }, '“Site name” is not “Depot”'],
    ['a date', { match: 'all', conditions: [{ questionId: 'day', test: 'is', value: '2025-01-31' }] }, '“Date of the check” is 2025-01-31'],
    ['a question since deleted', { match: 'all', conditions: [{ questionId: 'gone', test: 'is', value: 'no' }] }, '“(a deleted question)” is no'],
    ['no conditions', { match: 'all', conditions: [] }, ''],
    [
      'all of them',
      {
        match: 'all',
        conditions: [
          { questionId: 'gate', test: 'is', value: 'no' },
          { questionId: 'people', test: 'gt', value: 5 },
        ],
      },
      '“Was the gate locked?” is No and “People on site” is more than 5',
    ],
    [
      'any of them',
      {
        match: 'any',
        conditions: [
          { questionId: 'equipment', test: 'includes', value: 'ewp' },
          { questionId: 'weather', test: 'is_one_of', value: ['windy', 'rain'] },
          { questionId: 'harness', test: 'is', value: 'no' },
        ],
      },
      '“Equipment used” includes EWP or “Weather” is one of Windy, Rain or “Harness checked” is At risk',
    ],
  ])('%s', (_name, set, words) => {
    expect(describeConditionSet(set, QUESTIONS)).toBe(words);
  });
});
