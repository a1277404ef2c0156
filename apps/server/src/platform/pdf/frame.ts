import type { Content, DynamicContent } from 'pdfmake/interfaces';
import { PDF_COLOURS } from './styles.js';

/*
 * The frame around every page: the company logo and document title at the top, the version and
 * issue date beside them, and "Page n of m" at the foot. `extraPages` counts pages appended after
 * pdfmake's (a company's template), so the total is the whole document's.
 */
export type PageFrame = {
  title: string;
  subtitle: string;
  /** Printed on the right of the header and in the footer of every page. */
  edition: string;
  logo: string | null;
  extraPages: number;
};

export function frameHeader(frame: PageFrame): DynamicContent {
  return () => ({
    margin: [36, 18, 36, 0],
    columns: [
      frame.logo ? { image: frame.logo, fit: [110, 34], width: 120 } : { text: '', width: 0 },
      {
        stack: [
          { text: frame.title, fontSize: 13, bold: true },
          { text: frame.subtitle, color: PDF_COLOURS.muted },
        ],
        width: '*',
      },
      { text: frame.edition, alignment: 'right', width: 220, bold: true },
    ],
  });
}

export function footerLine(frame: PageFrame, page: number, total: number): string {
  return `${frame.subtitle} - ${frame.edition} - Page ${page} of ${total}`;
}

export function frameFooter(frame: PageFrame): DynamicContent {
  return (page: number, pages: number): Content => ({
    margin: [36, 8, 36, 0],
    text: footerLine(frame, page, pages + frame.extraPages),
    fontSize: 7.5,
    color: PDF_COLOURS.muted,
    alignment: 'center',
  });
}
