import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ZSwmsContentSchema, type TSwmsContent, type TSwmsContentInput } from '@hivis/contracts';
import { STARTER_LIBRARY } from '../src/seed/swms-library/index.js';

/*
 * A complete SWMS made from the starter library (real activities, hazards and controls) and a
 * template PDF of numbered pages: what the generate tests and the benchmark render.
 */

/** The first `count` activities of the starter library, as the builder copies them into a SWMS. */
export function libraryActivities(count: number): TSwmsContentInput['activities'] {
  const all = STARTER_LIBRARY.flatMap((trade) =>
    trade.scopes.flatMap((scope) => scope.activities.map((activity) => ({ ...activity, tradeName: trade.name, scopeName: scope.name }))),
  );
  return all.slice(0, count).map((activity, index) => ({ ...activity, key: `a${index + 1}`, sourceActivityId: null }));
}

export function completeContent(activityCount = 2, overrides: Partial<TSwmsContentInput> = {}): TSwmsContent {
  return ZSwmsContentSchema.parse({
    jurisdiction: 'QLD',
    hrcwCodes: ['fall_over_2m', 'powered_mobile_plant'],
    principalContractor: { companyName: 'Hutchison Head Contracting', abn: '11 222 333 444', contactName: 'Paula Manager', contactPhone: '07 3000 1111' },
    preparedBy: { name: 'Priya Preparer', position: 'Project manager', phone: '0400 111 222' },
    approvedBy: { name: 'Wendy Whs', position: 'WHS manager', phone: '0400 333 444' },
    whsPerson: { name: 'Pat Principal', position: 'Site safety', phone: '0400 555 666' },
    supervisor: { name: 'Sam Supervisor', position: 'Leading hand', phone: '0400 555 666', email: 'sam@example.test' },
    contractorDetails: { businessName: 'Test Roofing Pty Ltd', abn: '55 666 777 888', address: '1 Test Street, Brisbane QLD 4000', phone: '07 3999 0000' },
    workerConsultation: 'Talked through at the toolbox meeting on the first morning; changes agreed with the crew.',
    implementation: 'The site supervisor checks every control at the start of each shift and records it in the daily diary.',
    emergencyProcedures: 'Call 000, then the site supervisor. Assembly point at the front gate.',
    reviewDate: '2027-06-30',
    substances: [{ substance: 'Roof sealant (silicone)', fileId: null }],
    activities: libraryActivities(activityCount),
    ...overrides,
  });
}

/** A PDF of `pages` A4 pages, each saying "TEMPLATE PAGE n". */
export async function templatePdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) pdf.addPage().drawText(`TEMPLATE PAGE ${page}`, { x: 72, y: 720, size: 24, font });
  return Buffer.from(await pdf.save());
}
