import { and, eq, ne, or, sql } from 'drizzle-orm';
import { PERMISSIONS, roleRefusal } from '@hivis/contracts';
import { jobAssignments, jsaReports, paperworkSignOns, paperworkVersions } from '../../db/schema/index.js';
import type { FileReach } from '../files/index.js';
import { JSA_KIND_KEY } from './jsa-kind-key.js';

/**
 * A JSA's files (the PDFs of its versions, the signatures in its register) are read by whoever may
 * read the JSA: a role that holds JSAs (all three do, spec 6) on the JSA's job. Whoever uploaded a
 * signature reads it anyway; the account holder reads every file.
 */
export const jsaFileReach: FileReach = {
  attachedTo: 'JSA',
  async mayRead(tx, auth, fileId) {
    if (roleRefusal(PERMISSIONS['jsa.read'], auth)) return false;
    const [row] = await tx
      .select({ one: sql<number>`1` })
      .from(jsaReports)
      .innerJoin(jobAssignments, and(eq(jobAssignments.jobId, jsaReports.jobId), eq(jobAssignments.userId, auth.userId), ne(jobAssignments.status, 'removed')))
      .where(
        and(
          eq(jsaReports.companyId, auth.companyId),
          or(
            sql`exists (select 1 from ${paperworkVersions} where ${paperworkVersions.kind} = ${JSA_KIND_KEY} and ${paperworkVersions.recordId} = ${jsaReports.id} and ${paperworkVersions.fileId} = ${fileId})`,
            sql`exists (select 1 from ${paperworkSignOns} where ${paperworkSignOns.kind} = ${JSA_KIND_KEY} and ${paperworkSignOns.recordId} = ${jsaReports.id} and ${paperworkSignOns.fileId} = ${fileId})`,
          ),
        ),
      )
      .limit(1);
    return Boolean(row);
  },
};
