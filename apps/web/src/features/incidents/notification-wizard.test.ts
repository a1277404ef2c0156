import { describe, expect, it } from 'vitest';
import { questionsFor } from '@hivis/contracts';
import {
  NO_ANSWERS,
  answeredCriteria,
  answersFromRecord,
  assessmentOf,
  firstOpenStep,
  isComplete,
  stepAt,
  stepCount,
  toAnswersBody,
  toggled,
  withJurisdiction,
  withReply,
} from './notification-wizard';
import type { TWizardAnswers } from './notification-wizard';

/** Every question of the place answered "No" or "None of these", then the given replies. */
function answered(jurisdiction: 'NSW' | 'VIC' | 'NZ', replies: Record<string, string[]> = {}): TWizardAnswers {
  let answers = withJurisdiction(NO_ANSWERS, jurisdiction);
  for (const question of questionsFor(jurisdiction)) answers = withReply(answers, question.key, replies[question.key] ?? []);
  return answers;
}

describe('the wizard’s steps', () => {
  it('asks where first, then each question of that place, then answers', () => {
    expect(stepAt(NO_ANSWERS, 0)).toEqual({ kind: 'jurisdiction' });
    expect(stepAt(NO_ANSWERS, 3)).toEqual({ kind: 'jurisdiction' });
    const nsw = withJurisdiction(NO_ANSWERS, 'NSW');
    const count = questionsFor('NSW').length;
    expect(stepCount(nsw)).toBe(count + 2);
    expect(stepAt(nsw, 1)).toMatchObject({ kind: 'question', number: 1, of: count, question: { key: 'death' } });
    expect(stepAt(nsw, count + 1)).toEqual({ kind: 'answer' });
  });

  it('opens on the first question not answered, or the answer once all are', () => {
    expect(firstOpenStep(NO_ANSWERS)).toBe(0);
    const started = withReply(withJurisdiction(NO_ANSWERS, 'NSW'), 'death', []);
    expect(firstOpenStep(started)).toBe(2);
    expect(firstOpenStep(answered('NSW'))).toBe(questionsFor('NSW').length + 1);
  });

  it('starts the questions again when the place changes, and keeps them when it does not', () => {
    const nsw = answered('NSW', { death: ['death'] });
    expect(withJurisdiction(nsw, 'NSW')).toBe(nsw);
    expect(withJurisdiction(nsw, 'VIC')).toEqual({ jurisdiction: 'VIC', replies: {} });
  });

  it('ticks and unticks an event; none ticked is the empty list', () => {
    expect(toggled(undefined, 'treatment_eye')).toEqual(['treatment_eye']);
    expect(toggled(['treatment_eye', 'treatment_head'], 'treatment_eye')).toEqual(['treatment_head']);
  });
});

describe('the answer', () => {
  it('is not given until every question is answered', () => {
    const partly = withReply(withJurisdiction(NO_ANSWERS, 'NSW'), 'death', []);
    expect(isComplete(partly)).toBe(false);
    expect(assessmentOf(partly)).toBeNull();
    expect(toAnswersBody(partly)).toBeNull();
  });

  it('a serious eye injury in NSW is notifiable to SafeWork NSW', () => {
    const answers = answered('NSW', { immediate_treatment: ['treatment_eye'] });
    expect(assessmentOf(answers)).toMatchObject({ notifiable: true, category: 'serious_injury', regulator: { name: 'SafeWork NSW' } });
    expect(toAnswersBody(answers)).toEqual({ jurisdiction: 'NSW', criteria: ['treatment_eye'] });
  });

  it('"No" to everything is an answer too: not notifiable', () => {
    expect(assessmentOf(answered('VIC'))).toMatchObject({ notifiable: false, reasons: [] });
    expect(toAnswersBody(answered('VIC'))).toEqual({ jurisdiction: 'VIC', criteria: [] });
  });

  it('keeps only the events this place asks about, in the wizard’s order', () => {
    const answers = answered('NZ', { dangerous: ['dangerous_vessel', 'not_a_code'], death: ['death'] });
    expect(answeredCriteria(answers)).toEqual(['death', 'dangerous_vessel']);
  });

  it('reads a kept answer back into the wizard, every question answered', () => {
    const again = answersFromRecord({ jurisdiction: 'NSW', criteria: ['treatment_eye', 'dangerous_electric_shock'] });
    expect(isComplete(again)).toBe(true);
    expect(again.replies.immediate_treatment).toEqual(['treatment_eye']);
    expect(again.replies.death).toEqual([]);
    expect(toAnswersBody(again)).toEqual({ jurisdiction: 'NSW', criteria: ['treatment_eye', 'dangerous_electric_shock'] });
  });
});
