import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { serverRoot } from '../../config.js';

/*
 * The fonts embedded in the PDFs we lay out (apps/server/assets/fonts, built by
 * scripts/build-pdf-fonts.sh; see docs/decisions.md, "Fonts in PDFs"). Liberation Sans has the
 * widths of Helvetica, so documents keep the look and line breaks they had with the standard font,
 * and draws Latin (Māori macrons, Vietnamese), Greek, Cyrillic and Hebrew. Noto Sans CJK, cut down
 * to the common Chinese, Japanese and Korean characters, draws what Liberation Sans cannot; it has
 * one weight, used for bold too. PDFKit embeds only the glyphs a document uses.
 */
export const FONT_DIR = path.join(serverRoot, 'assets/fonts');

export type PdfFace = {
  /** The pdfmake font family. */
  family: string;
  /** File names in FONT_DIR, per pdfmake style. */
  files: { normal: string; bold: string };
  font: Font;
};

// Each file is read once. PDFKit parses the files a document uses for that document; the parsed
// regular faces here answer which characters a font draws.
const bytes = new Map<string, Buffer>();
function read(file: string): Buffer {
  let content = bytes.get(file);
  if (!content) {
    content = readFileSync(path.join(FONT_DIR, file));
    bytes.set(file, content);
  }
  return content;
}

function face(family: string, normal: string, bold: string): PdfFace {
  read(bold);
  return { family, files: { normal, bold }, font: create(read(normal)) };
}

/** In the order they are tried for each character: the first that draws it prints it. */
export const PDF_FACES: readonly PdfFace[] = [
  face('Sans', 'LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'),
  face('Cjk', 'NotoSansCJKsc-Regular-subset.otf', 'NotoSansCJKsc-Regular-subset.otf'),
];

export const DEFAULT_FAMILY = 'Sans';

/** Every font file by name, for pdfmake's in-memory file system. */
export function fontFiles(): ReadonlyMap<string, Buffer> {
  return bytes;
}
