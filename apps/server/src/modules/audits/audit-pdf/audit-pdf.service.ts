import { questionsInOrder } from '@hivis/contracts';
import type { TAuditResponseDetails, TFile } from '@hivis/contracts';
import { withAccess } from '../../../platform/access/with-access.js';
import type { AuthContext } from '../../../platform/auth/access-token.js';
import type { AppContext } from '../../../platform/context.js';
import { contentFileId, isStoredReport } from '../../../platform/pdf/content-file-id.js';
import { imagesOf, printableImage, renderWithImages } from '../../../platform/pdf/report-images.js';
import { findCompanyFile, presentFile, storeUpload } from '../../files/index.js';
import { actionsOfAudit } from '../audit-actions.queries.js';
import type { ActionWithNames } from '../audit-actions.queries.js';
import { readResponseAndFiles } from '../audit-responses.service.js';
import { findCompanyLogoFile } from './audit-pdf.queries.js';
import { layOutAudit } from './compose-audit-pdf.js';
import type { AuditPdfAction } from './compose-audit-pdf.js';

/*
 * POST /api/v3/export/audit/pdf: the report of a submitted audit, on the shared PDF layer of the
 * paperwork core (platform/pdf: fonts, page frame with logo and page numbers, embedded images).
 * An audit is not issued in versions nor signed by others, so it needs none of the core's tables:
 * the report is laid out from the stored audit when asked for, and stored as a file under an id
 * made from what it shows (the audit, its review, its actions, this layout), so asking again
 * answers with the stored report at once, and a review, or an action done or given to someone
 * else, makes a new one.
 */

/** Raised when the layout changes, so reports made before are laid out again (2: the actions part). */
const REPORT_LAYOUT = 2;

/** What the report shows of each action, as part of its key: a change to one makes a new report. */
type TActionState = Pick<ActionWithNames, 'id' | 'status' | 'assignedTo' | 'dueOn' | 'doneAt'>;

/** A UUID made from the report's content key: the same audit, review and actions give the same file id. */
export function reportFileId(response: TAuditResponseDetails, actions: readonly TActionState[]): string {
  const actionsKey = [...actions]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((action) => `${action.id}/${action.status}/${action.assignedTo ?? ''}/${action.dueOn ?? ''}/${action.doneAt?.toISOString() ?? ''}`)
    .join(',');
  return contentFileId(`audit-report:${REPORT_LAYOUT}:${response.id}:${response.status}:${response.review?.on ?? ''}:${actionsKey}`);
}

/** The actions in the audit's questions' order, as the report prints them. */
function printedActions(response: TAuditResponseDetails, rows: readonly ActionWithNames[]): AuditPdfAction[] {
  const order = new Map(questionsInOrder(response.sections).map(({ question }, index) => [question.id, index]));
  return [...rows]
    .sort((a, b) => (order.get(a.questionId) ?? order.size) - (order.get(b.questionId) ?? order.size))
    .map((row) => ({
      title: row.title,
      assignedTo: row.assignedTo ? (row.assigneeName ?? 'Someone who has left') : null,
      dueOn: row.dueOn,
      status: row.status,
      done: row.doneAt ? { by: row.doneBy ? (row.closerName ?? 'Someone who has left') : null, on: row.doneAt, note: row.doneNote } : null,
    }));
}

const fileNameOf = (response: TAuditResponseDetails) => `${response.templateName} ${response.submittedOn.slice(0, 10)}.pdf`;

/** POST /api/v3/export/audit/pdf: whoever may read the audit (staff their own) gets its report. */
export async function exportAuditPdf(ctx: AppContext, auth: AuthContext, auditResponseId: string): Promise<TFile> {
  const read = await withAccess(ctx, auth, 'audits.responses.read', async ({ tx, auth: companyAuth, company }) => {
    const { details, fileRows } = await readResponseAndFiles(ctx, tx, companyAuth, auditResponseId);
    const actions = await actionsOfAudit(tx, companyAuth.companyId, details.id);
    const fileId = reportFileId(details, actions);
    const found = await findCompanyFile(tx, companyAuth.companyId, fileId);
    // Only the report the server stored: a file someone uploaded under this id is not taken for it (isStoredReport).
    const stored = found && isStoredReport(found, { companyId: companyAuth.companyId, fileType: 'audit_document', folder: 'audit-reports' }) ? found : null;
    const logo = stored ? null : await findCompanyLogoFile(tx, companyAuth.companyId);
    return { details, fileRows, actions, fileId: found ? undefined : fileId, stored, logo, company };
  });
  if (read.stored) return presentFile(ctx, read.stored);
  // Read and laid out outside the transaction: the slow part holds no database connection.
  const logo = read.logo ? await printableImage(ctx.fileStorage, read.logo) : null;
  const pdf = await renderWithImages(
    {
      response: read.details,
      companyName: read.company.name,
      timeZone: read.company.timeZone,
      logo,
      images: await imagesOf(ctx.fileStorage, read.fileRows),
      actions: printedActions(read.details, read.actions),
    },
    layOutAudit,
  );
  return storeUpload(
    ctx,
    { companyId: read.company.id, uploadedBy: null, folder: 'audit-reports' },
    { fileType: 'audit_document', name: fileNameOf(read.details), bytes: pdf, ...(read.fileId ? { id: read.fileId } : {}) },
  );
}
