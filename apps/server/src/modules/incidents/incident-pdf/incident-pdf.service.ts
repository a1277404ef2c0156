import { dayIn } from '@hivis/contracts';
import type { TFile, TIncidentDetails } from '@hivis/contracts';
import type { Tx } from '../../../db/client.js';
import type { FileRow, IncidentRow } from '../../../db/schema/index.js';
import { withAccess } from '../../../platform/access/with-access.js';
import type { AuthContext } from '../../../platform/auth/access-token.js';
import type { AppContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { contentFileId, isStoredReport } from '../../../platform/pdf/content-file-id.js';
import { imagesOf, printableImage, renderWithImages } from '../../../platform/pdf/report-images.js';
import { findCompanyFile, presentFile, storeUpload } from '../../files/index.js';
import { staffOf } from '../incident-report.service.js';
import { presentIncident } from '../incidents.presenter.js';
import { findIncident } from '../incidents.queries.js';
import { layOutIncident } from './compose-incident-pdf.js';
import { findCompanyLogoFile } from './incident-pdf.queries.js';

/*
 * POST /api/v3/export/incident/pdf: the report of an incident, made as the audit report is
 * (audits/audit-pdf): laid out from the stored incident when asked for, on the shared PDF layer,
 * and stored as a file under an id made from what it shows, so asking again answers with the
 * stored report at once, and any change to the incident or its actions makes a new one.
 */

/** Raised when the layout changes, so reports made before are laid out again. */
const REPORT_LAYOUT = 1;
/** Its own document type and folder: nothing else is stored as one (see isStoredReport). */
const REPORT = { fileType: 'incident_document', folder: 'incident-reports' } as const;

/**
 * The report's file id. Every change to the incident moves its updatedAt; its actions are rows of
 * their own (done or changed without touching the incident), so their printed state is in the key.
 */
export function reportFileId(row: Pick<IncidentRow, 'id' | 'updatedAt'>, actions: TIncidentDetails['actions']): string {
  const actionsKey = [...actions]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((action) => [action.id, action.description, action.owner?.id ?? '', action.dueOn, action.status, action.done?.on ?? '', action.done?.note ?? '']);
  return contentFileId(`incident-report:${REPORT_LAYOUT}:${row.id}:${row.updatedAt.toISOString()}:${JSON.stringify(actionsKey)}`);
}

/** The incident's photos as stored, in its order; one since deleted is left out, as the presenter does. */
async function photoRowsOf(tx: Tx, companyId: string, fileIds: readonly string[]): Promise<FileRow[]> {
  const rows: FileRow[] = [];
  for (const fileId of fileIds) {
    const row = await findCompanyFile(tx, companyId, fileId);
    if (row) rows.push(row);
  }
  return rows;
}

const fileNameOf = (incident: TIncidentDetails, timeZone: string) => `Incident report ${dayIn(new Date(incident.occurredAt), timeZone)}.pdf`;

/** POST /api/v3/export/incident/pdf: whoever may read the incident (staff: theirs) gets its report. */
export async function exportIncidentPdf(ctx: AppContext, auth: AuthContext, incidentId: string): Promise<TFile> {
  const read = await withAccess(ctx, auth, 'incidents.read', async (scope) => {
    const { tx, auth: companyAuth, company } = scope;
    const row = await findIncident(tx, companyAuth.companyId, incidentId, staffOf(companyAuth));
    if (!row) throw notFound('Incident');
    const incident = await presentIncident(ctx, scope, row);
    const fileId = reportFileId(row, incident.actions);
    const found = await findCompanyFile(tx, companyAuth.companyId, fileId);
    if (found && isStoredReport(found, { companyId: companyAuth.companyId, ...REPORT })) return { stored: found } as const;
    return {
      stored: null,
      incident,
      company,
      // A file someone uploaded under this id is not the report: it is stored under an id of its own.
      fileId: found ? undefined : fileId,
      photos: await photoRowsOf(tx, companyAuth.companyId, row.photoFileIds),
      logo: await findCompanyLogoFile(tx, companyAuth.companyId),
    };
  });
  if (read.stored) return presentFile(ctx, read.stored);
  // Read and laid out outside the transaction: the slow part holds no database connection.
  const { incident, company } = read;
  const pdf = await renderWithImages(
    {
      incident,
      companyName: company.name,
      timeZone: company.timeZone,
      logo: read.logo ? await printableImage(ctx.fileStorage, read.logo) : null,
      images: await imagesOf(ctx.fileStorage, read.photos),
    },
    layOutIncident,
  );
  return storeUpload(
    ctx,
    { companyId: company.id, uploadedBy: null, folder: REPORT.folder },
    { fileType: REPORT.fileType, name: fileNameOf(incident, company.timeZone), bytes: pdf, ...(read.fileId ? { id: read.fileId } : {}) },
  );
}
