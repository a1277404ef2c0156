import { SWMS_JURISDICTIONS, hrcwListFor, type TSwmsContent } from '@hivis/contracts';
import type { Content } from 'pdfmake/interfaces';
import { RULED_TABLE, detailsTable, headerRow, paragraph } from '../../../platform/pdf/styles.js';
import type { SwmsDocumentData } from './document-data.js';
import { addressText, formatDate, formatIsoDay, joined, personText } from './format.js';
import { legislationFor } from './legislation.js';

/** The document's text sections: details, high-risk work, people, r299 method, emergency, substances, laws. */

/** A numbered section of the document; the numbers are given when the document is put together. */
export type DocSection = {
  title: string;
  body: Content[];
  /** Starts on a new page. */
  newPage?: boolean;
  /** How many body items stay on the heading's page (default 1); 0 when the first is a long table. */
  keepWithHeading?: number;
};

export function jurisdictionOf(content: TSwmsContent) {
  return SWMS_JURISDICTIONS.find((item) => item.code === content.jurisdiction) ?? null;
}

export function businessAndJobSection(data: SwmsDocumentData): DocSection {
  const { company, job, project, worksite } = data.header;
  const business = data.content.contractorDetails;
  const pc = data.content.principalContractor;
  const zone = company.timeZone;
  const jobDates = joined(
    [job.scheduledStart ? formatDate(job.scheduledStart, zone) : null, job.scheduledEnd ? formatDate(job.scheduledEnd, zone) : null],
    ' to ',
  );
  const projectDates = joined([formatIsoDay(project.startDate), formatIsoDay(project.endDate)], ' to ');
  return {
    title: 'Business and job details',
    body: [
      detailsTable([
        ['Business', business?.businessName || company.legalName || company.name],
        [company.nzbn && !company.abn ? 'NZBN' : 'ABN', business?.abn || company.abn || company.nzbn || ''],
        ['Address', business?.address || addressText(company.address)],
        ['Phone', business?.phone || company.phone || ''],
        ['Email', business?.email ?? ''],
        ['Job', joined([job.title, job.jobNumber ? `Job no. ${job.jobNumber}` : null], ' - ')],
        ['Scope of work', job.scope ?? ''],
        ['Project', joined([project.name, project.projectNumber ? `Project no. ${project.projectNumber}` : null], ' - ')],
        ['Worksite', joined([worksite.name, addressText(worksite.address)])],
        ['Job dates', jobDates || projectDates],
        ['Principal contractor', joined([pc?.companyName, pc?.abn ? `ABN ${pc.abn}` : null])],
        ['Principal contractor contact', joined([pc?.contactName, pc?.contactPhone, pc?.contactEmail])],
      ]),
    ],
  };
}

export function highRiskWorkSection(data: SwmsDocumentData): DocSection {
  const jurisdiction = jurisdictionOf(data.content);
  const ticked = new Set<string>(data.content.hrcwCodes);
  // New Zealand has no legal list: the model list is the guide its users tick from.
  const list = jurisdiction && jurisdiction.code !== 'NZ' ? hrcwListFor(jurisdiction.code) : hrcwListFor('NSW');
  const chosen = list.filter((item) => ticked.has(item.code));
  return {
    title: jurisdiction?.code === 'NZ' ? 'High-risk work in this task' : 'High-risk construction work',
    body: [
      chosen.length === 0
        ? { text: 'This work involves none of the listed categories of high-risk construction work.', bold: true, margin: [0, 0, 0, 4] }
        : { text: `This work involves ${chosen.length} of the listed categories (ticked below).`, bold: true, margin: [0, 0, 0, 4] },
      {
        table: {
          headerRows: 1,
          widths: [40, '*', 170],
          body: [
            headerRow(['Applies', 'Category', 'Reference']),
            ...list.map((item) => [
              { text: ticked.has(item.code) ? 'YES' : 'No', bold: ticked.has(item.code), alignment: 'center' as const },
              { text: item.label, bold: ticked.has(item.code) },
              { text: item.reference, style: 'small' },
            ]),
          ],
        },
        layout: RULED_TABLE,
      },
    ],
  };
}

export function peopleSection(data: SwmsDocumentData): DocSection {
  const { content } = data;
  return {
    title: 'People responsible and consultation',
    body: [
      detailsTable([
        ['Prepared by', personText(content.preparedBy)],
        ['Approved by (management)', personText(content.approvedBy)],
        ['Site supervisor (puts in place and monitors)', personText(content.supervisor)],
        ['Principal contractor contact', joined([content.principalContractor?.contactName, content.principalContractor?.contactPhone])],
        ['Principal contractor WHS person', personText(content.whsPerson)],
        ['Date prepared', formatDate(data.issuedAt, data.header.company.timeZone)],
        ['Review date', formatIsoDay(content.reviewDate)],
      ]),
      { text: 'How the workers were consulted', style: 'subHeading' },
      paragraph(content.workerConsultation),
    ],
  };
}

export function methodSection(data: SwmsDocumentData): DocSection {
  const { content } = data;
  return {
    title: 'How controls are implemented, monitored and reviewed',
    body: [paragraph(content.implementation), ...(content.siteNotes.trim() ? [{ text: 'Site notes', style: 'subHeading' }, paragraph(content.siteNotes)] : [])],
  };
}

export function emergencySection(data: SwmsDocumentData): DocSection {
  return { title: 'Emergency procedures', body: [paragraph(data.content.emergencyProcedures)] };
}

export function substancesSection(data: SwmsDocumentData): DocSection {
  const { substances } = data.content;
  return {
    title: 'Hazardous substances and safety data sheets',
    keepWithHeading: 0,
    body: [
      substances.length === 0
        ? { text: 'No hazardous substances are used in this work.' }
        : {
            table: {
              headerRows: 1,
              widths: ['*', '*'],
              body: [
                headerRow(['Substance', 'Safety data sheet (SDS) kept with this SWMS']),
                ...substances.map((item) => [
                  item.substance,
                  item.fileId ? (data.sdsNames.get(item.fileId) ?? 'Attached') : { text: 'No SDS attached', bold: true },
                ]),
              ],
            },
            layout: RULED_TABLE,
          },
    ],
  };
}

export function legislationSection(data: SwmsDocumentData): DocSection | null {
  const jurisdiction = jurisdictionOf(data.content);
  if (!jurisdiction) return null;
  return { title: `Legislation and codes of practice (${jurisdiction.name})`, body: [{ ul: legislationFor(jurisdiction.code, jurisdiction.name) }] };
}

export function attachmentsSection(data: SwmsDocumentData, templatePagesAppended: number): DocSection | null {
  const template = data.template;
  if (!template) return null;
  const line = template.isPdf
    ? templatePagesAppended > 0
      ? `${template.name} (${template.fileName}): ${templatePagesAppended} page(s) follow the sign-on register.`
      : `${template.name} (${template.fileName}): all pages hidden for this document.`
    : `${template.name} (${template.fileName}): kept with this SWMS as an attachment.`;
  return { title: 'Attachments', body: [{ ul: [line] }] };
}
