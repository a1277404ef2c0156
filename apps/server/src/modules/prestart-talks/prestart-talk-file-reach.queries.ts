import { and, eq, ne, or, sql } from 'drizzle-orm';
import { PERMISSIONS, roleRefusal } from '@hivis/contracts';
import { jobAssignments, paperworkSignOns, paperworkVersions, prestartTalks } from '../../db/schema/index.js';
import type { FileReach } from '../files/index.js';
import { PRESTART_TALK_KIND_KEY } from './prestart-talk-kind-key.js';

/**
 * A talk's files (its PDF, the signatures in its register) are read by whoever may read the talk:
 * a role that holds talks (workers sign on but do not read them, spec 6) on the talk's job. The
 * presenter uploaded the signatures, and so reads them anyway; the account holder reads every file.
 */
export const prestartTalkFileReach: FileReach = {
  attachedTo: 'pre-start talk',
  async mayRead(tx, auth, fileId) {
    if (roleRefusal(PERMISSIONS['prestartTalks.read'], auth)) return false;
    const [row] = await tx
      .select({ one: sql<number>`1` })
      .from(prestartTalks)
      .innerJoin(
        jobAssignments,
        and(eq(jobAssignments.jobId, prestartTalks.jobId), eq(jobAssignments.userId, auth.userId), ne(jobAssignments.status, 'removed')),
      )
      .where(
        and(
          eq(prestartTalks.companyId, auth.companyId),
          or(
            sql`exists (select 1 from ${paperworkVersions} where ${paperworkVersions.kind} = ${PRESTART_TALK_KIND_KEY} and ${paperworkVersions.recordId} = ${prestartTalks.id} and ${paperworkVersions.fileId} = ${fileId})`,
            sql`exists (select 1 from ${paperworkSignOns} where ${paperworkSignOns.kind} = ${PRESTART_TALK_KIND_KEY} and ${paperworkSignOns.recordId} = ${prestartTalks.id} and ${paperworkSignOns.fileId} = ${fileId})`,
          ),
        ),
      )
      .limit(1);
    return Boolean(row);
  },
};
