import { describe, expect, it } from 'vitest';
import { randomSecret, safeEqual, sha256 } from './secrets.js';

describe('secrets', () => {
  it('makes url-safe random secrets of 256 bits', () => {
    const secret = randomSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomSecret()).not.toBe(secret);
  });

  it('hashes with SHA-256 hex', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('compares equal strings only, whatever their lengths', () => {
    expect(safeEqual('same', 'same')).toBe(true);
    expect(safeEqual('same', 'Same')).toBe(false);
    expect(safeEqual('short', 'longer value')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });
});
