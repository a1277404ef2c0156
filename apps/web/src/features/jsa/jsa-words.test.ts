import { describe, expect, it } from 'vitest';
import { bandOf, jobWords, jsaLabel, jsaWords, ownSignatureLabel, residualWords, signOnLabel, signedThisVersionWords, signedWords } from './jsa-words';

/* The words of the JSA screens: the company's name for it, bands, counts and the outbox's labels. */

describe('what the company calls it', () => {
  it('is a JSA in Australia', () => {
    expect(jsaWords('AU')).toEqual({ document: 'Job Safety Analysis', list: 'JSA Reports', one: 'JSA', One: 'JSA', many: 'JSAs', manyInText: 'JSAs' });
    expect(jsaWords(undefined).list).toBe('JSA Reports');
  });

  it('is a task analysis in New Zealand', () => {
    expect(jsaWords('NZ')).toEqual({
      document: 'Task Analysis',
      list: 'Task Analyses',
      one: 'task analysis',
      One: 'Task analysis',
      many: 'Task analyses',
      manyInText: 'task analyses',
    });
  });
});

describe('the risk left after controls', () => {
  it('reads a band code as the SWMS shows it', () => {
    expect(bandOf('high')).toEqual({ code: 'high', label: 'High', minScore: 10 });
    expect(bandOf('extreme').label).toBe('Extreme');
    expect(residualWords('medium')).toBe('Highest risk after controls: Medium');
  });
});

describe('counts and names', () => {
  it('says how many signed', () => {
    expect(signedWords(0)).toBe('Nobody signed yet');
    expect(signedWords(3)).toBe('3 signed');
    expect(signedThisVersionWords(0)).toBe('Nobody has signed this version yet');
    expect(signedThisVersionWords(1)).toBe('1 signed this version');
  });

  it('names a job by its number first', () => {
    expect(jobWords({ title: 'Balcony waterproofing', jobNumber: 'J-0107' })).toBe('J-0107 · Balcony waterproofing');
    expect(jobWords({ title: 'Balcony waterproofing', jobNumber: null })).toBe('Balcony waterproofing');
  });

  it('labels what waits in the outbox in the company’s words', () => {
    expect(jsaLabel(jsaWords('AU'), 'Cut balcony tiles')).toBe('JSA: Cut balcony tiles');
    expect(jsaLabel(jsaWords('NZ'), ' ')).toBe('Task analysis: no task named');
    expect(signOnLabel(jsaWords('AU'), 'Will Worker', 'Cut balcony tiles')).toBe('Sign-on of Will Worker: Cut balcony tiles JSA');
    expect(ownSignatureLabel(jsaWords('NZ'), 'Cut balcony tiles')).toBe('Your signature: Cut balcony tiles task analysis');
  });
});
