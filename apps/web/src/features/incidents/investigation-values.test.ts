import { describe, expect, it } from 'vitest';
import { investigationValuesOf, toInvestigationBody, validateInvestigationValues } from './investigation-values';

const EMPTY = { contributingFactors: [], otherFactors: null, whys: [], rootCause: null, updatedAt: null };

describe('the investigation', () => {
  it('always shows five whys to fill in', () => {
    expect(investigationValuesOf({ ...EMPTY, whys: ['The ladder slipped'] }).whys).toEqual(['The ladder slipped', '', '', '', '']);
  });

  it('sends the whys up to the last answered, keeping a gap’s number', () => {
    const body = toInvestigationBody({ contributingFactors: ['plant'], otherFactors: ' ', whys: ['Slipped', '', ' Wet floor ', '', ''], rootCause: 'No mat' });
    expect(body).toEqual({ contributingFactors: ['plant'], otherFactors: '', whys: ['Slipped', '', 'Wet floor'], rootCause: 'No mat' });
  });

  it('puts a too-long why on its own box', () => {
    const values = investigationValuesOf(EMPTY);
    values.whys[1] = 'x'.repeat(501);
    expect(validateInvestigationValues(values)).toEqual({ 'whys.1': 'Please keep each answer to 500 characters.' });
  });
});
