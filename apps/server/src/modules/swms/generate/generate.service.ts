import { ZSwmsContentSchema, swmsMissingItems, type TSwms } from '@hivis/contracts';
import type { AccessScope } from '../../../platform/access/with-access.js';
import { withAccess } from '../../../platform/access/with-access.js';
import type { AuthContext } from '../../../platform/auth/access-token.js';
import type { AppContext } from '../../../platform/context.js';
import { invalidFields, notFound } from '../../../platform/errors.js';
import { withTenant } from '../../../platform/tenancy/tenant.js';
import { composeSwmsPdf } from '../document/compose-pdf.js';
import { loadDocumentData, type SwmsDocumentData } from '../document/document-data.js';
import { saveVersionPdf } from '../document/render-version.js';
import { snapshotVersionHeader } from '../document/version-header.js';
import { askToSignAgain } from '../signing/ask-to-sign-again.js';
import { requireJobReach } from '../swms.policy.js';
import { presentSwms } from '../swms.presenter.js';
import { findSwms } from '../swms.queries.js';
import { lockSwms, updateSwmsRow } from '../swms-write.queries.js';
import { countSignatures, insertVersion, lockVersion } from './generate.queries.js';

/*
 * POST /api/v3/swms/{id}/generate. Three short steps so no transaction waits on the PDF layout:
 *   1. issue (one transaction): check nothing is missing; a first version, or a new one when the
 *      SWMS was edited since the last, else the current one again; mark it issued, freezing the
 *      job and company details it prints; read what the document prints.
 *   2. lay out the PDF and merge the template, outside any transaction.
 *   3. store it on the version (one transaction), unless signatures arrived meanwhile: then the
 *      document is produced again there, so the register never loses a sign-on. A new version's
 *      first PDF is stored together with the requests asking earlier signers to sign it again.
 * A failure in 2 or 3 leaves an issued version without a file; generating again renders it (and
 * asks the earlier signers then).
 */

type Issued = { data: SwmsDocumentData; issuedNow: boolean };

async function issueVersion({ tx, auth }: AccessScope, swmsId: string): Promise<Issued> {
  const row = await lockSwms(tx, auth.companyId, swmsId);
  if (!row) throw notFound('SWMS');
  await requireJobReach(tx, auth, row.jobId, 'SWMS');
  const content = ZSwmsContentSchema.parse(row.content);
  const missing = swmsMissingItems(content);
  if (Object.keys(missing).length > 0) throw invalidFields(missing as Record<string, string>);

  const isNew = row.currentVersion === 0 || row.editedSinceIssue;
  const version = isNew ? row.currentVersion + 1 : row.currentVersion;
  if (isNew) {
    const header = await snapshotVersionHeader(tx, auth.companyId, swmsId);
    await insertVersion(tx, { companyId: auth.companyId, swmsId, version, content, header, templateId: row.templateId, issuedBy: auth.userId });
  }
  await updateSwmsRow(tx, auth.companyId, swmsId, {
    status: 'issued',
    step: 'confirm_details',
    currentVersion: version,
    editedSinceIssue: false,
    updatedAt: new Date(),
  });
  return { data: await loadDocumentData(tx, auth.companyId, swmsId, version), issuedNow: isNew };
}

export async function generateSwms(ctx: AppContext, auth: AuthContext, swmsId: string): Promise<TSwms> {
  const { companyId, data, issuedNow } = await withAccess(ctx, auth, 'swms.manage', async (scope) => ({
    companyId: scope.auth.companyId,
    ...(await issueVersion(scope, swmsId)),
  }));
  const bytes = await composeSwmsPdf(ctx.fileStorage, data);
  // Access was granted as the version was issued; storing the document that version prints ends
  // the same call, so it is not asked again: a refusal now would leave the version without its PDF.
  const { swms, askedAgain } = await withTenant(ctx.db, companyId, async (tx) => {
    const stored = await lockVersion(tx, companyId, swmsId, data.version);
    if ((await countSignatures(tx, companyId, swmsId)) === data.signatures.length) {
      await saveVersionPdf(ctx, tx, data, bytes);
    } else {
      const fresh = await loadDocumentData(tx, companyId, swmsId, data.version);
      await saveVersionPdf(ctx, tx, fresh, await composeSwmsPdf(ctx.fileStorage, fresh));
    }
    // Asked only now, in the transaction that stores the PDF: the outbox worker sends queued mail
    // as soon as it commits, and a worker tapping the link at once must find the new version's
    // document. Once per version: when this call issued it, or when an earlier Generate failed
    // before storing its first PDF.
    const firstPdf = issuedNow || stored?.fileId === null;
    const asked = data.version >= 2 && firstPdf ? await askToSignAgain(ctx, tx, swmsId, data.version) : 0;
    const row = await findSwms(tx, companyId, swmsId);
    if (!row) throw notFound('SWMS');
    return { swms: await presentSwms(ctx, tx, row), askedAgain: asked };
  });
  if (askedAgain > 0) void ctx.outbox.drain();
  return swms;
}
