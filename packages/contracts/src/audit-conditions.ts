import type { TAuditLogic } from './audit-logic.js';
import { OPTION_QUESTION_TYPES } from './audit-templates.js';
import type { TAuditQuestion, TAuditQuestionType } from './audit-templates.js';

/*
 * The builder's view of a rule (audit-logic.ts): "show this when …", "required when …" as a list
 * of conditions the person picks from menus (a question, how to compare, an answer), never JSON
 * typed by hand. Each condition becomes one comparison; several are joined by "all of" or "any of".
 *
 * Reading a stored rule back is strict on purpose: only the shapes this file writes are shown as
 * conditions, so whatever the builder shows, it saves back exactly as it was. Anything else (a
 * rule with "not", or "and" inside "or", written before the builder had lists) is shown as
 * "a condition written elsewhere" and kept untouched rather than half understood and rewritten.
 */

export type TConditionTest = 'is' | 'is_not' | 'is_one_of' | 'includes' | 'gt' | 'gte' | 'lt' | 'lte';
export type TCondition = { questionId: string; test: TConditionTest; value: string | number | string[] };
export type TConditionSet = { match: 'all' | 'any'; conditions: TCondition[] };

/** The words the builder's menu and the written-out rule use for each test. */
export const CONDITION_TEST_LABELS: Record<TConditionTest, string> = {
  is: 'is',
  is_not: 'is not',
  is_one_of: 'is one of',
  includes: 'includes',
  gt: 'is more than',
  gte: 'is at least',
  lt: 'is less than',
  lte: 'is at most',
};

const NUMBER_TESTS: TConditionTest[] = ['is', 'is_not', 'gt', 'gte', 'lt', 'lte'];

/**
 * How an answer to a question of this type can be compared. Signatures, photos, recordings,
 * files and shown information have no answer worth comparing, so nothing can depend on them.
 */
export function conditionTestsFor(type: TAuditQuestionType): TConditionTest[] {
  switch (type) {
    case 'boolean':
      return ['is', 'is_not'];
    case 'multi_radio':
      return ['is', 'is_not', 'is_one_of'];
    // Several can be ticked, so the only sensible question is whether one of them was.
    case 'multi_checklist':
    case 'multi_select':
      return ['includes'];
    case 'number':
    case 'slider':
      return [...NUMBER_TESTS];
    case 'text':
    case 'date':
    case 'datetime':
    case 'time':
      return ['is', 'is_not'];
    default:
      return [];
  }
}

/** The operator each comparison is stored as; "includes" and "is one of" are both "in", told apart by argument order. */
const COMPARISON_OPERATORS = { is: '==', is_not: '!=', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
type TComparisonTest = keyof typeof COMPARISON_OPERATORS;

const TEST_BY_OPERATOR = new Map<string, TComparisonTest>(
  (Object.entries(COMPARISON_OPERATORS) as [TComparisonTest, string][]).map(([test, operator]) => [operator, test]),
);

/** One condition as a stored rule, always with the question's answer first (as audit-logic.ts reads it). */
export function conditionToLogic(condition: TCondition): TAuditLogic {
  const answer = { var: condition.questionId };
  const { test, value } = condition;
  // A copy, so a list in the builder's state and the saved rule never change together.
  const literal: TAuditLogic = Array.isArray(value) ? [...value] : value;
  if (test === 'includes') return { in: [literal, answer] };
  if (test === 'is_one_of') return { in: [answer, literal] };
  return { [COMPARISON_OPERATORS[test]]: [answer, literal] };
}

/** The stored rule for a set of conditions; none means no rule (always shown, or never required by it). */
export function conditionSetToLogic(set: TConditionSet): TAuditLogic | undefined {
  const [first] = set.conditions;
  if (first === undefined) return undefined;
  if (set.conditions.length === 1) return conditionToLogic(first);
  const rules = set.conditions.map(conditionToLogic);
  return set.match === 'all' ? { and: rules } : { or: rules };
}

type TOperatorNode = { [operator: string]: TAuditLogic };

const isOperatorNode = (rule: TAuditLogic): rule is TOperatorNode => typeof rule === 'object' && rule !== null && !Array.isArray(rule);

/** The single operator of a node and its arguments, or null when the node is not exactly that. */
function soleOperator(rule: TAuditLogic): { operator: string; args: TAuditLogic } | null {
  if (!isOperatorNode(rule)) return null;
  const entries = Object.entries(rule);
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) return null;
  return { operator: entry[0], args: entry[1] };
}

/** The question an argument looks at: only {"var": "<id>"}, the form conditionToLogic writes. */
function questionIdOf(argument: TAuditLogic): string | null {
  const node = soleOperator(argument);
  return node !== null && node.operator === 'var' && typeof node.args === 'string' ? node.args : null;
}

const isTextList = (value: TAuditLogic): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** One stored comparison as a condition, or null when it is not one the builder writes. */
function logicToCondition(rule: TAuditLogic): TCondition | null {
  const node = soleOperator(rule);
  if (node === null || !Array.isArray(node.args) || node.args.length !== 2) return null;
  const [left, right] = node.args as [TAuditLogic, TAuditLogic];
  if (node.operator === 'in') {
    const looksAt = questionIdOf(left);
    if (looksAt !== null) return isTextList(right) ? { questionId: looksAt, test: 'is_one_of', value: [...right] } : null;
    const ticked = questionIdOf(right);
    return ticked !== null && typeof left === 'string' ? { questionId: ticked, test: 'includes', value: left } : null;
  }
  const test = TEST_BY_OPERATOR.get(node.operator);
  const questionId = questionIdOf(left);
  if (test === undefined || questionId === null) return null;
  // More than / less than only mean something for numbers; is / is not also for text and options.
  const fits = test === 'is' || test === 'is_not' ? typeof right === 'string' || typeof right === 'number' : typeof right === 'number';
  return fits ? { questionId, test, value: right as string | number } : null;
}

