import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paperworkSignOns, paperworkSigningRequests, paperworkVersions } from '../../db/schema/index.js';
import type { PaperworkSignOnRow, PaperworkSigningRequestRow, PaperworkVersionRow } from '../../db/schema/index.js';
import type { RecordRef } from './versions.queries.js';

/*
 * What a kind's screens show of its records' paperwork: versions, sign-ons and links, read in the
 * kind's own access scope after it has found the records (and checked its reach). Several records
 * at once, so a list of them costs one read per table, not one per record.
 */

/** The versions of the records, newest version first. */
export async function listVersionsOf(db: DbOrTx, companyId: string, kind: string, recordIds: readonly string[]): Promise<PaperworkVersionRow[]> {
  if (recordIds.length === 0) return [];
  return db
    .select()
    .from(paperworkVersions)
    .where(and(eq(paperworkVersions.companyId, companyId), eq(paperworkVersions.kind, kind), inArray(paperworkVersions.recordId, [...recordIds])))
    .orderBy(desc(paperworkVersions.version));
}

/** The sign-ons of the records, every version, oldest first (the register's order). */
export async function listSignOnsOf(db: DbOrTx, companyId: string, kind: string, recordIds: readonly string[]): Promise<PaperworkSignOnRow[]> {
  if (recordIds.length === 0) return [];
  return db
    .select()
    .from(paperworkSignOns)
    .where(and(eq(paperworkSignOns.companyId, companyId), eq(paperworkSignOns.kind, kind), inArray(paperworkSignOns.recordId, [...recordIds])))
    .orderBy(asc(paperworkSignOns.signedAt), asc(paperworkSignOns.id));
}

/** The signing links sent for one record, newest first (open ones are the people still to sign). */
export async function listSigningLinksOf(db: DbOrTx, ref: RecordRef): Promise<PaperworkSigningRequestRow[]> {
  return db
    .select()
    .from(paperworkSigningRequests)
    .where(
      and(
        eq(paperworkSigningRequests.companyId, ref.companyId),
        eq(paperworkSigningRequests.kind, ref.kind),
        eq(paperworkSigningRequests.recordId, ref.recordId),
      ),
    )
    .orderBy(desc(paperworkSigningRequests.createdAt));
}
