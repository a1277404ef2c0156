import { describe, expect, it } from 'vitest';
import { readPlaceText } from './place-text.js';

describe('readPlaceText', () => {
  it('reads an Australian state code after the name, as in the labels', () => {
    expect(readPlaceText('AU', 'Bondi NSW 2026')).toEqual({ text: 'Bondi 2026', stateCode: 'NSW' });
    expect(readPlaceText('AU', 'richmond vic')).toEqual({ text: 'richmond', stateCode: 'VIC' });
  });

  it('leaves a first word alone, and words that are not codes', () => {
    expect(readPlaceText('AU', 'wa')).toEqual({ text: 'wa', stateCode: null });
    expect(readPlaceText('AU', 'Port Macquarie')).toEqual({ text: 'Port Macquarie', stateCode: null });
    expect(readPlaceText('AU', ' bondi ')).toEqual({ text: 'bondi', stateCode: null });
  });

  it('reads a region after a comma, macrons optional', () => {
    expect(readPlaceText('NZ', 'Palmerston North, Manawatu-Whanganui')).toEqual({ text: 'Palmerston North', stateCode: 'MWT' });
    expect(readPlaceText('NZ', 'Taupō, Waikato')).toEqual({ text: 'Taupō', stateCode: 'WKO' });
    expect(readPlaceText('NZ', 'Taupō, Somewhere')).toEqual({ text: 'Taupō, Somewhere', stateCode: null });
  });

  it('keeps each country to its own codes', () => {
    expect(readPlaceText('NZ', 'bondi nsw')).toEqual({ text: 'bondi nsw', stateCode: null });
  });
});
