import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { incidentActions, incidents } from '../../db/schema/index.js';
import type { FileReach } from '../files/index.js';

/**
 * An incident's photos are read by whoever may read the incident: its reporter (who uploaded them
 * anyway) and the people given its corrective actions, who fix what the photos show.
 */
export const incidentFileReach: FileReach = {
  attachedTo: 'incident',
  async mayRead(tx, auth, fileId) {
    const ownsAction = sql`exists (select 1 from ${incidentActions} where ${incidentActions.incidentId} = ${incidents.id} and ${incidentActions.ownerId} = ${auth.userId})`;
    const [row] = await tx
      .select({ one: sql<number>`1` })
      .from(incidents)
      .where(
        and(
          eq(incidents.companyId, auth.companyId),
          isNull(incidents.deletedAt),
          sql`${fileId}::uuid = any(${incidents.photoFileIds})`,
          or(eq(incidents.reportedBy, auth.userId), ownsAction),
        ),
      )
      .limit(1);
    return Boolean(row);
  },
};
