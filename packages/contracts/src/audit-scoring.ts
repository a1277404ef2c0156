import { ruleHolds } from './audit-logic.js';
import type { TLogicAnswers } from './audit-logic.js';
import { OPTION_QUESTION_TYPES, questionsInOrder } from './audit-templates.js';
import type { TAuditQuestion, TAuditSection } from './audit-templates.js';

/*
 * What a template's answers add up to, the same on the server, in the browser and in the PDF:
 * which questions show and are required (their logic, in order), which answers fail, and the
 * score. A hidden question's answer counts for nothing: not in the score, not in later logic.
 */

/** Has the question an answer (an empty text or list is none)? */
export function isAnswered(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

const chosenOptionIds = (answer: unknown): string[] =>
  Array.isArray(answer) ? answer.filter((item) => typeof item === 'string') : typeof answer === 'string' ? [answer] : [];

/** Does this answer fail the question: an option marked failed, Yes or No as set, a number out of range? */
export function answerFails(question: TAuditQuestion, answer: unknown): boolean {
  if (!isAnswered(answer)) return false;
  const c = question.constraints;
  if (question.type === 'boolean') return c.booleanFailsOn !== undefined && c.booleanFailsOn !== null && answer === c.booleanFailsOn;
  if (question.type === 'number' || question.type === 'slider') {
    const value = Number(answer);
    return (c.failBelow !== undefined && value < c.failBelow) || (c.failAbove !== undefined && value > c.failAbove);
  }
  const chosen = new Set(chosenOptionIds(answer));
  return question.options.some((option) => option.failed && chosen.has(option.id));
}

/**
 * A question's points and the most it could give, after its weight; null when it does not count:
 * not a scored type, no scores set, not answered, or answered N/A.
 */
export function questionScore(question: TAuditQuestion, answer: unknown): { score: number; max: number } | null {
  if (!isAnswered(answer) || answer === 'na') return null;
  const { weight } = question;
  if (question.type === 'boolean') {
    const scores = question.constraints.booleanScores;
    if (!scores || (answer !== 'yes' && answer !== 'no')) return null;
    return { score: weight * scores[answer], max: weight * Math.max(scores.yes, scores.no, 0) };
  }
  if (!OPTION_QUESTION_TYPES.includes(question.type) || !question.options.some((option) => option.score !== undefined)) return null;
  const chosen = new Set(chosenOptionIds(answer));
  const scoreOf = (option: { score?: number }) => option.score ?? 0;
  const score = question.options.filter((option) => chosen.has(option.id)).reduce((sum, option) => sum + scoreOf(option), 0);
  const max =
    question.type === 'multi_radio'
      ? Math.max(0, ...question.options.map(scoreOf))
      : question.options.reduce((sum, option) => sum + Math.max(0, scoreOf(option)), 0);
  return { score: weight * score, max: weight * max };
}

export type TQuestionState = { visible: boolean; required: boolean; failed: boolean };

/**
 * Each question's state, in order: shown when its section's and its own condition hold (on the
 * answers of the questions shown before it), required when marked so or when its condition
 * holds, failed when shown and its answer fails.
 */
export function questionStates(sections: readonly TAuditSection[], answers: TLogicAnswers): Map<string, TQuestionState> {
  const states = new Map<string, TQuestionState>();
  // Only what is shown counts for later logic: a hidden question's answer is as good as none.
  const shown: TLogicAnswers = {};
  const sectionShown = new Map<string, boolean>();
  for (const { section, question } of questionsInOrder(sections)) {
    if (!sectionShown.has(section.id)) sectionShown.set(section.id, ruleHolds(section.visibleWhen, shown));
    const visible = (sectionShown.get(section.id) ?? true) && ruleHolds(question.visibleWhen, shown);
    const required = visible && (question.required || (question.requiredWhen !== undefined && ruleHolds(question.requiredWhen, shown)));
    const answer = answers[question.id];
    states.set(question.id, { visible, required, failed: visible && answerFails(question, answer) });
    if (visible && answer !== undefined) shown[question.id] = answer;
  }
  return states;
}

/** The questions shown and required that have no answer: the audit cannot be submitted yet. */
export function missingRequired(sections: readonly TAuditSection[], answers: TLogicAnswers): string[] {
  const states = questionStates(sections, answers);
  return [...states].filter(([questionId, state]) => state.required && !isAnswered(answers[questionId])).map(([questionId]) => questionId);
}

export type TAuditScore = {
  score: number;
  max: number;
  /** score / max as a whole percentage; null when nothing scored was answered. */
  percentage: number | null;
  /** A question marked "fails the whole audit" was failed. */
  failed: boolean;
  failedQuestionIds: string[];
  sections: { id: string; score: number; max: number; percentage: number | null }[];
};

const percentageOf = (score: number, max: number) => (max > 0 ? Math.round((score / max) * 100) : null);

/** Section scores, the audit's total and percentage, and what failed. */
export function scoreAudit(sections: readonly TAuditSection[], answers: TLogicAnswers): TAuditScore {
  const states = questionStates(sections, answers);
  const bySection = new Map<string, { score: number; max: number }>();
  const failedQuestionIds: string[] = [];
  let failed = false;
  for (const { section, question } of questionsInOrder(sections)) {
    const total = bySection.get(section.id) ?? { score: 0, max: 0 };
    bySection.set(section.id, total);
    const state = states.get(question.id);
    if (!state?.visible) continue;
    const points = questionScore(question, answers[question.id]);
    if (points) {
      total.score += points.score;
      total.max += points.max;
    }
    if (state.failed) {
      failedQuestionIds.push(question.id);
      failed ||= question.failsAudit;
    }
  }
  const sectionScores = [...bySection].map(([id, total]) => ({ id, ...total, percentage: percentageOf(total.score, total.max) }));
  const score = sectionScores.reduce((sum, section) => sum + section.score, 0);
  const max = sectionScores.reduce((sum, section) => sum + section.max, 0);
  return { score, max, percentage: percentageOf(score, max), failed, failedQuestionIds, sections: sectionScores };
}
