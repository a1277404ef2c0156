import { describe, expect, it } from 'vitest';
import { csvField, csvRow, parseCsv } from './csv.js';

describe('csv', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('Bondi Pavilion')).toBe('Bondi Pavilion');
    expect(csvField(7.5)).toBe('7.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
    expect(csvField('-31.95224, 115.86140')).toBe('"-31.95224, 115.86140"');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvField('The "big" job')).toBe('"The ""big"" job"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('-2+3+cmd|calc')).toBe("'-2+3+cmd|calc");
    expect(csvField('+61 412')).toBe("'+61 412");
    expect(csvField('@sum')).toBe("'@sum");
  });

  it('ends rows with CRLF and reads back what it wrote', () => {
    const rows = [
      ['date', 'employee', 'note'],
      ['16/11/2026', 'Smith, Jo', 'said "hi"\r\nthen left'],
      ['', 'Ng', ''],
    ];
    const text = rows.map(csvRow).join('');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual(rows);
  });
});
