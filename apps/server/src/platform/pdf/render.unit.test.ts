import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { appendPdfPages } from './merge.js';
import { MISSING_GLYPH } from './printable.js';
import { renderPdf } from './render.js';

/* Real PDFs from our fonts, read back as text. */

async function pdfText(bytes: Buffer): Promise<string[]> {
  const proxy = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(proxy, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

const TYPED = ['Hēmi Te Rangi', 'Nguyễn Thị Hương', '王小明', '김민준 さくら', 'Ελληνικά Кириллица'];

describe('renderPdf', () => {
  it('prints names as typed, in plain and bold text, and a visible box for an emoji', async () => {
    const pdf = await renderPdf({
      content: [
        ...TYPED.map((text) => ({ text })),
        { text: ['Signed by ', { text: '王小明', bold: true }, ' and ', { text: 'Hēmi Te Rangi', bold: true }] },
        'Toolbox talk done 🙂 ✅',
      ],
    });
    const [text = ''] = await pdfText(pdf);
    for (const typed of TYPED) expect(text).toContain(typed);
    expect(text).toContain('Signed by 王小明 and Hēmi Te Rangi');
    expect(text).toContain(`Toolbox talk done ${MISSING_GLYPH} ✓`);
    expect(text).not.toContain('?');
    // Only the glyphs used are embedded: the CJK font (2.8 MB) adds a few kilobytes.
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('stamps appended pages with a footer in the same fonts', async () => {
    const main = await renderPdf({ content: ['Our page'] });
    const template = await PDFDocument.create();
    const font = await template.embedFont(StandardFonts.Helvetica);
    for (const size of [
      [595, 842],
      [842, 595],
    ] as const)
      template.addPage([...size]).drawText('TEMPLATE', { x: 72, y: 300, size: 24, font });
    const merged = await appendPdfPages(main, {
      bytes: Buffer.from(await template.save()),
      pages: [1, 2],
      footer: (page, total) => `SWMS – Hēmi Te Rangi, 王小明 🙂 - Page ${page} of ${total}`,
    });
    const pages = await pdfText(merged);
    expect(pages).toHaveLength(3);
    expect(pages[1]).toContain(`SWMS – Hēmi Te Rangi, 王小明 ${MISSING_GLYPH} - Page 2 of 3`);
    expect(pages[2]).toContain('Page 3 of 3');
    expect(pages[2]).toContain('TEMPLATE');
  });
});
