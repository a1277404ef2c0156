import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('keeps digits and a leading plus, dropping spaces and brackets', () => {
    expect(telHref('1300 448 447')).toBe('tel:1300448447');
    expect(telHref('+61 (7) 3000-0000')).toBe('tel:+61730000000');
  });
});
