import { ZSwmsContentSchema, formatAddress } from '@hivis/contracts';
import type { TSwms, TSwmsFileLink, TSwmsJobSummary } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { FileRow, SwmsRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { findVersion, listSignOnsOf } from '../paperwork/index.js';
import { presentSignature } from './swms-sign-on.js';
import { SWMS_KIND_KEY } from './swms-kind-key.js';
import { findFile, findSwmsJob } from './swms.queries.js';
import type { SwmsJobRow } from './swms.queries.js';

export function presentFileLink(ctx: AppContext, file: FileRow): TSwmsFileLink {
  return {
    id: file.id,
    name: file.name,
    url: ctx.signedLinks.link(file.id, 'attachment'),
    inlineUrl: ctx.signedLinks.link(file.id, 'inline'),
  };
}

export function presentJobSummary(row: SwmsJobRow): TSwmsJobSummary {
  return {
    id: row.job.id,
    title: row.job.title,
    jobNumber: row.job.jobNumber,
    scope: row.job.scope,
    scheduledStart: row.job.scheduledStart?.toISOString() ?? null,
    projectId: row.job.projectId,
    projectName: row.projectName,
    worksiteId: row.job.worksiteId,
    worksiteName: row.worksiteName,
    worksiteAddress: row.worksiteAddress ? formatAddress(row.worksiteAddress) : '',
  };
}

/** The latest PDF of the current version, or null while a draft or before it was produced. */
async function currentFile(ctx: AppContext, tx: Tx, row: SwmsRow): Promise<TSwmsFileLink | null> {
  if (row.currentVersion < 1) return null;
  const version = await findVersion(tx, { companyId: row.companyId, kind: SWMS_KIND_KEY, recordId: row.id }, row.currentVersion);
  if (!version?.fileId) return null;
  const file = await findFile(tx, row.companyId, version.fileId);
  return file ? presentFileLink(ctx, file) : null;
}

/** GET /api/v3/swms/{id} and the answer of every change to one SWMS. */
export async function presentSwms(ctx: AppContext, tx: Tx, row: SwmsRow): Promise<TSwms> {
  const job = await findSwmsJob(tx, row.companyId, row.jobId);
  // The job cascades its SWMS away on delete, so a missing job means a race with that delete.
  if (!job) throw notFound('Job');
  const signatures = await listSignOnsOf(tx, row.companyId, SWMS_KIND_KEY, [row.id]);
  return {
    id: row.id,
    swmsId: row.id,
    title: row.title,
    status: row.status,
    step: row.step,
    templateId: row.templateId,
    // Parsed so content saved by an older release gets today's defaults for fields added since.
    content: ZSwmsContentSchema.parse(row.content),
    currentVersion: row.currentVersion,
    editedSinceIssue: row.editedSinceIssue,
    job: presentJobSummary(job),
    file: await currentFile(ctx, tx, row),
    signatures: signatures.map((signature) => presentSignature(signature, row.currentVersion)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
