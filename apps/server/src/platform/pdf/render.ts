import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { winAnsiDeep } from './winansi.js';

/*
 * The one place the server lays out PDFs with pdfmake. Only the 14 standard PDF fonts are used
 * (no font files to ship; Helvetica covers the Latin-1 text we print), and pdfmake may neither
 * fetch URLs nor read local files: every image arrives as bytes (a data URL) from our file store.
 */
const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
// pdfmake asks the local policy about font "paths" too: the standard font names are the only ones allowed.
const STANDARD_FONT_NAMES = new Set<string>(Object.values(HELVETICA));
pdfmake.setFonts({ Helvetica: HELVETICA });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONT_NAMES.has(path));

export type PdfDefinition = TDocumentDefinitions;

export async function renderPdf(definition: PdfDefinition): Promise<Buffer> {
  const { pageBreakBefore, ...printable } = definition;
  // pageBreakBefore answers a boolean, not content: it is passed through as it is.
  return pdfmake
    .createPdf({ ...winAnsiDeep(printable), pageBreakBefore, defaultStyle: { font: 'Helvetica', fontSize: 9, ...definition.defaultStyle } })
    .getBuffer();
}

/** An image for pdfmake, from bytes; null when the bytes are not a PNG or JPEG pdfmake can embed. */
export function imageDataUrl(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return `data:image/png;base64,${bytes.toString('base64')}`;
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return `data:image/jpeg;base64,${bytes.toString('base64')}`;
  return null;
}

/**
 * Whether pdfmake can draw this image: the magic bytes of a PNG or JPEG can front a body its
 * decoder refuses, and one such image would stop the whole document.
 */
export async function isRenderableImage(dataUrl: string): Promise<boolean> {
  try {
    await renderPdf({ content: [{ image: dataUrl, width: 10 }] });
    return true;
  } catch {
    return false;
  }
}
