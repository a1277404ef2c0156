import { and, eq, ne, or, sql } from 'drizzle-orm';
import { jobAssignments, paperworkSignOns, paperworkVersions, swms } from '../../db/schema/index.js';
import type { FileReach } from '../files/index.js';
import { SWMS_KIND_KEY } from './swms-kind-key.js';

/**
 * A SWMS's files (its versions' PDFs, the signatures in its register, the safety data sheets of
 * its substances) are read by whoever may read the SWMS: the people on its job (swms.policy
 * requireJobReach). A safety data sheet is named in the working copy or in an issued version.
 */
export const swmsFileReach: FileReach = {
  attachedTo: 'SWMS',
  async mayRead(tx, auth, fileId) {
    const substance = JSON.stringify({ substances: [{ fileId }] });
    const [row] = await tx
      .select({ one: sql<number>`1` })
      .from(swms)
      .innerJoin(jobAssignments, and(eq(jobAssignments.jobId, swms.jobId), eq(jobAssignments.userId, auth.userId), ne(jobAssignments.status, 'removed')))
      .where(
        and(
          eq(swms.companyId, auth.companyId),
          or(
            sql`exists (select 1 from ${paperworkVersions} where ${paperworkVersions.kind} = ${SWMS_KIND_KEY} and ${paperworkVersions.recordId} = ${swms.id} and (${paperworkVersions.fileId} = ${fileId} or ${paperworkVersions.content} @> ${substance}::jsonb))`,
            sql`exists (select 1 from ${paperworkSignOns} where ${paperworkSignOns.kind} = ${SWMS_KIND_KEY} and ${paperworkSignOns.recordId} = ${swms.id} and ${paperworkSignOns.fileId} = ${fileId})`,
            sql`${swms.content} @> ${substance}::jsonb`,
          ),
        ),
      )
      .limit(1);
    return Boolean(row);
  },
};
