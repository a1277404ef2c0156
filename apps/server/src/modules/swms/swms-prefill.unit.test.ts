import { describe, expect, it } from 'vitest';
import { emergencyText, jurisdictionOf, reviewDateOf } from './swms-prefill.js';

const company = { name: 'Ridge', legalName: null, abn: null, nzbn: null, country: 'AU' as const, address: null, phone: null, timeZone: 'Australia/Sydney' };

describe('SWMS prefill', () => {
  it('reviews twelve months on, in the company’s own day, and 29 February becomes 28 February', () => {
    // 20:00 UTC on 31 Dec is already 1 January in Sydney.
    expect(reviewDateOf(new Date('2026-12-31T20:00:00Z'), 'Australia/Sydney')).toBe('2028-01-01');
    expect(reviewDateOf(new Date('2028-02-29T03:00:00Z'), 'Australia/Sydney')).toBe('2029-02-28');
  });

  it('takes the state of the work first, then the company’s, and NZ for New Zealand', () => {
    expect(jurisdictionOf({ state: 'Western Australia', country: 'Australia' }, { ...company, address: { state: 'NSW', country: 'Australia' } })).toBe('WA');
    expect(jurisdictionOf(null, { ...company, address: { state: 'tas', country: 'Australia' } })).toBe('TAS');
    expect(jurisdictionOf({ state: 'Canterbury', country: 'New Zealand' }, company)).toBe('NZ');
    expect(jurisdictionOf(null, { ...company, country: 'NZ' })).toBe('NZ');
    expect(jurisdictionOf({ suburb: 'Somewhere' }, company)).toBeNull();
  });

  it('gives the emergency number of the country', () => {
    expect(emergencyText('QLD')).toContain('call 000');
    expect(emergencyText('NZ')).toContain('call 111');
  });
});
