import type { Content, TableCell } from 'pdfmake/interfaces';
import { dayIn } from '@hivis/contracts';
import type { FileStorage } from '../../../platform/files/storage.js';
import { formatDate, formatDateTime } from '../../../platform/pdf/dates.js';
import { frameFooter, frameHeader, type PageFrame } from '../../../platform/pdf/frame.js';
import { imageDataUrl, isRenderableImage, type PdfDefinition } from '../../../platform/pdf/render.js';
import { readStoredBytes } from '../../../platform/pdf/stored-bytes.js';
import { PDF_STYLES, RULED_TABLE, detailsTable, headerRow, paragraph } from '../../../platform/pdf/styles.js';
import type { DocumentSignOn, PaperworkDocument } from '../../paperwork/index.js';
import type { TalkDocumentExtra } from './talk-version.js';

/*
 * The PDF of a pre-start talk: what was talked through, then the attendance register with each
 * signature. The paperwork core reads in its transaction (talk-version.ts readTalkExtra) and lays
 * out after it (layOutTalk), again after every sign-on. A4 portrait: one or two pages, filed with the job.
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

function register(signOns: readonly DocumentSignOn[], timeZone: string): Content[] {
  const intro: Content = {
    text: 'By signing I confirm I attended this pre-start talk, I understood what was said, and I will work to it.',
    margin: [0, 0, 0, 4],
  };
  if (signOns.length === 0) return [heading('Attendance register'), intro, { text: 'Nobody has signed on yet.', style: 'muted' }];
  const rows: TableCell[][] = signOns.map((signOn, index) => [
    { text: String(index + 1) },
    { text: signOn.signerName, bold: true },
    { text: formatDateTime(signOn.signedAt, timeZone) },
    signOn.signatureImage ? { image: signOn.signatureImage, fit: [120, 36] } : { text: 'Signed electronically', style: 'muted' },
  ]);
  return [
    heading('Attendance register'),
    intro,
    {
      table: { headerRows: 1, dontBreakRows: true, widths: [20, '*', 140, 130], body: [headerRow(['#', 'Name', 'Time signed', 'Signature']), ...rows] },
      layout: RULED_TABLE,
    },
  ];
}

/** The kind's layout: the signatures' images are read already by the core; the logo is read here. */
export async function layOutTalk(
  storage: FileStorage,
  document: PaperworkDocument<TalkDocumentExtra>,
  { careful }: { careful: boolean },
): Promise<PdfDefinition> {
  const { content, header } = document.extra;
  const zone = header.company.timeZone;
  const heldAt = new Date(content.heldAt);
  const frame: PageFrame = {
    title: 'Pre-Start Talk',
    subtitle: header.company.name,
    edition: `Held ${formatDate(heldAt, zone)}`,
    logo: await logoOf(storage, document.extra.logoKey, careful),
    extraPages: 0,
  };
  const job = header.job.jobNumber ? `${header.job.title} (job ${header.job.jobNumber})` : header.job.title;
  return {
    pageSize: 'A4',
    pageMargins: [36, 64, 36, 40],
    info: { title: `Pre-Start Talk: ${header.job.title}, ${formatDate(heldAt, zone)}`, author: header.company.name, producer: 'HiVis' },
    header: frameHeader(frame),
    footer: frameFooter(frame),
    styles: PDF_STYLES,
    content: [
      { text: 'Pre-Start Talk', style: 'title', margin: [0, 0, 0, 6] },
      detailsTable([
        ['Company', header.company.name],
        ['Job', job],
        ['Worksite', header.worksite.name],
        ['Address', header.worksite.address ?? ''],
        ['Held', formatDateTime(heldAt, zone)],
        ['Presented by', content.presenter.name],
      ]),
      heading('Topics'),
      { ul: content.topics },
      heading('Hazards of the day'),
      paragraph(content.hazards ?? ''),
      heading('Notes'),
      paragraph(content.notes ?? ''),
      ...register(document.signOns, zone),
    ],
  };
}

/** "Pre-start talk <job> <YYYY-MM-DD>" (the core adds the version and .pdf). */
export function talkFileName(document: PaperworkDocument<TalkDocumentExtra>): string {
  const { content, header } = document.extra;
  return `Pre-start talk ${header.job.title} ${dayIn(new Date(content.heldAt), header.company.timeZone)}`;
}
