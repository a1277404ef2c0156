import type { Content, CustomTableLayout, Style, TableCell } from 'pdfmake/interfaces';

/** Shared look of the PDFs we lay out: sizes, colours and a plain ruled table. */

export const PDF_COLOURS = { ink: '#1a1a1a', muted: '#555555', rule: '#9a9a9a', headerFill: '#e8e8e8', band: '#f4f4f4' } as const;

/** Risk band colours (SWMS, JSA), light enough to print and photocopy with the text still readable. */
export const RISK_BAND_FILL: Record<string, string> = { low: '#dff0d8', medium: '#fcf3cf', high: '#f8d7b0', extreme: '#f2b8b5' };

export const PDF_STYLES: Record<string, Style> = {
  title: { fontSize: 16, bold: true },
  sectionHeading: { fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
  subHeading: { fontSize: 10, bold: true, margin: [0, 8, 0, 3] },
  label: { bold: true, color: PDF_COLOURS.muted },
  muted: { color: PDF_COLOURS.muted },
  tableHeader: { bold: true, fillColor: PDF_COLOURS.headerFill },
  small: { fontSize: 7.5 },
};

/** Thin rules on every cell: prints well in black and white and on a site office photocopier. */
export const RULED_TABLE: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => PDF_COLOURS.rule,
  vLineColor: () => PDF_COLOURS.rule,
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

export function headerRow(labels: readonly string[]): TableCell[] {
  return labels.map((text) => ({ text, style: 'tableHeader' }));
}

/** Label / value pairs in two columns, for details sections. */
export function detailsTable(rows: readonly (readonly [string, string])[]): Content {
  return {
    table: {
      widths: [160, '*'],
      body: rows.map(([label, value]) => [
        { text: label, style: 'label' },
        { text: value === '' ? 'Not given' : value, color: value === '' ? PDF_COLOURS.muted : PDF_COLOURS.ink },
      ]),
    },
    layout: RULED_TABLE,
  };
}

/** A block of free text written by the user; blank shows as "Not given" rather than vanishing. */
export function paragraph(text: string): Content {
  return text.trim() === '' ? { text: 'Not given', style: 'muted' } : { text: text.trim() };
}
