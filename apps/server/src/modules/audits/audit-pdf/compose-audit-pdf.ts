import type { Content } from 'pdfmake/interfaces';
import { answerFileIds, auditDoneBy, answerWords, questionStates, questionsInOrder } from '@hivis/contracts';
import type { TAuditQuestion, TAuditResponseDetails, TAuditSection } from '@hivis/contracts';
import { formatDate, formatDateTime } from '../../../platform/pdf/dates.js';
import { frameFooter, frameHeader } from '../../../platform/pdf/frame.js';
import type { PageFrame } from '../../../platform/pdf/frame.js';
import type { PdfDefinition } from '../../../platform/pdf/render.js';
import { PDF_COLOURS, PDF_STYLES, RULED_TABLE, detailsTable, headerRow } from '../../../platform/pdf/styles.js';

/*
 * The report of one submitted audit, laid out from data already read (no database here): the
 * result and the audit's details on the first page, the failed items next, with their notes and
 * photos, the actions they opened and where each stands, then every answer section by section
 * with its score. A4 portrait: a report is read
 * page by page and filed, and two photos side by side are still big enough to see a crack.
 */

/** What the layout needs, read by the export: images as data URLs pdfmake can embed. */
export type AuditPdfData = {
  response: TAuditResponseDetails;
  companyName: string;
  timeZone: string;
  /** The company's logo for the page header, when it has one pdfmake can print. */
  logo: string | null;
  /** Photos and signatures by file id; a file missing here prints as its name. */
  images: ReadonlyMap<string, string>;
  /** The actions the audit's failed answers opened, in its questions' order. */
  actions: readonly AuditPdfAction[];
};

/** An action as the report prints it: names already looked up. */
export type AuditPdfAction = {
  title: string;
  assignedTo: string | null;
  /** A day (YYYY-MM-DD) on the company's calendar. */
  dueOn: string | null;
  status: 'open' | 'done';
  done: { by: string | null; on: Date; note: string | null } | null;
};

const FAILED_RED = '#b00020';
/** Two photos side by side across A4 portrait's 523 pt of text width. */
const PHOTO_WIDTH = 255;
const SIGNATURE_WIDTH = 180;
const STATUS_WORDS = { submitted: 'Submitted, not reviewed yet', approved: 'Approved', returned: 'Sent back' } as const;

function resultLine({ score }: TAuditResponseDetails): string {
  const points = score.max > 0 ? ` (${score.score} of ${score.max} points)` : '';
  return `${score.failed ? 'FAILED' : 'PASSED'}${score.percentage === null ? '' : `: ${score.percentage}%`}${points}`;
}

function reviewLine(response: TAuditResponseDetails, timeZone: string): string {
  const review = response.review;
  if (!review) return STATUS_WORDS[response.status];
  const who = review.by?.name ?? 'a former account holder';
  const said = review.comment ? `: ${review.comment}` : '';
  return `${STATUS_WORDS[response.status]} by ${who}, ${formatDateTime(new Date(review.on), timeZone)}${said}`;
}

/** The place the phone shared, from the audit's first location answer. */
function locationLine(response: TAuditResponseDetails): string {
  for (const { question } of questionsInOrder(response.sections)) {
    if (question.type !== 'show_location') continue;
    const words = answerWords(question, response.answers[question.id]);
    if (words) return words;
  }
  return '';
}

function cover(data: AuditPdfData): Content[] {
  const { response, timeZone } = data;
  const failedCount = response.score.failedQuestionIds.length;
  return [
    { text: response.templateName, style: 'title' },
    { text: resultLine(response), fontSize: 20, bold: true, color: response.score.failed ? FAILED_RED : PDF_COLOURS.ink, margin: [0, 8, 0, 2] },
    { text: failedCount === 0 ? 'No failed items.' : `${failedCount} failed item${failedCount === 1 ? '' : 's'}, listed first.`, margin: [0, 0, 0, 10] },
    detailsTable([
      ['Done by', auditDoneBy(response, 'A former member of staff')],
      ['Started', formatDateTime(new Date(response.startedOn), timeZone)],
      ['Submitted', formatDateTime(new Date(response.submittedOn), timeZone)],
      ['Job', response.job?.name ?? ''],
      ['Worksite', response.worksite?.name ?? ''],
      ...(locationLine(response) ? [['Location', locationLine(response)] as const] : []),
      ['Template version', String(response.version)],
      ['Review', reviewLine(response, timeZone)],
    ]),
  ];
}

/** Photos two to a row, each kept whole on its page; a file with no printable image prints as its name. */
function photos(data: AuditPdfData, fileIds: readonly string[], names: ReadonlyMap<string, string>): Content[] {
  const printable = fileIds.map((id) => ({ id, image: data.images.get(id) }));
  const rows: Content[] = [];
  for (let at = 0; at < printable.length; at += 2) {
    const pair = printable.slice(at, at + 2);
    rows.push({
      columns: pair.map(({ id, image }) =>
        image
          ? { image, fit: [PHOTO_WIDTH, PHOTO_WIDTH], width: PHOTO_WIDTH }
          : { text: `Photo: ${names.get(id) ?? 'not available'}`, style: 'muted', width: PHOTO_WIDTH },
      ),
      columnGap: 13,
      margin: [0, 4, 0, 4],
      unbreakable: true,
    });
  }
  return rows;
}

