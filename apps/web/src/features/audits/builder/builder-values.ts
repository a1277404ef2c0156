import { SCORED_QUESTION_TYPES, ZAuditTemplateInputSchema, conditionProblem, logicToConditionSet, randomId } from '@hivis/contracts';
import type {
  TAuditLogic,
  TAuditOption,
  TAuditQuestion,
  TAuditQuestionType,
  TAuditSection,
  TAuditTemplateDetails,
  TAuditTemplateInput,
} from '@hivis/contracts';
import { validateWith } from '../../../ui/forms/form-validation';

/** The builder's form: the template as the API takes it (paths match the server's field errors). */
export type TBuilderValues = { name: string; description: string; sections: TAuditSection[] };

const newId = (prefix: string) => `${prefix}-${randomId(10).toLowerCase()}`;

const option = (value: string, extra: Partial<TAuditOption> = {}): TAuditOption => ({ id: newId('o'), value, failed: false, ...extra });

/** A new question of this type, with the settings a person most often wants. */
export function newQuestion(type: TAuditQuestionType): TAuditQuestion {
  return { id: newId('q'), prompt: '', type, required: type !== 'show_file', priority: 'none', weight: 1, failsAudit: false, ...typeDefaults(type) };
}

/** The options and settings a type starts with; a type change takes these and keeps the wording. */
function typeDefaults(type: TAuditQuestionType): Pick<TAuditQuestion, 'options' | 'constraints'> {
  switch (type) {
    case 'boolean':
      return { options: [], constraints: { booleanStyle: 'yes_no', allowNa: true, booleanScores: { yes: 1, no: 0 }, booleanFailsOn: 'no' } };
    case 'multi_radio':
    case 'multi_select':
      return { options: [option(''), option('')], constraints: {} };
    case 'multi_checklist':
      return { options: [option('')], constraints: {} };
    case 'text':
      return { options: [], constraints: { textFormat: 'none' } };
    case 'slider':
      return { options: [], constraints: { min: 0, max: 10, step: 1 } };
    case 'photo':
    case 'file':
      return { options: [], constraints: { maxFiles: type === 'photo' ? 5 : 3 } };
    default:
      return { options: [], constraints: {} };
  }
}

/** The question as another type: its wording, required and priority stay; the type's settings start again. */
export function changeType(question: TAuditQuestion, type: TAuditQuestionType): TAuditQuestion {
  if (question.type === type) return question;
  const scored = SCORED_QUESTION_TYPES.includes(type);
  return {
    ...question,
    type,
    ...typeDefaults(type),
    required: type === 'show_file' ? false : question.required,
    secondaryText: type === 'signature' || type === 'show_file' ? question.secondaryText : undefined,
    weight: scored ? question.weight : 1,
    failsAudit: scored || type === 'number' ? question.failsAudit : false,
    onFail: undefined,
  };
}

export function newSection(): TAuditSection {
  return { id: newId('s'), title: '', order: 0, elements: [newQuestion('boolean')] };
}

/** Replaces question ids in a rule (a copied section's conditions look at the copies). */
function renameVars(rule: TAuditLogic | undefined, ids: Map<string, string>): TAuditLogic | undefined {
  if (rule === undefined) return undefined;
  return JSON.parse(JSON.stringify(rule), (key, value: unknown) =>
    key === 'var' && typeof value === 'string' ? (ids.get(value) ?? value) : value,
  ) as TAuditLogic;
}

/** A copy of a question with its own ids; its conditions still look at the same questions. */
export function duplicateQuestion(question: TAuditQuestion): TAuditQuestion {
  return { ...structuredClone(question), id: newId('q'), options: question.options.map((item) => ({ ...item, id: newId('o') })) };
}

