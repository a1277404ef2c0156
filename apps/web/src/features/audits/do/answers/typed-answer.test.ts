import { describe, expect, it } from 'vitest';
import { numberAnswer, withPhoneOffset } from './TypedAnswer';

describe('typed answers', () => {
  it('stores a number once what is typed is one, and the text until then', () => {
    expect(numberAnswer('6')).toBe(6);
    expect(numberAnswer('1.0')).toBe(1);
    expect(numberAnswer('-0.5')).toBe(-0.5);
    expect(numberAnswer('1.')).toBe('1.');
    expect(numberAnswer('four')).toBe('four');
    expect(numberAnswer('  ')).toBeUndefined();
  });

  it('keeps a picked date and time as the phone’s own time, with its offset', () => {
    const local = '2026-11-28T09:30';
    const stored = withPhoneOffset(local);
    expect(stored).toMatch(/^2026-11-28T09:30:00[+-]\d{2}:\d{2}$/);
    // The same moment the picker meant.
    expect(Date.parse(stored)).toBe(new Date(local).getTime());
  });
});