/** One question as answered: its wording, the answer in words or as pictures, its note and evidence. */
function answerBlock(data: AuditPdfData, question: TAuditQuestion, failed: boolean, names: ReadonlyMap<string, string>): Content[] {
  const { answers, notes, evidence } = data.response;
  const answer = answers[question.id];
  const words = answerWords(question, answer);
  const files = answerFileIds(question, answer);
  const heading: Content = {
    columns: [
      { text: question.prompt, bold: true, width: '*' },
      ...(failed ? [{ text: 'FAILED', bold: true, color: FAILED_RED, width: 'auto' as const }] : []),
    ],
    columnGap: 8,
  };
  const body: Content[] = [];
  if (words !== null) body.push({ text: words });
  else if (files.length === 0) body.push({ text: question.type === 'show_file' ? 'Not confirmed' : 'Not answered', style: 'muted' });
  if (question.type === 'signature') {
    const image = files[0] ? data.images.get(files[0]) : undefined;
    body.push(image ? { image, fit: [SIGNATURE_WIDTH, 80], margin: [0, 2, 0, 2] } : { text: 'Signed (the image could not be printed)', style: 'muted' });
  } else if (question.type === 'photo') body.push(...photos(data, files, names));
  else if (files.length > 0) {
    const noun = question.type === 'audio' ? 'Recording' : 'File';
    body.push({ text: files.map((id) => `${noun}: ${names.get(id) ?? 'not available'} (kept with the audit in HiVis)`).join('\n'), style: 'muted' });
  }
  const note = notes[question.id];
  if (note) body.push({ text: [{ text: 'Note: ', bold: true }, note] });
  const shown = evidence[question.id] ?? [];
  if (shown.length > 0) body.push({ text: 'Photos of the problem', style: 'label', margin: [0, 4, 0, 0] }, ...photos(data, shown, names));
  // The wording and the first line of its answer stay together; photos may follow on the next page.
  return [{ stack: [heading, ...body.slice(0, 1)], unbreakable: true, margin: [0, 6, 0, 0] }, ...body.slice(1)];
}

/** A calendar day as the report prints dates: "27 Nov 2026" (midnight UTC, printed in UTC, is that day). */
const dayWords = (day: string) => formatDate(new Date(`${day}T00:00:00Z`), 'UTC');

function actionStatus(action: AuditPdfAction, timeZone: string): string {
  if (!action.done) return 'Open';
  const note = action.done.note ? `: ${action.done.note}` : '';
  return `Done by ${action.done.by ?? 'a former member of staff'}, ${formatDateTime(action.done.on, timeZone)}${note}`;
}

/** What the failed answers opened, and where each stands as the report is made. */
function actionsPart({ actions, timeZone }: AuditPdfData): Content[] {
  if (actions.length === 0) return [];
  return [
    { text: 'Actions', style: 'sectionHeading' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 90, 70, 150],
        body: [
          headerRow(['Action', 'Given to', 'Due', 'Status']),
          ...actions.map((action) => [
            { text: action.title },
            { text: action.assignedTo ?? 'Nobody', color: action.assignedTo ? PDF_COLOURS.ink : PDF_COLOURS.muted },
            { text: action.dueOn ? dayWords(action.dueOn) : 'No due day' },
            { text: actionStatus(action, timeZone), bold: !action.done },
          ]),
        ],
      },
      layout: RULED_TABLE,
    },
  ];
}

function sectionScore(response: TAuditResponseDetails, section: TAuditSection): string {
  const score = response.score.sections.find((each) => each.id === section.id);
  return score && score.max > 0 ? ` (${score.score} of ${score.max} points${score.percentage === null ? '' : `, ${score.percentage}%`})` : '';
}

export function layOutAudit(data: AuditPdfData): PdfDefinition {
  const { response } = data;
  const states = questionStates(response.sections, response.answers);
  const names = new Map(response.files.map((file) => [file.id, file.name]));
  const failedIds = new Set(response.score.failedQuestionIds);
  const ordered = questionsInOrder(response.sections);

  const failedItems = ordered.filter(({ question }) => failedIds.has(question.id));
  const failedPart: Content[] =
    failedItems.length === 0
      ? []
      : [
          { text: 'Failed items', style: 'sectionHeading', color: FAILED_RED },
          ...failedItems.flatMap(({ section, question }) => [
            { text: section.title || 'Section', style: 'muted', margin: [0, 6, 0, 0] } as Content,
            ...answerBlock(data, question, true, names),
          ]),
        ];

  const sections = [...response.sections].sort((a, b) => a.order - b.order);
  const answersPart: Content[] = sections.flatMap((section, index): Content[] => {
    const shown = section.elements.filter((question) => states.get(question.id)?.visible);
    if (shown.length === 0) return [];
    return [
      { text: `${section.title || `Section ${index + 1}`}${sectionScore(response, section)}`, style: 'sectionHeading' },
      ...shown.flatMap((question) => answerBlock(data, question, failedIds.has(question.id), names)),
    ];
  });

  const frame: PageFrame = {
    title: response.templateName,
    subtitle: data.companyName,
    edition: `Audit report, ${formatDateTime(new Date(response.submittedOn), data.timeZone)}`,
    logo: data.logo,
    extraPages: 0,
  };
  return {
    pageSize: 'A4',
    pageMargins: [36, 64, 36, 40],
    info: { title: `${response.templateName}: audit report`, author: data.companyName, subject: resultLine(response) },
    header: frameHeader(frame),
    footer: frameFooter(frame),
    styles: PDF_STYLES,
    content: [...cover(data), ...failedPart, ...actionsPart(data), { text: 'Every answer', style: 'title', margin: [0, 16, 0, 0] }, ...answersPart],
  };
}
