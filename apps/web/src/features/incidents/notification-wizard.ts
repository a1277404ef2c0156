import { assessIncident, questionsFor } from '@hivis/contracts';
import type { TIncidentAnswers, TIncidentAssessment, TIncidentJurisdiction, TNotifiableQuestionKey } from '@hivis/contracts';

/*
 * The notification wizard's state and steps, apart from its screens so they can be tested: where
 * it happened, then each question of that place's law in turn, then the answer. The answer is
 * worked out on the phone with the contracts' assessIncident, the same function the server keeps
 * the decision with, so it shows at once with no signal.
 */

/**
 * Each question answered: the events ticked (codes); an empty list is "No" or "None of these".
 * A question not in the record has not been answered yet.
 */
export type TWizardReplies = Partial<Record<TNotifiableQuestionKey, string[]>>;

export type TWizardAnswers = { jurisdiction: TIncidentJurisdiction | null; replies: TWizardReplies };

export const NO_ANSWERS: TWizardAnswers = { jurisdiction: null, replies: {} };

export type TWizardQuestion = ReturnType<typeof questionsFor>[number];

/** The screens in order: 0 is where it happened, 1 to n the questions, n + 1 the answer. */
export type TWizardStep = { kind: 'jurisdiction' } | { kind: 'question'; number: number; of: number; question: TWizardQuestion } | { kind: 'answer' };

export function wizardQuestions(jurisdiction: TIncidentJurisdiction | null): TWizardQuestion[] {
  return jurisdiction ? questionsFor(jurisdiction) : [];
}

/** How many screens there are: where, each question, the answer. */
export function stepCount(answers: TWizardAnswers): number {
  return wizardQuestions(answers.jurisdiction).length + 2;
}

export function stepAt(answers: TWizardAnswers, index: number): TWizardStep {
  const questions = wizardQuestions(answers.jurisdiction);
  if (index <= 0 || !answers.jurisdiction) return { kind: 'jurisdiction' };
  const question = questions[index - 1];
  if (question) return { kind: 'question', number: index, of: questions.length, question };
  return { kind: 'answer' };
}

/** Another place asks other questions (Victoria lists its own events): its answers start again. */
export function withJurisdiction(answers: TWizardAnswers, jurisdiction: TIncidentJurisdiction): TWizardAnswers {
  return answers.jurisdiction === jurisdiction ? answers : { jurisdiction, replies: {} };
}

export function withReply(answers: TWizardAnswers, question: TNotifiableQuestionKey, reply: string[]): TWizardAnswers {
  return { ...answers, replies: { ...answers.replies, [question]: reply } };
}

/** A tick on a checklist: adds the event, or takes it away when it was ticked. "None of these" is the empty list. */
export function toggled(reply: readonly string[] | undefined, code: string): string[] {
  const now = reply ?? [];
  return now.includes(code) ? now.filter((each) => each !== code) : [...now, code];
}

export function isAnswered(answers: TWizardAnswers, question: TNotifiableQuestionKey): boolean {
  return answers.replies[question] !== undefined;
}

/** Where it happened and every question answered: the answer can be given, and kept. */
export function isComplete(answers: TWizardAnswers): boolean {
  return answers.jurisdiction !== null && wizardQuestions(answers.jurisdiction).every((question) => isAnswered(answers, question.key));
}

/** The screen to open on: the first not yet answered, or the answer when all are. */
export function firstOpenStep(answers: TWizardAnswers): number {
  if (!answers.jurisdiction) return 0;
  const questions = wizardQuestions(answers.jurisdiction);
  const open = questions.findIndex((question) => !isAnswered(answers, question.key));
  return open === -1 ? questions.length + 1 : open + 1;
}

/** The events answered yes that this place's questions ask about, in the wizard's order. */
export function answeredCriteria(answers: TWizardAnswers): string[] {
  return wizardQuestions(answers.jurisdiction).flatMap((question) => {
    const reply = answers.replies[question.key] ?? [];
    return question.criteria.filter((criterion) => reply.includes(criterion.code)).map((criterion) => criterion.code);
  });
}

/** The decision on these answers; null until every question is answered. */
export function assessmentOf(answers: TWizardAnswers): TIncidentAssessment | null {
  if (!answers.jurisdiction || !isComplete(answers)) return null;
  return assessIncident(answers.jurisdiction, answeredCriteria(answers));
}

/** What the server keeps: where, and the events answered yes; null until complete. */
export function toAnswersBody(answers: TWizardAnswers): TIncidentAnswers | null {
  if (!answers.jurisdiction || !isComplete(answers)) return null;
  return { jurisdiction: answers.jurisdiction, criteria: answeredCriteria(answers) };
}

/** Answers kept on the record, as the wizard holds them, to answer again from ("Answer again"). */
export function answersFromRecord(record: { jurisdiction: TIncidentJurisdiction; criteria: readonly string[] }): TWizardAnswers {
  const replies: TWizardReplies = {};
  for (const question of questionsFor(record.jurisdiction)) {
    replies[question.key] = question.criteria.filter((criterion) => record.criteria.includes(criterion.code)).map((criterion) => criterion.code);
  }
  return { jurisdiction: record.jurisdiction, replies };
}
