import type { Content } from 'pdfmake/interfaces';
import { frameFooter, frameHeader, footerLine, type PageFrame } from '../../../platform/pdf/frame.js';
import { appendPdfPages, countPdfPages, keptPages } from '../../../platform/pdf/merge.js';
import { imageDataUrl, isRenderableImage, renderPdf } from '../../../platform/pdf/render.js';
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
 * Lays out the PDF of one SWMS version from data already read. No database here: the caller reads
 * in its transaction, and this part (the slow one) can run after it.
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

export async function composeSwmsPdf(storage: FileStorage, data: SwmsDocumentData): Promise<Buffer> {
  const template = data.template;
  const templateBytes = template?.isPdf ? await bytesOrNull(storage, template.storageKey) : null;
  const templatePages = templateBytes ? await countPdfPages(templateBytes) : null;
  const appendedPages = templatePages !== null && template ? keptPages(templatePages, template.hidePages) : [];

  const images = new Map<string, string | null>();
  for (const { signature, storageKey } of data.signatures) {
    const bytes = await bytesOrNull(storage, storageKey);
    images.set(signature.id, bytes ? imageDataUrl(bytes) : null);
  }
  const logoBytes = await bytesOrNull(storage, data.logoKey);
  const logo = logoBytes ? imageDataUrl(logoBytes) : null;
  const generated = await layOut(data, images, logo, appendedPages.length).catch(async () => {
    // A corrupt image (a signature uploaded through a link, a logo) must not stop the document for
    // everyone: the ones the decoder refuses print as "Signed electronically" / no logo.
    const usable = new Map<string, string | null>();
    for (const [id, url] of images) usable.set(id, url && (await isRenderableImage(url)) ? url : null);
    return layOut(data, usable, logo && (await isRenderableImage(logo)) ? logo : null, appendedPages.length);
  });
  if (!templateBytes || appendedPages.length === 0) return generated;
  return appendPdfPages(generated, {
    bytes: templateBytes,
    pages: appendedPages,
    footer: (page, total) => footerLine(frameOf(data, null, appendedPages.length), page, total),
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

async function layOut(data: SwmsDocumentData, images: ReadonlyMap<string, string | null>, logo: string | null, extraPages: number): Promise<Buffer> {
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
    registerSection(data, images),
    attachmentsSection(data, extraPages),
  ]);

  return renderPdf({
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 64, 36, 36],
    info: { title: `${frame.title}: ${frame.subtitle} (version ${data.version})`, author: data.header.company.name, producer: 'HiVis' },
    header: frameHeader(frame),
    footer: frameFooter(frame),
    styles: PDF_STYLES,
    content: [{ text: `${frame.title}: ${frame.subtitle}`, style: 'title', margin: [0, 0, 0, 2] }, ...body],
  });
}
