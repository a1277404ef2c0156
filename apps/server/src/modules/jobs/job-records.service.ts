import { JOB_MESSAGES } from '@hivis/contracts';
import type { TAddJobFile, TJob, TJobNoteInput } from '@hivis/contracts';
import { withAccess } from '../../platform/access/with-access.js';
import { applyOnce } from '../../platform/commands/index.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { invalidFields, notFound } from '../../platform/errors.js';
import { findCompanyFile } from '../files/index.js';
import { lockedJob, visibleJob } from './jobs.policy.js';
import { deleteJobFile, insertJobFile, insertJobNote } from './jobs.queries.js';
import { answerJob } from './jobs.service.js';

/** POST /api/v3/job/{id}/notes: the office or someone on the job writes what happened. */
export async function addJobNote(ctx: AppContext, auth: AuthContext, jobId: string, input: Required<TJobNoteInput>): Promise<TJob> {
  return withAccess(ctx, auth, 'jobs.note', async ({ tx, auth: writer }) => {
    const job = await visibleJob(tx, writer, jobId);
    await insertJobNote(tx, { companyId: writer.companyId, jobId: job.id, authorId: writer.userId, body: input.body });
    return answerJob(ctx, tx, job);
  });
}

/** POST /api/v3/job/{id}/files: attaches an uploaded job_file of the same company. */
export async function addJobFile(ctx: AppContext, auth: AuthContext, jobId: string, input: TAddJobFile): Promise<TJob> {
  // A photo taken with no signal comes from the outbox, maybe twice: it is added once.
  return withAccess(ctx, auth, 'jobs.manage', (write) =>
    applyOnce(write, `jobs.add-file:${jobId}`, input, async () => {
      const job = await lockedJob(write, jobId);
      const file = await findCompanyFile(write.tx, write.auth.companyId, input.fileId);
      // Another company's file is reported like a missing one: the caller cannot see it.
      if (!file || file.fileType !== 'job_file') throw invalidFields({ fileId: JOB_MESSAGES.file });
      await insertJobFile(write.tx, write.auth.companyId, job.id, file.id);
      return answerJob(ctx, write.tx, job);
    }),
  );
}

/** DELETE /api/v3/job/{id}/files/{fileId}: takes the file off the job (the upload itself stays). */
export async function removeJobFile(ctx: AppContext, auth: AuthContext, jobId: string, fileId: string): Promise<TJob> {
  return withAccess(ctx, auth, 'jobs.manage', async (write) => {
    const job = await lockedJob(write, jobId);
    if (!(await deleteJobFile(write.tx, write.auth.companyId, job.id, fileId))) throw notFound('File');
    return answerJob(ctx, write.tx, job);
  });
}