/** A copy of a section: new ids throughout, and conditions inside it that look at its own questions look at the copies. */
export function duplicateSection(section: TAuditSection): TAuditSection {
  const ids = new Map<string, string>();
  const elements = section.elements.map((question) => {
    const copy = duplicateQuestion(question);
    ids.set(question.id, copy.id);
    return copy;
  });
  // Option ids in "includes" conditions are values, not vars: map those of the copied questions too.
  const optionIds = new Map<string, string>();
  section.elements.forEach((question, index) => question.options.forEach((item, at) => optionIds.set(item.id, elements[index]?.options[at]?.id ?? item.id)));
  const remap = (rule: TAuditLogic | undefined) => {
    const renamed = renameVars(rule, ids);
    return renamed === undefined
      ? undefined
      : (JSON.parse(JSON.stringify(renamed), (_key, value: unknown) => (typeof value === 'string' ? (optionIds.get(value) ?? value) : value)) as TAuditLogic);
  };
  return {
    ...section,
    id: newId('s'),
    title: section.title ? `${section.title} (copy)` : section.title,
    elements: elements.map((question) => ({ ...question, visibleWhen: remap(question.visibleWhen), requiredWhen: remap(question.requiredWhen) })),
  };
}

/** The questions a condition at this place may look at: every earlier one whose answer can be compared. */
export function earlierQuestions(sections: readonly TAuditSection[], sectionIndex: number, questionIndex: number): TAuditQuestion[] {
  return sections.flatMap((section, s) => (s < sectionIndex ? section.elements : s === sectionIndex ? section.elements.slice(0, questionIndex) : []));
}

/** The builder's form, filled from a template (to edit it) or from another one (to copy it). */
export function valuesFrom(template: TAuditTemplateDetails, copy: boolean): TBuilderValues {
  return {
    name: copy ? `${template.name} (copy)` : template.name,
    description: template.description,
    sections: structuredClone(template.sections),
  };
}

export const EMPTY_VALUES: TBuilderValues = { name: '', description: '', sections: [newSection()] };

/** What is sent: sections numbered in the order shown. */
export function templateInput(values: TBuilderValues, derivedFromAuditTemplateId: string | null): TAuditTemplateInput {
  return {
    name: values.name,
    description: values.description,
    derivedFromAuditTemplateId,
    sections: values.sections.map((section, order) => ({
      ...section,
      order,
      // Typed one a line: blank lines and spaces are not addresses.
      elements: section.elements.map((question) =>
        question.onFail
          ? { ...question, onFail: { ...question.onFail, notifyEmails: question.onFail.notifyEmails.map((email) => email.trim()).filter(Boolean) } }
          : question,
      ),
    })),
  };
}

/**
 * The server's checks, on the device, plus the builder's own: a condition picked part way
 * (a question chosen, no answer yet) is said on the condition rather than saved.
 */
export function validateBuilder(values: TBuilderValues): Record<string, string> {
  const errors = validateWith(ZAuditTemplateInputSchema, templateInput(values, null));
  values.sections.forEach((section, s) => {
    const check = (rule: TAuditLogic | undefined, path: string, earlier: TAuditQuestion[]) => {
      const set = logicToConditionSet(rule);
      // A condition on a later or unknown question has the template's own message (from the schema).
      const problem = set?.conditions
        .filter((condition) => earlier.some((question) => question.id === condition.questionId))
        .map((condition) => conditionProblem(condition, earlier))
        .find((found) => found !== null);
      if (problem) errors[path] = problem;
    };
    check(section.visibleWhen, `sections.${s}.visibleWhen`, earlierQuestions(values.sections, s, 0));
    section.elements.forEach((question, q) => {
      const earlier = earlierQuestions(values.sections, s, q);
      check(question.visibleWhen, `sections.${s}.elements.${q}.visibleWhen`, earlier);
      check(question.requiredWhen, `sections.${s}.elements.${q}.requiredWhen`, earlier);
    });
  });
  return errors;
}

/** The id of the first question, in the order shown, that one of these error paths is about. */
export function firstQuestionWithProblem(values: TBuilderValues, paths: readonly string[]): string | null {
  let first: { s: number; q: number } | null = null;
  for (const path of paths) {
    const match = /^sections\.(\d+)\.elements\.(\d+)(\.|$)/.exec(path);
    if (!match) continue;
    const at = { s: Number(match[1]), q: Number(match[2]) };
    if (!first || at.s < first.s || (at.s === first.s && at.q < first.q)) first = at;
  }
  return first ? (values.sections[first.s]?.elements[first.q]?.id ?? null) : null;
}
