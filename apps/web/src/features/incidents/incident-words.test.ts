import { describe, expect, it } from 'vitest';
import { dayWords, openActionsWords, reportLabel, typesWords, whenWords } from './incident-words';

describe('an incident in words', () => {
  it('names its kinds, or says incident when none is chosen yet', () => {
    expect(typesWords(['injury', 'near_miss'])).toBe('Injury, Near miss');
    expect(typesWords([])).toBe('Incident');
    expect(reportLabel(['dangerous_incident'])).toBe('Incident report: Dangerous incident');
  });

  it('says when, in the spec’s date and time', () => {
    expect(whenWords(new Date(2026, 10, 26, 10, 42).toISOString())).toBe('26/11/2026 at 10:42 AM');
  });

  it('counts open actions', () => {
    expect(openActionsWords(1)).toBe('1 open action');
    expect(openActionsWords(3)).toBe('3 open actions');
  });

  it('says a calendar day as it is, whatever the zone', () => {
    expect(dayWords('2031-02-28')).toBe('28/02/2031');
  });
});
