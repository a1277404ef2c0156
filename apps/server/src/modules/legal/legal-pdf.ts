import PDFDocument from 'pdfkit';
import type { Block } from './markdown-blocks.js';
import { documentTitle } from './markdown-blocks.js';

/*
 * Renders parsed legal text into an A4 PDF with PDFKit's built-in (standard 14) fonts, so nothing
 * is downloaded or embedded. Build-time only: apps/server/package.json has pdfkit as a dev
 * dependency, and nothing the server bundle imports may import this file.
 */

const MM = 72 / 25.4;
const MARGIN = { top: 25 * MM, bottom: 22 * MM, left: 22 * MM, right: 22 * MM };
const BODY = { font: 'Helvetica', size: 10.5, lineGap: 2.5 };
const HEADINGS = {
  1: { font: 'Helvetica-Bold', size: 20, before: 0, after: 10 },
  2: { font: 'Helvetica-Bold', size: 13.5, before: 14, after: 5 },
  3: { font: 'Helvetica-Bold', size: 11.5, before: 10, after: 4 },
} as const;
const PARAGRAPH_GAP = 7;
const BULLET_INDENT = 14;
const INK = '#1a1a1a';
const MUTED = '#555555';
const ACCENT = '#c25e00';

export type LegalPdfOptions = {
  productName: string;
  /** Written into the PDF's dates, so the same text always gives the same file. */
  date: Date;
};

export async function renderLegalPdf(blocks: Block[], options: LegalPdfOptions): Promise<Buffer> {
  const title = documentTitle(blocks);
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    info: {
      Title: title,
      Author: options.productName,
      Subject: title,
      Creator: `${options.productName} build`,
      CreationDate: options.date,
      ModDate: options.date,
    },
    displayTitle: true,
    lang: 'en-AU',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN.left - MARGIN.right;
  const bottom = () => doc.page.height - MARGIN.bottom;
  const lineHeight = (size: number) => {
    doc.fontSize(size);
    return doc.currentLineHeight(true) + BODY.lineGap;
  };
  /** Starts a new page unless `needed` points still fit on this one. */
  const keep = (needed: number) => {
    if (doc.y + needed > bottom()) doc.addPage();
  };

  doc.fillColor(INK);
  blocks.forEach((block, index) => {
    if (block.kind === 'heading') {
      const style = HEADINGS[block.level];
      doc.font(style.font).fontSize(style.size);
      const height = doc.heightOfString(block.text, { width });
      // A heading never ends a page: it stays with at least three lines of what follows.
      if (index > 0) keep(style.before + height + style.after + 3 * lineHeight(BODY.size));
      if (index > 0 && doc.y > MARGIN.top) doc.y += style.before;
      doc
        .font(style.font)
        .fontSize(style.size)
        .fillColor(block.level === 1 ? ACCENT : INK);
      doc.text(block.text, MARGIN.left, doc.y, { width });
      doc.fillColor(INK);
      doc.y += style.after;
    } else if (block.kind === 'paragraph') {
      keep(2 * lineHeight(BODY.size));
      doc.font(BODY.font).fontSize(BODY.size);
      doc.text(block.text, MARGIN.left, doc.y, { width, lineGap: BODY.lineGap, align: 'left' });
      doc.y += PARAGRAPH_GAP;
    } else {
      for (const item of block.items) {
        keep(lineHeight(BODY.size));
        doc.font(BODY.font).fontSize(BODY.size);
        const top = doc.y;
        doc.text('\u2022', MARGIN.left + 3, top, { lineBreak: false });
        doc.text(item, MARGIN.left + BULLET_INDENT, top, { width: width - BULLET_INDENT, lineGap: BODY.lineGap });
        doc.y += 3;
      }
      doc.y += PARAGRAPH_GAP - 3;
    }
  });

  drawPageFurniture(doc, options.productName, title);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

/** Product name and title at the top of every page, "Page n of m" at the bottom. */
function drawPageFurniture(doc: PDFKit.PDFDocument, productName: string, title: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing inside the margins would make PDFKit start a new page; lift them while drawing.
    const saved = doc.page.margins;
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    const left = MARGIN.left;
    const right = doc.page.width - MARGIN.right;
    const width = right - left;
    const headerY = 12 * MM;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(ACCENT).text(productName, left, headerY, { lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(title, left, headerY + 1, { width, align: 'right', lineBreak: false });
    doc
      .moveTo(left, headerY + 15)
      .lineTo(right, headerY + 15)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
    const footerY = doc.page.height - 13 * MM;
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, left, footerY, { width, align: 'center', lineBreak: false });
    doc.page.margins = saved;
  }
}
