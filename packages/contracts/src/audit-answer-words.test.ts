import { describe, expect, it } from 'vitest';
import { ZAuditQuestionSchema } from './audit-templates.js';
import { answerFileIds, answerWords } from './audit-answer-words.js';

const question = (input: Record<string, unknown>) => ZAuditQuestionSchema.parse({ id: 'q', prompt: 'Q', ...input });

describe('an answer in words', () => {
  it.each([
    [{ type: 'boolean' }, 'yes', 'Yes'],
    [{ type: 'boolean', constraints: { booleanStyle: 'safe_at_risk' } }, 'no', 'At risk'],
    [{ type: 'boolean' }, 'na', 'N/A'],
    [
      {
        type: 'multi_radio',
        options: [
          { id: 'a', value: 'Fine' },
          { id: 'b', value: 'Windy' },
        ],
      },
      'b',
      'Windy',
    ],
    [
      {
        type: 'multi_checklist',
        options: [
          { id: 'a', value: 'Sign' },
          { id: 'b', value: 'Fence' },
        ],
      },
      ['a', 'b'],
      'Sign, Fence',
    ],
    [{ type: 'multi_select', options: [{ id: 'a', value: 'Sign' }] }, ['gone'], 'an option since removed'],
    [{ type: 'number', constraints: { unit: 'm' } }, 1.5, '1.5 m'],
    [{ type: 'text' }, 'Chain cut', 'Chain cut'],
    [{ type: 'show_location' }, { lat: -27.46981, long: 153.02512, accuracy: 8.4 }, '-27.46981, 153.02512 (within 8 m)'],
    [{ type: 'show_file' }, true, 'Seen'],
    [{ type: 'signature' }, 'file-id', null],
    [{ type: 'text' }, '', null],
  ])('%j answered %j reads %j', (input, answer, words) => {
    expect(answerWords(question(input), answer)).toBe(words);
  });

  it('names the files of signatures, photos, recordings and files only', () => {
    expect(answerFileIds(question({ type: 'signature' }), 'f1')).toEqual(['f1']);
    expect(answerFileIds(question({ type: 'photo' }), ['f1', 'f2'])).toEqual(['f1', 'f2']);
    expect(answerFileIds(question({ type: 'text' }), 'f1')).toEqual([]);
  });
});
