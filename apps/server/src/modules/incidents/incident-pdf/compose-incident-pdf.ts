import type { Content } from 'pdfmake/interfaces';
import {
  BODY_PART_LABELS,
  CONTRIBUTING_FACTOR_LABELS,
  INCIDENT_HARM_LABELS,
  INCIDENT_JURISDICTIONS,
  INCIDENT_PERSON_KIND_LABELS,
  INCIDENT_STATUS_LABELS,
  INCIDENT_TREATMENT_LABELS,
  INCIDENT_TYPE_LABELS,
  NOTIFIABLE_CATEGORY_LABELS,
  NOTIFICATION_METHOD_LABELS,
  assessIncident,
} from '@hivis/contracts';
import type { TIncidentAssessment, TIncidentDetails } from '@hivis/contracts';
import { formatDate, formatDateTime } from '../../../platform/pdf/dates.js';
import { frameFooter, frameHeader } from '../../../platform/pdf/frame.js';
import type { PageFrame } from '../../../platform/pdf/frame.js';
import type { PdfDefinition } from '../../../platform/pdf/render.js';
import { PDF_COLOURS, PDF_STYLES, RULED_TABLE, detailsTable, headerRow, paragraph } from '../../../platform/pdf/styles.js';

/*
 * The report of one incident, laid out from data already read (no database here). What an
 * inspector or insurer asks first comes first: whether it is notifiable and why, what happened and
 * to whom, then the notice given, the investigation, the actions, the sign-off and the photos.
 * A4 portrait, like the audit report: read page by page and filed.
 */

/** What the layout needs, read by the export: images as data URLs pdfmake can embed. */
export type IncidentPdfData = {
  incident: TIncidentDetails;
  companyName: string;
  timeZone: string;
  /** The company's logo for the page header, when it has one pdfmake can print. */
  logo: string | null;
  /** The photos by file id; a photo missing here prints as its name. */
  images: ReadonlyMap<string, string>;
};

const NOTIFIABLE_RED = '#b00020';
/** Two photos side by side across A4 portrait's 523 pt of text width. */
const PHOTO_WIDTH = 255;
const GONE = 'a former member of staff';
/**
 * Points a section needs under its heading to start on the same page: a heading, column names and
 * a row. (Not pdfmake's keepWithHeaderRows: with a first row taller than the rest of the page it
 * drops the whole table, and a done note can be that long.)
 */
const KEEP_WITH_HEADING = 80;

const at = (iso: string, timeZone: string) => formatDateTime(new Date(iso), timeZone);
/** A calendar day as the report prints dates: "27 Nov 2026" (midnight UTC, printed in UTC, is that day). */
const dayWords = (day: string) => formatDate(new Date(`${day}T00:00:00Z`), 'UTC');
/** A section's heading; headlineLevel lets the page break keep it with what follows (below). */
const heading = (text: string): Content => ({ text, style: 'sectionHeading', headlineLevel: 1 });
const muted = (text: string): Content => ({ text, style: 'muted' });
const typeWords = (incident: TIncidentDetails) => incident.types.map((type) => INCIDENT_TYPE_LABELS[type]).join(', ');

/** The decision on the stored answers, by the same rules the screens use; null until answered. */
const decisionOf = ({ assessment }: TIncidentDetails) => (assessment ? assessIncident(assessment.jurisdiction, assessment.criteria) : null);

function verdictLine(decision: TIncidentAssessment | null): string {
  if (!decision) return 'Notification questions not answered yet';
  if (!decision.notifiable || !decision.category) return 'Not notifiable on the answers given';
  return `NOTIFIABLE to ${decision.regulator.name}: ${NOTIFIABLE_CATEGORY_LABELS[decision.category]}`;
}

function verdict({ incident, timeZone }: IncidentPdfData, decision: TIncidentAssessment | null): Content[] {
  const line: Content = { text: verdictLine(decision), fontSize: 14, bold: true, margin: [0, 8, 0, 2] };
  const { assessment } = incident;
  if (!decision || !assessment) return [{ ...line, color: PDF_COLOURS.muted }];
  const place = INCIDENT_JURISDICTIONS.find((item) => item.code === assessment.jurisdiction)?.name ?? assessment.jurisdiction;
  const answered = muted(`Answered for ${place} by ${assessment.answeredBy?.name ?? GONE}, ${at(assessment.answeredAt, timeZone)}.`);
  if (!decision.notifiable) return [line, answered];
  return [
    { ...line, color: NOTIFIABLE_RED },
    { ul: decision.reasons.map((reason) => `${reason.label} (${reason.reference})`), margin: [0, 2, 0, 2] },
    answered,
  ];
}

