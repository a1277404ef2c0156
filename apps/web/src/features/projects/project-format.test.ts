import { describe, expect, it } from 'vitest';
import { dateRange, formatAbn, formatDay } from './project-format';

describe('project dates', () => {
  it('shows calendar days as DD/MM/YYYY without shifting them', () => {
    expect(formatDay('2026-12-01')).toBe('01/12/2026');
    expect(formatDay(null)).toBe('');
    expect(formatDay('not a day')).toBe('');
  });

  it('describes a range with either end missing', () => {
    expect(dateRange('2026-12-01', '2027-03-31')).toBe('01/12/2026 – 31/03/2027');
    expect(dateRange('2026-12-01', null)).toBe('From 01/12/2026');
    expect(dateRange(null, '2027-03-31')).toBe('Until 31/03/2027');
    expect(dateRange(null, null)).toBe('');
  });
});

describe('formatAbn', () => {
  it('groups an ABN as the ATO writes it and leaves other numbers alone', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn('9429041535219')).toBe('9429041535219');
    expect(formatAbn(null)).toBe('');
  });
});
