import { describe, expect, it } from 'vitest';
import { RANDOM_ID_ALPHABET, RANDOM_ID_LENGTH } from '../constants.js';
import { randomId } from './random-id.js';

describe('randomId (spec sections 5 and 9)', () => {
  it('is 8 characters over 62 alphanumerics', () => {
    expect(RANDOM_ID_LENGTH).toBe(8);
    expect(RANDOM_ID_ALPHABET).toHaveLength(62);
    expect(new Set(RANDOM_ID_ALPHABET).size).toBe(62);
    for (let i = 0; i < 200; i++) expect(randomId()).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('takes another length', () => {
    expect(randomId(1)).toMatch(/^[A-Za-z0-9]$/);
    expect(randomId(40)).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(randomId(0)).toBe('');
  });

  it('does not repeat and uses the whole alphabet about evenly', () => {
    const ids = Array.from({ length: 5000 }, () => randomId());
    expect(new Set(ids).size).toBe(ids.length);
    const counts = new Map<string, number>();
    for (const char of ids.join('')) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // 40 000 characters: about 645 each. A modulo bias or a stuck byte would show far outside this band.
    for (const [char, count] of counts) {
      expect(count, char).toBeGreaterThan(500);
      expect(count, char).toBeLessThan(800);
    }
  });
});