function details({ incident, timeZone }: IncidentPdfData): Content {
  return detailsTable([
    ['What kind', typeWords(incident)],
    ['When it happened', at(incident.occurredAt, timeZone)],
    ['Reported', `${at(incident.reportedAt, timeZone)} by ${incident.reportedBy?.name ?? GONE}`],
    ['Worksite', incident.worksite?.name ?? ''],
    ['Job', incident.job?.name ?? ''],
    ['Where exactly', incident.location ?? ''],
    ['Map point', incident.point ? `${incident.point.lat}, ${incident.point.lng}` : ''],
    ['Status', INCIDENT_STATUS_LABELS[incident.status]],
  ]);
}

function people({ incident }: IncidentPdfData): Content[] {
  if (incident.people.length === 0) return [heading('People involved'), muted('Nobody named.')];
  const table: Content = {
    table: {
      headerRows: 1,
      widths: [75, 65, 45, '*', 75, 75],
      body: [
        headerRow(['Name', 'Who they are', 'Harm', 'Injury', 'Body parts', 'Treatment']),
        ...incident.people.map((person) => [
          person.name,
          INCIDENT_PERSON_KIND_LABELS[person.kind],
          INCIDENT_HARM_LABELS[person.harm],
          person.injury ?? '',
          person.bodyParts.map((part) => BODY_PART_LABELS[part]).join(', '),
          INCIDENT_TREATMENT_LABELS[person.treatment],
        ]),
      ],
    },
    layout: RULED_TABLE,
  };
  return [heading('People involved'), table];
}

function witnesses({ incident }: IncidentPdfData): Content[] {
  if (incident.witnesses.length === 0) return [heading('Witnesses'), muted('No witnesses named.')];
  const table: Content = {
    table: {
      headerRows: 1,
      widths: [100, 80, '*'],
      body: [headerRow(['Name', 'Phone', 'Statement']), ...incident.witnesses.map((witness) => [witness.name, witness.phone ?? '', witness.statement ?? ''])],
    },
    layout: RULED_TABLE,
  };
  return [heading('Witnesses'), table];
}

function writtenNotice({ incident, timeZone }: IncidentPdfData, decision: TIncidentAssessment | null): string {
  const notice = incident.notification;
  if (notice?.writtenNoticeAt) return `Given ${at(notice.writtenNoticeAt, timeZone)}`;
  if (incident.writtenNoticeDueAt) return `Still due by ${at(incident.writtenNoticeDueAt, timeZone)}`;
  if (notice?.method === 'online') return 'The online form was the written notice';
  if (notice && decision?.notifiable) return 'Not asked for by the regulator';
  return decision?.notifiable ? 'Not given' : 'Not needed on the answers given';
}

function notice(data: IncidentPdfData, decision: TIncidentAssessment | null): Content[] {
  const given = data.incident.notification;
  if (!given) {
    if (!decision?.notifiable)
      return [heading('Notice to the regulator'), muted(decision ? 'None recorded: not needed on the answers given.' : 'None recorded.')];
    // The gap an inspector looks for first: said plainly, in the report's warning colour.
    const missing = `NOT RECORDED: this incident is notifiable, and no notice to ${decision.regulator.name} is recorded.`;
    const due = data.incident.writtenNoticeDueAt ? [{ text: `Written notice: ${writtenNotice(data, decision)}.` }] : [];
    return [heading('Notice to the regulator'), { text: missing, bold: true, color: NOTIFIABLE_RED }, ...due];
  }
  return [
    heading('Notice to the regulator'),
    detailsTable([
      ['Told the regulator', at(given.notifiedAt, data.timeZone)],
      ['Told by', given.notifiedBy],
      ['How', NOTIFICATION_METHOD_LABELS[given.method]],
      ['Their reference', given.reference ?? ''],
      ['Written notice', writtenNotice(data, decision)],
    ]),
  ];
}

function investigation({ incident, timeZone }: IncidentPdfData): Content[] {
  const { contributingFactors, otherFactors, whys, rootCause, updatedAt } = incident.investigation;
  if (!updatedAt) return [heading('Investigation'), muted('Not investigated yet.')];
  return [
    heading('Investigation'),
    detailsTable([
      ['Contributing factors', contributingFactors.map((factor) => CONTRIBUTING_FACTOR_LABELS[factor]).join('\n')],
      ['Other factors', otherFactors ?? ''],
      ...(whys.length === 0 ? [['Five whys', ''] as const] : whys.map((why, index) => [`Why ${index + 1}`, why] as const)),
      ['Root cause', rootCause ?? ''],
      ['Last changed', at(updatedAt, timeZone)],
    ]),
  ];
}

