import { describe, expect, it } from 'vitest';
import { MISSING_GLYPH, printableDeep, textRuns } from './printable.js';

describe('textRuns', () => {
  it('keeps typed text in the default font, whatever Latin, Greek or Cyrillic it holds', () => {
    for (const text of ['Hēmi Te Rangi, Whakatāne', 'Nguyễn Thị Hương', 'Café – “quoted” 10 m² • 36 °C ≥ 40 → stop', 'Ελληνικά Кириллица', '']) {
      expect(textRuns(text)).toEqual([{ text, family: 'Sans' }]);
    }
  });

  it('prints Chinese, Japanese and Korean in the CJK font, one run per change of font', () => {
    expect(textRuns('Signed: 王小明 (김민준, さくら)')).toEqual([
      { text: 'Signed: ', family: 'Sans' },
      { text: '王小明', family: 'Cjk' },
      { text: ' (', family: 'Sans' },
      { text: '김민준', family: 'Cjk' },
      { text: ', ', family: 'Sans' },
      { text: 'さくら', family: 'Cjk' },
      { text: ')', family: 'Sans' },
    ]);
  });

  it('composes letters typed with separate accents', () => {
    expect(textRuns('Ho\u0302\u0300ng')).toEqual([{ text: 'Hồng', family: 'Sans' }]);
  });

  it('shows what no font draws as one visible box per character, never a question mark', () => {
    expect(textRuns('Done 🙂 👷‍♀️ 🇦🇺')).toEqual([{ text: `Done ${MISSING_GLYPH} ${MISSING_GLYPH} ${MISSING_GLYPH}`, family: 'Sans' }]);
    expect(
      textRuns('สวัสดี')
        .map((run) => run.text)
        .join(''),
    ).toMatch(/^□+$/);
  });

  it('prints ticks and crosses typed as emoji as the nearest mark, and drops invisible characters', () => {
    expect(
      textRuns('✅ ❌')
        .map((run) => run.text)
        .join(''),
    ).toBe('✓ X');
    expect(textRuns('⚠️ Live wires\u200b')).toEqual([
      { text: '⚠', family: 'Cjk' },
      { text: ' Live wires', family: 'Sans' },
    ]);
  });
});

describe('printableDeep', () => {
  it('splits strings and text arrays into runs, keeping each item’s style, and leaves the rest alone', () => {
    const footer = printableDeep((page: number) => ({ text: `Page ${page} – 王` }));
    expect(footer(2)).toEqual({ text: ['Page 2 – ', { text: '王', font: 'Cjk' }] });
    expect(
      printableDeep({
        content: [
          'Plain',
          '王小明',
          { text: ['Why: ', { text: 'Hēmi 王', bold: true }], style: 'label' },
          { image: 'data:image/png;base64,AAAA', width: 10 },
          { table: { widths: ['*'], body: [['小']] } },
        ],
      }),
    ).toEqual({
      content: [
        'Plain',
        { text: [{ text: '王小明', font: 'Cjk' }] },
        { text: ['Why: ', { text: 'Hēmi ', bold: true }, { text: '王', bold: true, font: 'Cjk' }], style: 'label' },
        { image: 'data:image/png;base64,AAAA', width: 10 },
        { table: { widths: ['*'], body: [[{ text: [{ text: '小', font: 'Cjk' }] }]] } },
      ],
    });
  });
});
