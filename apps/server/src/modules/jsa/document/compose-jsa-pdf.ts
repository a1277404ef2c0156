import type { Content, TableCell } from 'pdfmake/interfaces';
import { CONTROL_LEVELS, DEFAULT_RISK_BANDS, dayIn, riskBand } from '@hivis/contracts';
import type { FileStorage } from '../../../platform/files/storage.js';
import { formatDateTime } from '../../../platform/pdf/dates.js';
import { frameFooter, frameHeader, type PageFrame } from '../../../platform/pdf/frame.js';
import { imageDataUrl, isRenderableImage, type PdfDefinition } from '../../../platform/pdf/render.js';
import { readStoredBytes } from '../../../platform/pdf/stored-bytes.js';
import { PDF_COLOURS, PDF_STYLES, RISK_BAND_FILL, RULED_TABLE, detailsTable, headerRow, paragraph } from '../../../platform/pdf/styles.js';
import type { DocumentSignOn, PaperworkDocument } from '../../paperwork/index.js';
import type { JsaDocumentExtra, JsaVersionContent } from './jsa-version.js';

/*
 * The PDF of a JSA version: the task's steps with each hazard rated before and after its controls,
 * the PPE and notes, then the sign-on register with each signature. The paperwork core reads in
 * its transaction (jsa-version.ts readJsaExtra) and lays out after it (layOutJsa), again after
 * every sign-on. A4 landscape, like the SWMS: the steps table has six columns a worker must read
 * across.
 */

async function logoOf(storage: FileStorage, key: string | null, careful: boolean): Promise<string | null> {
  if (!key) return null;
  try {
    const logo = imageDataUrl(await readStoredBytes(storage, key));
    // After a layout the decoder refused: a logo it cannot draw is left out, not the document.
    return logo && careful && !(await isRenderableImage(logo)) ? null : logo;
  } catch {
    // A missing logo must not stop the document.
    return null;
  }
}

const heading = (text: string): Content => ({ text, style: 'sectionHeading' });

/** "12 High", on the band's colour. */
function ratingCell(rating: { likelihood: number; consequence: number }): TableCell {
  const band = riskBand(rating.likelihood, rating.consequence, DEFAULT_RISK_BANDS);
  return {
    text: `${rating.likelihood * rating.consequence} ${band.label}`,
    bold: true,
    alignment: 'center',
    fillColor: RISK_BAND_FILL[band.code] ?? PDF_COLOURS.band,
  };
}

const levelLabel = (code: string) => CONTROL_LEVELS.find((level) => level.code === code)?.label ?? code;

/** A row per hazard; the step's cell spans its hazards' rows. */
function stepRows(content: JsaVersionContent): TableCell[][] {
  return content.steps.flatMap((step, index) =>
    step.hazards.map((hazard, at): TableCell[] => [
      at === 0 ? { text: [{ text: `${index + 1}. `, bold: true }, step.description], rowSpan: step.hazards.length } : {},
      { text: hazard.hazard, bold: true },
      ratingCell(hazard.before),
      { ul: hazard.controls.map((control) => ({ text: [{ text: `${levelLabel(control.level)}: `, bold: true }, control.text] })) },
      ratingCell(hazard.after),
      hazard.residualReason ? { text: hazard.residualReason } : { text: '' },
    ]),
  );
}

function stepsTable(content: JsaVersionContent): Content {
  const bands = DEFAULT_RISK_BANDS.map((band, index) => {
    const next = DEFAULT_RISK_BANDS[index + 1];
    return `${band.label} ${band.minScore}-${next ? next.minScore - 1 : 25}`;
  });
  return [
    heading('Steps, hazards and controls'),
    { text: `Risk score = likelihood x consequence (1 to 25): ${bands.join(', ')}.`, style: 'muted', margin: [0, 0, 0, 4] },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: [150, 110, 52, '*', 52, 130],
        body: [headerRow(['Step', 'Hazard', 'Risk before', 'Controls (hierarchy level)', 'Risk after', 'Why no higher control']), ...stepRows(content)],
      },
      layout: RULED_TABLE,
    },
  ];
}

