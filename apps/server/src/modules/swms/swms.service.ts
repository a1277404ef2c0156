import type { TCreateSwmsInput, TSwms } from '@hivis/contracts';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { prefillContent } from './swms-prefill.js';
import { applyStep, stepChangesSwms } from './swms-steps.js';
import type { UpdateInput } from './swms-steps.js';
import { revokeSigningLinks } from '../paperwork/index.js';
import { SWMS_KIND_KEY } from './swms-kind-key.js';
import { insertSwms, lockSwms, findPrefillRows, updateSwmsRow } from './swms-write.queries.js';
import { presentSwms } from './swms.presenter.js';
import { requireJobReach } from './swms.policy.js';
import { findSwms, findSwmsJob } from './swms.queries.js';

/*
 * One SWMS: started for a job (filled in from what HiVis knows), saved step by step, read and
 * deleted. Generating, signing and sending live in document/ and signing/.
 */

/** A new draft has saved no step yet: the builder opens it at section one (swmsResumeRoute). */
export const NEW_DRAFT_STEP = '';

export async function createSwms(ctx: AppContext, auth: AuthContext, input: TCreateSwmsInput): Promise<TSwms> {
  return withAccess(ctx, auth, 'swms.manage', async ({ tx, auth }) => {
    const job = await findSwmsJob(tx, auth.companyId, input.jobId);
    if (!job) throw notFound('Job');
    await requireJobReach(tx, auth, job.job.id, 'Job');
    const rows = await findPrefillRows(tx, auth.companyId, job.job.projectId, auth.userId);
    if (!rows) throw notFound('Job');
    const content = prefillContent({
      company: rows.company,
      owner: rows.owner,
      project: rows.project,
      worksiteAddress: job.worksiteAddress,
      caller: rows.caller,
      now: new Date(),
    });
    const row = await insertSwms(tx, {
      companyId: auth.companyId,
      jobId: job.job.id,
      title: `SWMS – ${job.job.title}`,
      step: NEW_DRAFT_STEP,
      content,
      createdBy: auth.userId,
    });
    return presentSwms(ctx, tx, row);
  });
}

export async function getSwms(ctx: AppContext, auth: AuthContext, swmsId: string): Promise<TSwms> {
  return withAccess(ctx, auth, 'swms.read', async ({ tx, auth }) => {
    const row = await findSwms(tx, auth.companyId, swmsId);
    if (!row) throw notFound('SWMS');
    await requireJobReach(tx, auth, row.jobId, 'SWMS');
    return presentSwms(ctx, tx, row);
  });
}

/**
 * Saves one builder step. After an issue, a real change waits for the next Generate to become a
 * new version; a step saved unchanged leaves the issued version (and its signatures) as they are.
 */
export async function updateSwms(ctx: AppContext, auth: AuthContext, swmsId: string, input: UpdateInput): Promise<TSwms> {
  return withAccess(ctx, auth, 'swms.manage', async ({ tx, auth }) => {
    const row = await lockSwms(tx, auth.companyId, swmsId);
    if (!row) throw notFound('SWMS');
    await requireJobReach(tx, auth, row.jobId, 'SWMS');
    const change = await applyStep(tx, row, input);
    const updated = await updateSwmsRow(tx, auth.companyId, swmsId, {
      content: change.content,
      templateId: change.templateId,
      step: input.step,
      editedSinceIssue: row.editedSinceIssue || (row.status === 'issued' && stepChangesSwms(row, change)),
      updatedAt: new Date(),
    });
    return presentSwms(ctx, tx, updated);
  });
}

/** Soft delete: the record is kept (a SWMS is evidence), its open signing links stop working. */
export async function deleteSwms(ctx: AppContext, auth: AuthContext, swmsId: string): Promise<void> {
  await withAccess(ctx, auth, 'swms.manage', async ({ tx, auth }) => {
    const row = await lockSwms(tx, auth.companyId, swmsId);
    if (!row) throw notFound('SWMS');
    await requireJobReach(tx, auth, row.jobId, 'SWMS');
    const now = new Date();
    await updateSwmsRow(tx, auth.companyId, swmsId, { deletedAt: now, deletedBy: auth.userId });
    await revokeSigningLinks(tx, { companyId: auth.companyId, kind: SWMS_KIND_KEY, recordId: swmsId }, now);
  });
}