/**
 * A stored rule as the builder's conditions: no rule is an empty set; null when the rule has a
 * shape the builder does not write, so it is shown as written elsewhere and kept as it is.
 * Whatever comes back non-null turns into the very same rule again through conditionSetToLogic.
 */
export function logicToConditionSet(rule: TAuditLogic | null | undefined): TConditionSet | null {
  if (rule === null || rule === undefined) return { match: 'all', conditions: [] };
  const single = logicToCondition(rule);
  if (single !== null) return { match: 'all', conditions: [single] };
  const node = soleOperator(rule);
  if (node === null || (node.operator !== 'and' && node.operator !== 'or')) return null;
  // The builder joins only two or more; "or" of nothing is never true, so it is no empty set.
  if (!Array.isArray(node.args) || node.args.length < 2) return null;
  const conditions: TCondition[] = [];
  for (const item of node.args) {
    const condition = logicToCondition(item);
    if (condition === null) return null;
    conditions.push(condition);
  }
  return { match: node.operator === 'and' ? 'all' : 'any', conditions };
}

const MESSAGES = {
  question: 'Choose the question this depends on.',
  test: 'Choose how to compare the answer.',
  value: 'Choose the answer this depends on.',
} as const;

/** The answers a yes/no question can have: N/A only when the question offers it. */
const booleanAnswersOf = (question: TAuditQuestion): string[] => (question.constraints.allowNa ? ['yes', 'no', 'na'] : ['yes', 'no']);

/** The answers a condition can pick from for a question that is answered by choosing, or null for one typed in. */
function choicesOf(question: TAuditQuestion): string[] | null {
  if (question.type === 'boolean') return booleanAnswersOf(question);
  if (OPTION_QUESTION_TYPES.includes(question.type)) return question.options.map((option) => option.id);
  return null;
}

const isBlankText = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/** Whether the value is the kind the test compares with, and filled in. */
function valueFits(condition: TCondition, question: TAuditQuestion): boolean {
  const { test, value } = condition;
  const choices = choicesOf(question);
  if (test === 'is_one_of') return Array.isArray(value) && value.length > 0 && value.every((item) => choices?.includes(item) ?? !isBlankText(item));
  if (Array.isArray(value)) return false;
  if (choices !== null) return typeof value === 'string' && choices.includes(value);
  // A number question's answer is a number: comparing it with text would read "is more than" oddly and never hold.
  if (question.type === 'number' || question.type === 'slider') return typeof value === 'number' && Number.isFinite(value);
  return !isBlankText(value);
}

/**
 * What the person still has to choose for this condition, or null when it is complete.
 * `questions` are the ones it may look at (those before the question or section it decides):
 * one not among them, deleted or moved after, has to be chosen again.
 */
export function conditionProblem(condition: TCondition, questions: readonly TAuditQuestion[]): string | null {
  const question = condition.questionId.trim() === '' ? undefined : questions.find((candidate) => candidate.id === condition.questionId);
  const tests = question === undefined ? [] : conditionTestsFor(question.type);
  // A question whose type has no answer to compare (its type changed to photo, say) is as good as none chosen.
  if (question === undefined || tests.length === 0) return MESSAGES.question;
  if (!tests.includes(condition.test)) return MESSAGES.test;
  if (!valueFits(condition, question)) return MESSAGES.value;
  return null;
}

const BOOLEAN_WORDS: Record<string, string> = { yes: 'Yes', no: 'No', na: 'N/A' };
const SAFE_AT_RISK_WORDS: Record<string, string> = { yes: 'Safe', no: 'At risk', na: 'N/A' };

/** One value as the person answering would read it: the words on the button, the option, the number with its unit. */
function valueInWords(value: string | number, question: TAuditQuestion | undefined): string {
  if (question === undefined) return String(value);
  if (question.type === 'boolean') {
    const words = question.constraints.booleanStyle === 'safe_at_risk' ? SAFE_AT_RISK_WORDS : BOOLEAN_WORDS;
    return words[String(value)] ?? String(value);
  }
  if (OPTION_QUESTION_TYPES.includes(question.type)) {
    return question.options.find((option) => option.id === value)?.value ?? '(a deleted answer)';
  }
  if (typeof value === 'number') return question.constraints.unit ? `${value} ${question.constraints.unit}` : String(value);
  // Typed-in text is quoted so that where it ends is clear in a sentence of several conditions.
  if (question.type === 'text') return `“${value}”`;
  return value;
}

function conditionInWords(condition: TCondition, questions: readonly TAuditQuestion[]): string {
  const question = questions.find((candidate) => candidate.id === condition.questionId);
  const subject = `“${question?.prompt ?? '(a deleted question)'}”`;
  const values = Array.isArray(condition.value) ? condition.value : [condition.value];
  return `${subject} ${CONDITION_TEST_LABELS[condition.test]} ${values.map((value) => valueInWords(value, question)).join(', ')}`;
}

/** The conditions in plain words for a screen or the PDF: `“Was the gate locked?” is No and “People on site” is more than 5`. */
export function describeConditionSet(set: TConditionSet, questions: readonly TAuditQuestion[]): string {
  return set.conditions.map((condition) => conditionInWords(condition, questions)).join(set.match === 'all' ? ' and ' : ' or ');
}
