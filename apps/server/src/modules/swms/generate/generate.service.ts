import { ZSwmsContentSchema, swmsMissingItems, type TSwms } from '@hivis/contracts';
import { found, withAccess } from '../../../platform/access/with-access.js';
import type { AuthContext } from '../../../platform/auth/access-token.js';
import type { AppContext } from '../../../platform/context.js';
import { invalidFields } from '../../../platform/errors.js';
import { withTenant } from '../../../platform/tenancy/tenant.js';
import { issueVersion, renderVersionPdf } from '../../paperwork/index.js';
import { swmsKind } from '../swms.kind.js';
import { snapshotVersionHeader } from '../document/version-header.js';
import { requireJobReach } from '../swms.policy.js';
import { presentSwms } from '../swms.presenter.js';
import { findSwms } from '../swms.queries.js';
import { lockSwms, updateSwmsRow } from '../swms-write.queries.js';
import { holdTemplateForIssue } from '../templates/templates.queries.js';

/*
 * POST /api/v3/swms/{id}/generate. Two steps, so no transaction waits on the PDF layout:
 *   1. issue (one transaction): check nothing is missing; a first version, or a new one when the
 *      SWMS was edited since the last, else the current one again; mark it issued. The paperwork
 *      core freezes the content and the job and company details it prints.
 *   2. the core's renderVersionPdf: laid out outside any transaction, stored on the version (laid
 *      out again if sign-ons arrived meanwhile); a new version's first PDF is stored together with
 *      the requests asking earlier signers to sign it again.
 * A failure in 2 leaves an issued version without a file; generating again renders it (and asks
 * the earlier signers then).
 */
export async function generateSwms(ctx: AppContext, auth: AuthContext, swmsId: string): Promise<TSwms> {
  const { companyId, version } = await withAccess(ctx, auth, 'swms.manage', async (scope) => {
    const { tx, auth } = scope;
    const row = found(await lockSwms(tx, auth.companyId, swmsId), 'SWMS');
    await requireJobReach(tx, auth, row.jobId, 'SWMS');
    const content = ZSwmsContentSchema.parse(row.content);
    const missing = swmsMissingItems(content);
    if (Object.keys(missing).length > 0) throw invalidFields(missing as Record<string, string>);

    let version = row.currentVersion;
    if (row.currentVersion === 0 || row.editedSinceIssue) {
      if (row.templateId) await holdTemplateForIssue(tx, auth.companyId, row.templateId);
      const header = await snapshotVersionHeader(tx, auth.companyId, swmsId);
      ({ version } = await issueVersion(scope, swmsKind, { recordId: swmsId, content, header, templateId: row.templateId }));
    }
    await updateSwmsRow(tx, auth.companyId, swmsId, {
      status: 'issued',
      step: 'confirm_details',
      currentVersion: version,
      editedSinceIssue: false,
      updatedAt: new Date(),
    });
    return { companyId: auth.companyId, version };
  });
  await renderVersionPdf(ctx, swmsKind, { companyId, kind: swmsKind.key, recordId: swmsId }, version);
  // Access was granted as the version was issued; the answer ends the same call.
  return withTenant(ctx.db, companyId, async (tx) => presentSwms(ctx, tx, found(await findSwms(tx, companyId, swmsId), 'SWMS')));
}