function actions({ incident, timeZone }: IncidentPdfData): Content[] {
  if (incident.actions.length === 0) return [heading('Corrective actions'), muted('No corrective actions.')];
  const doneWords = ({ done }: TIncidentDetails['actions'][number]) =>
    done ? `${done.by?.name ?? GONE}, ${at(done.on, timeZone)}${done.note ? `: ${done.note}` : ''}` : '';
  const table: Content = {
    table: {
      headerRows: 1,
      widths: ['*', 80, 60, 35, 140],
      body: [
        headerRow(['Action', 'Owner', 'Due', 'Status', 'Done']),
        ...incident.actions.map((action) => [
          action.description,
          action.owner?.name ?? 'Nobody',
          dayWords(action.dueOn),
          { text: action.status === 'done' ? 'Done' : 'Open', bold: action.status !== 'done' },
          doneWords(action),
        ]),
      ],
    },
    layout: RULED_TABLE,
  };
  return [heading('Corrective actions'), table];
}

function signOff({ incident, timeZone }: IncidentPdfData): Content[] {
  const signed = incident.signOff;
  if (!signed) return [heading('Sign-off'), muted('Not signed off yet.')];
  return [
    heading('Sign-off'),
    { text: `Signed off by ${signed.by?.name ?? GONE}, ${at(signed.on, timeZone)}` },
    ...(signed.comment ? [{ text: [{ text: 'Comment: ', bold: true }, signed.comment] }] : []),
  ];
}

/** Photos two to a row, each kept whole on its page with when it was taken; one not printable prints as its name. */
function photos({ incident, images, timeZone }: IncidentPdfData): Content[] {
  if (incident.photos.length === 0) return [heading('Photos'), muted('No photos.')];
  const rows: Content[] = [];
  for (let index = 0; index < incident.photos.length; index += 2) {
    rows.push({
      columns: incident.photos.slice(index, index + 2).map((photo) => {
        const image = images.get(photo.id);
        const taken: Content[] = photo.takenAt ? [{ text: `Taken ${at(photo.takenAt, timeZone)}`, style: 'muted', margin: [0, 2, 0, 0] }] : [];
        return { stack: [image ? { image, fit: [PHOTO_WIDTH, PHOTO_WIDTH] } : muted(`Photo: ${photo.name}`), ...taken], width: PHOTO_WIDTH };
      }),
      columnGap: 13,
      margin: [0, 4, 0, 4],
      unbreakable: true,
    });
  }
  // The heading goes with the first row: a row of photos is too tall to follow it on any page.
  const [first, ...rest] = rows;
  return [{ stack: [heading('Photos'), ...(first ? [first] : [])], unbreakable: true }, ...rest];
}

export function layOutIncident(data: IncidentPdfData): PdfDefinition {
  const { incident, timeZone } = data;
  const decision = decisionOf(incident);
  const occurred = formatDate(new Date(incident.occurredAt), timeZone);
  const frame: PageFrame = { title: 'Incident report', subtitle: data.companyName, edition: `Occurred ${occurred}`, logo: data.logo, extraPages: 0 };
  const kept: Content[] = incident.keepUntil ? [{ text: `Record to be kept until ${dayWords(incident.keepUntil)}`, bold: true, margin: [0, 16, 0, 0] }] : [];
  return {
    pageSize: 'A4',
    pageMargins: [36, 64, 36, 40],
    info: { title: `Incident report: ${typeWords(incident)}, ${occurred}`, author: data.companyName, subject: verdictLine(decision) },
    header: frameHeader(frame),
    footer: frameFooter(frame),
    // A heading too near the foot of a page for its section to start under it starts the next page.
    pageBreakBefore: (node) => node.headlineLevel === 1 && node.startPosition.pageInnerHeight * (1 - node.startPosition.verticalRatio) < KEEP_WITH_HEADING,
    styles: PDF_STYLES,
    content: [
      { text: 'Incident report', style: 'title' },
      ...verdict(data, decision),
      { stack: [details(data)], margin: [0, 8, 0, 0] },
      heading('What happened'),
      paragraph(incident.description),
      heading('What was done at once'),
      paragraph(incident.immediateActions ?? ''),
      ...people(data),
      ...witnesses(data),
      ...notice(data, decision),
      ...investigation(data),
      ...actions(data),
      ...signOff(data),
      ...photos(data),
      ...kept,
    ],
  };
}
