import pdfmake from 'pdfmake';
import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';
import { DEFAULT_FAMILY, PDF_FACES, fontFiles } from './fonts.js';
import { printableDeep } from './printable.js';
import { timedPdfRender } from '../observability/metrics.js';

/*
 * The one place the server lays out PDFs with pdfmake. The fonts are our embedded ones
 * (fonts.ts), given to pdfmake from memory; text is split into runs per font (printable.ts).
 * pdfmake may neither fetch URLs nor read local files: every image arrives as bytes (a data URL)
 * from our file store.
 */
type VirtualFileSystem = { writeFileSync(name: string, content: Buffer): void };
const { virtualfs } = pdfmake as unknown as { virtualfs: VirtualFileSystem };
for (const [name, content] of fontFiles()) virtualfs.writeFileSync(name, content);
// No font has an italic face: nothing we print is italic, and italic text prints upright.
const FONTS: TFontDictionary = Object.fromEntries(
  PDF_FACES.map(({ family, files }) => [family, { normal: files.normal, bold: files.bold, italics: files.normal, bolditalics: files.bold }]),
);
pdfmake.setFonts(FONTS);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

export type PdfDefinition = TDocumentDefinitions;

export async function renderPdf(definition: PdfDefinition): Promise<Buffer> {
  const { pageBreakBefore, info, ...printable } = definition;
  // pageBreakBefore answers a boolean, not content, and the document's info is metadata (any
  // character is fine there): both are passed through as they are.
  return timedPdfRender(() =>
    pdfmake
      .createPdf({
        ...printableDeep(printable),
        ...(info ? { info } : {}),
        pageBreakBefore,
        defaultStyle: { font: DEFAULT_FAMILY, fontSize: 9, ...definition.defaultStyle },
      })
      .getBuffer(),
  );
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
