import type { Content } from 'pdfmake/interfaces';
import { frameFooter, frameHeader, footerLine, type PageFrame } from '../../../platform/pdf/frame.js';
import { appendPdfPages, countPdfPages, keptPages } from '../../../platform/pdf/merge.js';
import { imageDataUrl, isRenderableImage, type PdfDefinition } from '../../../platform/pdf/render.js';
import { readStoredBytes } from '../../../platform/pdf/stored-bytes.js';
import { PDF_STYLES } from '../../../platform/pdf/styles.js';
import type { FileStorage } from '../../../platform/files/storage.js';
import type { SwmsDocumentData } from './document-data.js';
import { formatDate } from './format.js';
import { activitiesSection } from './sections-activities.js';
import {
  attachmentsSection,
  businessAndJobSection,
  emergencySection,
  highRiskWorkSection,
  jurisdictionOf,
  legislationSection,
  methodSection,
  peopleSection,
  substancesSection,
  type DocSection,
} from './sections-details.js';
import { keysSection } from './sections-keys.js';
import { registerSection } from './sections-register.js';

/*
 * Lays out the PDF of one SWMS version from data already read. No database here: the paperwork
 * core reads in its transaction, and renders this layout (the slow part) after it.
 *
 * A4 landscape throughout: the activity tables carry six columns of real text, which portrait
 * squeezes into unreadable slivers, and most SWMS that principal contractors receive are landscape.
 * A company's template PDF (its own cover pages, policies or forms) follows our pages, less its
 * hidden pages, so "Page n of m" of the generated part stays continuous from page 1.
 */

async function bytesOrNull(storage: FileStorage, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  try {
    return await readStoredBytes(storage, key);
  } catch {
    // A missing logo or signature image must not stop the document: it prints without it.
    return null;
  }
}

/**
 * Numbers the sections and keeps each heading on the same page as the start of what it introduces
 * (an unbreakable stack), so no heading is left alone at the foot of a page.
 */
function numbered(sections: readonly (DocSection | null)[]): Content[] {
  return sections
    .filter((section): section is DocSection => section !== null)
    .flatMap((section, index): Content[] => {
      const keep = section.keepWithHeading ?? 1;
      const heading: Content = { text: `${index + 1}. ${section.title}`, style: 'sectionHeading' };
      return [
        { stack: [heading, ...section.body.slice(0, keep)], unbreakable: true, ...(section.newPage ? { pageBreak: 'before' as const } : {}) },
        ...section.body.slice(keep),
      ];
    });
}

/** The template's pages that follow ours, less its hidden ones; none for a template that is not a PDF. */
async function templatePages(storage: FileStorage, data: SwmsDocumentData): Promise<{ bytes: Buffer; pages: number[] } | null> {
  const template = data.template;
  const bytes = template?.isPdf ? await bytesOrNull(storage, template.storageKey) : null;
  const count = bytes ? await countPdfPages(bytes) : null;
  if (!template || !bytes || count === null) return null;
  const pages = keptPages(count, template.hidePages);
  return pages.length === 0 ? null : { bytes, pages };
}

/**
 * The SWMS's layout (the kind's `layout`): the signatures' images are read already by the core;
 * the logo is read here. `careful`: the first layout could not be rendered, so a logo the decoder
 * refuses is left out (the core has left out such signatures).
 */
export async function layOutSwms(storage: FileStorage, data: SwmsDocumentData, { careful }: { careful: boolean }): Promise<PdfDefinition> {
  const appended = await templatePages(storage, data);
  const logoBytes = await bytesOrNull(storage, data.logoKey);
  const logo = logoBytes ? imageDataUrl(logoBytes) : null;
  const usableLogo = logo && careful && !(await isRenderableImage(logo)) ? null : logo;
  return layOut(data, usableLogo, appended?.pages.length ?? 0);
}

/**
 * A company's template PDF follows our pages (the kind's `finish`), its footer numbered on from
 * ours. The template is read again here: the core lays out and finishes in two steps, and a
 * template is a few pages read from the company's own store.
 */
export async function appendTemplatePages(storage: FileStorage, data: SwmsDocumentData, generated: Buffer): Promise<Buffer> {
  const appended = await templatePages(storage, data);
  if (!appended) return generated;
  return appendPdfPages(generated, {
    bytes: appended.bytes,
    pages: appended.pages,
    footer: (page, total) => footerLine(frameOf(data, null, appended.pages.length), page, total),
  });
}

function frameOf(data: SwmsDocumentData, logo: string | null, extraPages: number): PageFrame {
  const jurisdiction = jurisdictionOf(data.content);
  return {
    title: jurisdiction?.documentTitle ?? 'Safe work method statement',
    subtitle: data.header.swmsTitle,
    edition: `Version ${data.version} - Issued ${formatDate(data.issuedAt, data.header.company.timeZone)}`,
    logo,
    extraPages,
  };
}

function layOut(data: SwmsDocumentData, logo: string | null, extraPages: number): PdfDefinition {
  const template = data.template;
  const frame = frameOf(data, logo, extraPages);
  const showJobDetails = template?.showJobDetails ?? true;
  const showLegislation = template?.showLegislation ?? true;

  const body = numbered([
    showJobDetails ? businessAndJobSection(data) : null,
    highRiskWorkSection(data),
    peopleSection(data),
    activitiesSection(data),
    methodSection(data),
    emergencySection(data),
    substancesSection(data),
    showLegislation ? legislationSection(data) : null,
    keysSection(),
    registerSection(data),
    attachmentsSection(data, extraPages),
  ]);

  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 64, 36, 36],
    info: { title: `${frame.title}: ${frame.subtitle} (version ${data.version})`, author: data.header.company.name, producer: 'HiVis' },
    header: frameHeader(frame),
    footer: frameFooter(frame),
    styles: PDF_STYLES,
    content: [{ text: `${frame.title}: ${frame.subtitle}`, style: 'title', margin: [0, 0, 0, 2] }, ...body],
  };
}
