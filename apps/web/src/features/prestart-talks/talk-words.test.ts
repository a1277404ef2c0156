import { describe, expect, it } from 'vitest';
import { doneWords, jobWords, signOnLabel, signedWords, talkLabel, topicsShort } from './talk-words';

describe('talk words', () => {
  it('names the job with its number first', () => {
    expect(jobWords({ title: 'Bathroom fit-out', jobNumber: 'J-104' })).toBe('J-104 · Bathroom fit-out');
    expect(jobWords({ title: 'Bathroom fit-out', jobNumber: null })).toBe('Bathroom fit-out');
  });

  it('counts the sign-ons', () => {
    expect(signedWords(0)).toBe('Nobody signed yet');
    expect(signedWords(1)).toBe('1 signed');
    expect(signedWords(4)).toBe('4 signed');
  });

  it('says a talk held today in one line', () => {
    expect(doneWords('7:05 am', 'Sam Supervisor', 4)).toBe('Done at 7:05 am by Sam Supervisor · 4 signed');
    expect(doneWords('7:05 am', null, 0)).toBe('Done at 7:05 am · Nobody signed yet');
  });

  it('shortens the topics to a line, never hiding just one', () => {
    expect(topicsShort(['A', 'B'])).toBe('A, B');
    expect(topicsShort(['A', 'B', 'C'])).toBe('A, B, C');
    expect(topicsShort(['A', 'B', 'C', 'D', 'E'])).toBe('A, B and 3 more');
    expect(topicsShort([])).toBe('');
  });

  it('labels the actions saved on the phone', () => {
    expect(talkLabel('Bathroom fit-out')).toBe('Pre-start talk: Bathroom fit-out');
    expect(signOnLabel('Will Worker', 'Bathroom fit-out')).toBe('Sign-on of Will Worker: Bathroom fit-out pre-start talk');
  });
});
