import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { toWinAnsi } from './winansi.js';

/*
 * Joining PDFs with pdf-lib: our generated pages, then the pages kept from a company's own PDF
 * (its template), each of those stamped with the same footer line as ours so every page of the
 * document says which version it belongs to.
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

export async function appendPdfPages(main: Buffer, appended: AppendedPdf): Promise<Buffer> {
  if (appended.pages.length === 0) return main;
  const merged = await PDFDocument.load(main, { updateMetadata: false });
  const source = await PDFDocument.load(appended.bytes, { ignoreEncryption: true, updateMetadata: false });
  const font = await merged.embedFont(StandardFonts.Helvetica);
  const copied = await merged.copyPages(
    source,
    appended.pages.map((page) => page - 1),
  );
  const firstNumber = merged.getPageCount() + 1;
  const total = merged.getPageCount() + copied.length;
  copied.forEach((page, index) => {
    merged.addPage(page);
    const text = toWinAnsi(appended.footer(firstNumber + index, total));
    const size = 7;
    const width = font.widthOfTextAtSize(text, size);
    page.drawText(text, { x: Math.max(12, (page.getWidth() - width) / 2), y: 10, size, font, color: rgb(0.3, 0.3, 0.3) });
  });
  return Buffer.from(await merged.save());
}
