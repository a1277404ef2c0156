import { swmsResumeRoute } from '@hivis/contracts';
import type { TSwmsJobList, TSwmsJobListItem } from '@hivis/contracts';
import type { SwmsRow } from '../../db/schema/index.js';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findSwmsHistory, listJobSwms } from './swms-list.queries.js';
import type { SwmsHistory } from './swms-list.queries.js';
import { presentSignature } from './swms-sign-on.js';
import { presentFileLink, presentJobSummary } from './swms.presenter.js';
import { findSwmsJob } from './swms.queries.js';
import { requireJobReach } from './swms.policy.js';

function presentListItem(ctx: AppContext, row: SwmsRow, history: SwmsHistory): TSwmsJobListItem {
  const filesById = new Map(history.files.map((file) => [file.id, file]));
  const signatures = history.signatures.filter((signature) => signature.recordId === row.id);
  return {
    id: row.id,
    swmsId: row.id,
    title: row.title,
    status: row.status,
    step: row.step,
    resumeRoute: swmsResumeRoute(row.step),
    currentVersion: row.currentVersion,
    editedSinceIssue: row.editedSinceIssue,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    versions: history.versions
      .filter((version) => version.recordId === row.id)
      .map((version) => {
        const file = version.fileId ? filesById.get(version.fileId) : undefined;
        return {
          version: version.version,
          issuedAt: version.issuedAt.toISOString(),
          file: file ? presentFileLink(ctx, file) : null,
          signatures: signatures
            .filter((signature) => signature.version === version.version)
            .map((signature) => presentSignature(signature, row.currentVersion)),
        };
      }),
  };
}

/** GET /api/v3/swms/job/{id}/all: a job's SWMS with every version's PDF and sign-ons. */
export async function getJobSwmsList(ctx: AppContext, auth: AuthContext, jobId: string): Promise<TSwmsJobList> {
  return withAccess(ctx, auth, 'swms.read', async ({ tx, auth }) => {
    const job = await findSwmsJob(tx, auth.companyId, jobId);
    if (!job) throw notFound('Job');
    await requireJobReach(tx, auth, jobId, 'Job');
    const rows = await listJobSwms(tx, auth.companyId, jobId);
    const history = await findSwmsHistory(
      tx,
      auth.companyId,
      rows.map((row) => row.id),
    );
    return { jobId, job: presentJobSummary(job), items: rows.map((row) => presentListItem(ctx, row, history)) };
  });
}
