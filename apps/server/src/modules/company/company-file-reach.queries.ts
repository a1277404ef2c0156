import { and, eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/index.js';
import type { FileReach } from '../files/index.js';

/** The company's logo is on its documents and screens: everyone of the company reads it. */
export const companyLogoReach: FileReach = {
  attachedTo: 'company logo',
  async mayRead(tx, auth, fileId) {
    const [row] = await tx
      .select({ one: sql<number>`1` })
      .from(companies)
      .where(and(eq(companies.id, auth.companyId), eq(companies.logoFileId, fileId)));
    return Boolean(row);
  },
};
