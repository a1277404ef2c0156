import { describe, expect, it } from 'vitest';
import { evaluateLogic, logicProblem, logicReferences, ruleHolds } from './audit-logic.js';
import type { TAuditLogic } from './audit-logic.js';

const answers = { q1: 'yes', q2: 7, q3: ['opt-a', 'opt-c'], q4: '', q5: null };

describe('audit logic: evaluating a rule', () => {
  it.each<[string, TAuditLogic, unknown]>([
    ['an answer equal to a value', { '==': [{ var: 'q1' }, 'yes'] }, true],
    ['an answer not equal', { '!=': [{ var: 'q1' }, 'no'] }, true],
    ['a number compared loosely with text', { '==': [{ var: 'q2' }, '7'] }, true],
    ['less than', { '<': [{ var: 'q2' }, 10] }, true],
    ['at least', { '>=': [{ var: 'q2' }, 7] }, true],
    ['more than', { '>': [{ var: 'q2' }, 7] }, false],
    ['an unanswered question compared is false', { '<': [{ var: 'q9' }, 10] }, false],
    ['an unanswered question is null', { '==': [{ var: 'q9' }, null] }, true],
    ['an option chosen in a multiple answer', { in: ['opt-c', { var: 'q3' }] }, true],
    ['an option not chosen', { in: ['opt-b', { var: 'q3' }] }, false],
    ['an answer among values', { in: [{ var: 'q1' }, ['yes', 'na']] }, true],
    ['and: all hold', { and: [{ '==': [{ var: 'q1' }, 'yes'] }, { '>': [{ var: 'q2' }, 5] }] }, true],
    ['and: one fails', { and: [{ '==': [{ var: 'q1' }, 'yes'] }, { '>': [{ var: 'q2' }, 50] }] }, false],
    ['or: one holds', { or: [{ '==': [{ var: 'q1' }, 'no'] }, { '>': [{ var: 'q2' }, 5] }] }, true],
    ['not', { '!': { '==': [{ var: 'q1' }, 'no'] } }, true],
    ['empty text is false', { '!': { var: 'q4' } }, true],
  ])('%s', (_name, rule, expected) => {
    expect(Boolean(evaluateLogic(rule, answers))).toBe(expected);
  });

  it('holds when there is no rule', () => {
    expect(ruleHolds(undefined, answers)).toBe(true);
    expect(ruleHolds({ '==': [{ var: 'q1' }, 'no'] }, answers)).toBe(false);
  });

  it('lists the questions a rule looks at', () => {
    expect([...logicReferences({ and: [{ '==': [{ var: 'q1' }, 'yes'] }, { in: ['a', { var: 'q3' }] }] })]).toEqual(['q1', 'q3']);
  });
});

describe('audit logic: what may be stored', () => {
  const earlier = new Set(['q1', 'q2']);

  it.each<[string, TAuditLogic, string | null]>([
    ['a comparison with an earlier question', { '==': [{ var: 'q1' }, 'yes'] }, null],
    ['joined rules', { or: [{ '==': [{ var: 'q1' }, 'yes'] }, { '<': [{ var: 'q2' }, 3] }] }, null],
    ['a question that comes later or does not exist', { '==': [{ var: 'q3' }, 'yes'] }, 'A condition can only look at a question that comes before it.'],
    ['an operator audits do not have', { method: [{ var: 'q1' }, 'toString'] }, '"method" is not a condition an audit can use.'],
    ['two operators in one step', { '==': [1, 1], '!=': [1, 2] } as TAuditLogic, 'Each condition step must have exactly one operator.'],
    ['a var without a name', { var: [3] }, 'A condition must name the question it looks at.'],
  ])('%s', (_name, rule, problem) => {
    expect(logicProblem(rule, earlier)).toBe(problem);
  });

  it('refuses a rule nested past any form’s need', () => {
    let rule: TAuditLogic = { '==': [{ var: 'q1' }, 'yes'] };
    for (let depth = 0; depth < 20; depth += 1) rule = { '!': rule };
    expect(logicProblem(rule, earlier)).toBe('This condition is nested too deeply.');
  });
});
