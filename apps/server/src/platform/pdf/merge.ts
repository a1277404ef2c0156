import { PDFDocument } from 'pdf-lib';
import { renderPdf } from './render.js';

/*
 * Joining PDFs with pdf-lib: our generated pages, then the pages kept from a company's own PDF
 * (its template), each of those stamped with the same footer line as ours so every page of the
 * document says which version it belongs to. The footer holds the SWMS title as typed, so it is
 * laid out by pdfmake in our fonts (one strip a line high per page) and each strip is drawn onto
 * its page: pdf-lib's own text drawing has only the standard fonts.
 */

/** Pages of a PDF; null when the bytes are not a PDF pdf-lib can read. */
export async function countPdfPages(bytes: Buffer): Promise<number | null> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return pdf.getPageCount();
  } catch {
    return null;
  }
}

/** 1-based page numbers of a document with `total` pages, without the hidden ones. */
export function keptPages(total: number, hidden: readonly number[]): number[] {
  const hide = new Set(hidden);
  return Array.from({ length: total }, (_, index) => index + 1).filter((page) => !hide.has(page));
}

export type AppendedPdf = {
  bytes: Buffer;
  /** 1-based pages to keep, in order. */
  pages: readonly number[];
  /** The footer stamped on each appended page, given its page number and the merged document's page count. */
  footer: (pageNumber: number, totalPages: number) => string;
};

const FOOTER_SIZE = 7;
// Room for the tallest line (Noto Sans CJK: 1.45 em), so no strip ever runs onto a second page.
const STRIP_HEIGHT = 16;
// The line's baseline, above the strip's foot: its top margin plus Liberation Sans' ascent (0.905 em).
const STRIP_BASELINE = STRIP_HEIGHT - 2 - 0.905 * FOOTER_SIZE;
/** Where the footer's baseline sits, in points above the foot of the page. */
const FOOTER_BASELINE = 10;

/** One page per line, each `width` wide and a line high, the text centred and never wrapped. */
function footerStrips(lines: readonly string[], width: number): Promise<Buffer> {
  return renderPdf({
    pageSize: { width, height: STRIP_HEIGHT },
    pageMargins: [12, 2, 12, 0],
    content: lines.map((text, index) => ({
      text,
      noWrap: true,
      fontSize: FOOTER_SIZE,
      color: '#4d4d4d',
      alignment: 'center' as const,
      ...(index > 0 ? { pageBreak: 'before' as const } : {}),
    })),
  });
}

export async function appendPdfPages(main: Buffer, appended: AppendedPdf): Promise<Buffer> {
  if (appended.pages.length === 0) return main;
  const merged = await PDFDocument.load(main, { updateMetadata: false });
  const source = await PDFDocument.load(appended.bytes, { ignoreEncryption: true, updateMetadata: false });
  const copied = await merged.copyPages(
    source,
    appended.pages.map((page) => page - 1),
  );
  const firstNumber = merged.getPageCount() + 1;
  const total = merged.getPageCount() + copied.length;
  const width = Math.max(...copied.map((page) => page.getWidth()));
  const lines = copied.map((_, index) => appended.footer(firstNumber + index, total));
  const strips = await merged.embedPdf(
    await footerStrips(lines, width),
    lines.map((_, index) => index),
  );
  copied.forEach((page, index) => {
    merged.addPage(page);
    const strip = strips[index];
    if (strip) page.drawPage(strip, { x: (page.getWidth() - width) / 2, y: FOOTER_BASELINE - STRIP_BASELINE });
  });
  return Buffer.from(await merged.save());
}
