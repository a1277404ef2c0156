/*
 * The logic of an audit template, stored as data: a small part of JSON Logic (jsonlogic.com),
 * evaluated by this one function on the server, in the browser and in the PDF, so a question
 * shows, is required or fails the same way everywhere. Never free text to run.
 *
 * A rule is a comparison of an earlier question's answer ({"var": "<questionId>"}) with a value,
 * or rules joined by "and", "or" and "!". Only the operators below exist; anything else is refused
 * when the template is saved (`logicProblem`), so a stored rule always evaluates. Written here
 * rather than taken from json-logic-js: that library also runs operators no template may use
 * ("method" calls a function on the data), and the check below walks the same tree anyway.
 */

export const AUDIT_LOGIC_OPERATORS = ['==', '!=', '<', '<=', '>', '>=', 'in', 'and', 'or', '!', 'var'] as const;
export type TAuditLogicOperator = (typeof AUDIT_LOGIC_OPERATORS)[number];

/** A rule: a literal (text, number, true/false, null, a list of literals) or one operator and its arguments. */
export type TAuditLogic = string | number | boolean | null | TAuditLogic[] | { [operator: string]: TAuditLogic };

/** An answer as the logic sees it: what the question stored (an option id, a list of them, text, a number…). */
export type TLogicAnswers = Record<string, unknown>;

/** How deep a rule may nest: deep enough for any form, shallow enough that a hostile one costs nothing. */
const MAX_DEPTH = 12;

const isOperatorNode = (rule: TAuditLogic): rule is { [operator: string]: TAuditLogic } => typeof rule === 'object' && rule !== null && !Array.isArray(rule);

const argumentsOf = (value: TAuditLogic): TAuditLogic[] => (Array.isArray(value) ? value : [value]);

/**
 * Why a rule cannot be stored, or null when it can: an unknown operator, an operator node with
 * more than one key, a reference to a question that is not in `earlierQuestionIds` (it does not
 * exist, or it comes later in the template, whose answer cannot decide what shows before it).
 */
export function logicProblem(rule: TAuditLogic, earlierQuestionIds: ReadonlySet<string>, depth = 0): string | null {
  if (depth > MAX_DEPTH) return 'This condition is nested too deeply.';
  if (Array.isArray(rule)) {
    for (const item of rule) {
      const problem = logicProblem(item, earlierQuestionIds, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (!isOperatorNode(rule)) return null;
  const keys = Object.keys(rule);
  const [operator] = keys;
  if (keys.length !== 1 || operator === undefined) return 'Each condition step must have exactly one operator.';
  if (!(AUDIT_LOGIC_OPERATORS as readonly string[]).includes(operator)) return `"${operator}" is not a condition an audit can use.`;
  const value = rule[operator] as TAuditLogic;
  if (operator === 'var') {
    const [name] = argumentsOf(value);
    if (typeof name !== 'string') return 'A condition must name the question it looks at.';
    if (!earlierQuestionIds.has(name)) return 'A condition can only look at a question that comes before it.';
    return null;
  }
  for (const argument of argumentsOf(value)) {
    const problem = logicProblem(argument, earlierQuestionIds, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** The question ids a rule looks at. */
export function logicReferences(rule: TAuditLogic, found = new Set<string>()): Set<string> {
  if (Array.isArray(rule)) {
    for (const item of rule) logicReferences(item, found);
  } else if (isOperatorNode(rule)) {
    for (const [operator, value] of Object.entries(rule)) {
      const [name] = argumentsOf(value);
      if (operator === 'var' && typeof name === 'string') found.add(name);
      else logicReferences(value, found);
    }
  }
  return found;
}

/** JSON Logic's truth: empty lists, empty text, 0, null and false are false. */
export function isTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

/** Loose equality as JSON Logic has it for the values answers hold (text, numbers, true/false, null). */
function looselyEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return String(a) === String(b);
}

/** A number from an answer, or NaN: comparisons with no answer are false. */
const asNumber = (value: unknown): number => (value === null || value === undefined || value === '' ? Number.NaN : Number(value));

/**
 * Evaluates a rule against the answers given so far. A rule that passed `logicProblem` always
 * evaluates; an unanswered question is null, so "is answered Yes" is false until it is.
 */
export function evaluateLogic(rule: TAuditLogic, answers: TLogicAnswers): unknown {
  if (Array.isArray(rule)) return rule.map((item) => evaluateLogic(item, answers));
  if (!isOperatorNode(rule)) return rule;
  const [operator, value] = Object.entries(rule)[0] ?? [];
  const args = argumentsOf(value as TAuditLogic);
  if (operator === 'var') return typeof args[0] === 'string' ? (answers[args[0]] ?? null) : null;
  if (operator === 'and') {
    let last: unknown = true;
    for (const argument of args) {
      last = evaluateLogic(argument, answers);
      if (!isTruthy(last)) return last;
    }
    return last;
  }
  if (operator === 'or') {
    let last: unknown = false;
    for (const argument of args) {
      last = evaluateLogic(argument, answers);
      if (isTruthy(last)) return last;
    }
    return last;
  }
  const [first, second] = args.map((argument) => evaluateLogic(argument, answers));
  switch (operator) {
    case '!':
      return !isTruthy(first);
    case '==':
      return looselyEqual(first, second);
    case '!=':
      return !looselyEqual(first, second);
    case '<':
      return asNumber(first) < asNumber(second);
    case '<=':
      return asNumber(first) <= asNumber(second);
    case '>':
      return asNumber(first) > asNumber(second);
    case '>=':
      return asNumber(first) >= asNumber(second);
    case 'in':
      // A value in a list (one of these options), or a chosen option in a multiple answer.
      if (Array.isArray(second)) return second.some((item) => looselyEqual(item, first));
      if (typeof second === 'string') return typeof first === 'string' && second.includes(first);
      return false;
    default:
      // Unknown operators never pass logicProblem; evaluated anyway (an old row), they are false.
      return false;
  }
}

/** Whether a rule holds; no rule holds. */
export function ruleHolds(rule: TAuditLogic | null | undefined, answers: TLogicAnswers): boolean {
  return rule === null || rule === undefined ? true : isTruthy(evaluateLogic(rule, answers));
}
