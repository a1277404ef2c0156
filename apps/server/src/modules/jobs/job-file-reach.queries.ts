import { and, eq, ne, sql } from 'drizzle-orm';
import { jobAssignments, jobFiles } from '../../db/schema/index.js';
import type { FileReach } from '../files/index.js';

/** A job's files are read by the people on the job (as the job itself is: jobs.policy visibleJob). */
export const jobFileReach: FileReach = {
  attachedTo: 'job',
  async mayRead(tx, auth, fileId) {
    const [row] = await tx
      .select({ one: sql<number>`1` })
      .from(jobFiles)
      .innerJoin(jobAssignments, and(eq(jobAssignments.jobId, jobFiles.jobId), eq(jobAssignments.userId, auth.userId), ne(jobAssignments.status, 'removed')))
      .where(and(eq(jobFiles.fileId, fileId), eq(jobFiles.companyId, auth.companyId)))
      .limit(1);
    return Boolean(row);
  },
};
