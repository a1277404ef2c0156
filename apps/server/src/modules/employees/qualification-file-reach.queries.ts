import { and, eq, sql } from 'drizzle-orm';
import { qualifications } from '../../db/schema/index.js';
import type { FileReach } from '../files/index.js';

/** A licence's copy is the holder's own (and the account holder's, who reads every file). */
export const qualificationFileReach: FileReach = {
  attachedTo: 'qualification',
  async mayRead(tx, auth, fileId) {
    const [row] = await tx
      .select({ one: sql<number>`1` })
      .from(qualifications)
      .where(and(eq(qualifications.companyId, auth.companyId), eq(qualifications.userId, auth.userId), eq(qualifications.fileId, fileId)))
      .limit(1);
    return Boolean(row);
  },
};