function register(signOns: readonly DocumentSignOn[], version: number, timeZone: string): Content[] {
  const intro: Content = {
    text: 'By signing I confirm I have read this analysis, I understand the hazards and their controls, and I will do the task as it says.',
    margin: [0, 0, 0, 4],
  };
  if (signOns.length === 0) return [heading('Sign-on register'), intro, { text: 'Nobody has signed on yet.', style: 'muted' }];
  const rows: TableCell[][] = signOns.map((signOn, index) => [
    { text: String(index + 1) },
    { text: signOn.signerName, bold: true },
    signOn.version === version
      ? { text: `v${signOn.version}` }
      : { stack: [{ text: `v${signOn.version}` }, { text: 'Signed an earlier version: to sign again', style: 'muted' }] },
    { text: formatDateTime(signOn.signedAt, timeZone) },
    signOn.signatureImage ? { image: signOn.signatureImage, fit: [120, 36] } : { text: 'Signed electronically', style: 'muted' },
  ]);
  return [
    heading('Sign-on register'),
    intro,
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: [20, '*', 150, 160, 130],
        body: [headerRow(['#', 'Name', 'Version', 'Time signed', 'Signature']), ...rows],
      },
      layout: RULED_TABLE,
    },
  ];
}

/** The kind's layout: the signatures' images are read already by the core; the logo is read here. */
export async function layOutJsa(
  storage: FileStorage,
  document: PaperworkDocument<JsaDocumentExtra>,
  { careful }: { careful: boolean },
): Promise<PdfDefinition> {
  const { content, header } = document.extra;
  const zone = header.company.timeZone;
  const { version, issuedAt } = document.version;
  const frame: PageFrame = {
    title: header.documentTitle,
    subtitle: header.company.name,
    edition: `Version ${version}`,
    logo: await logoOf(storage, document.extra.logoKey, careful),
    extraPages: 0,
  };
  const job = header.job.jobNumber ? `${header.job.title} (job ${header.job.jobNumber})` : header.job.title;
  const saved =
    content.savedBy.name === content.preparedBy.name ? formatDateTime(issuedAt, zone) : `${formatDateTime(issuedAt, zone)} by ${content.savedBy.name}`;
  // A later version's sign-ons never reach an earlier version's document.
  const signOns = document.signOns.filter((signOn) => signOn.version <= version);
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 64, 36, 40],
    info: { title: `${header.documentTitle}: ${content.task}`, author: header.company.name, producer: 'HiVis' },
    header: frameHeader(frame),
    footer: frameFooter(frame),
    styles: PDF_STYLES,
    content: [
      { text: header.documentTitle, style: 'title', margin: [0, 0, 0, 6] },
      detailsTable([
        ['Company', header.company.name],
        ['Job', job],
        ['Worksite', header.worksite.name],
        ['Address', header.worksite.address ?? ''],
        ['Task', content.task],
        ['Version', `${version}, saved ${saved}`],
        ['Prepared by', content.preparedBy.name],
      ]),
      stepsTable(content),
      heading('PPE'),
      content.ppe.length ? { ul: content.ppe } : { text: 'None named', style: 'muted' },
      heading('Notes'),
      paragraph(content.notes ?? ''),
      ...register(signOns, version, zone),
    ],
  };
}

/** "JSA <task> <YYYY-MM-DD>" ("Task analysis" in New Zealand); the core adds the version and .pdf. */
export function jsaFileName(document: PaperworkDocument<JsaDocumentExtra>): string {
  const { content, header } = document.extra;
  const noun = header.documentTitle === 'Task Analysis' ? 'Task analysis' : 'JSA';
  return `${noun} ${content.task} ${dayIn(document.version.issuedAt, header.company.timeZone)}`;
}
