import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paperworkSigningRequests } from '../../db/schema/index.js';
import type { PaperworkSigningRequestRow } from '../../db/schema/index.js';
import type { RecordRef } from './versions.queries.js';

export async function insertSigningRequest(db: DbOrTx, values: typeof paperworkSigningRequests.$inferInsert): Promise<PaperworkSigningRequestRow> {
  const [row] = await db.insert(paperworkSigningRequests).values(values).returning();
  if (!row) throw new Error('insert into paperwork_signing_requests returned no row');
  return row;
}

/**
 * Revokes a record's open links: one person's when `email` is given (a new link replaces them),
 * else everyone's (the record was deleted).
 */
export async function revokeOpenRequests(db: DbOrTx, ref: RecordRef, email: string | null, now: Date): Promise<void> {
  await db
    .update(paperworkSigningRequests)
    .set({ revokedAt: now })
    .where(
      and(
        eq(paperworkSigningRequests.companyId, ref.companyId),
        eq(paperworkSigningRequests.kind, ref.kind),
        eq(paperworkSigningRequests.recordId, ref.recordId),
        email === null ? undefined : eq(paperworkSigningRequests.email, email),
        isNull(paperworkSigningRequests.signedAt),
        isNull(paperworkSigningRequests.revokedAt),
      ),
    );
}

/** By the link's secret alone: read by the platform (system context) before it knows the company. */
export async function findSigningRequestById(db: DbOrTx, id: string): Promise<PaperworkSigningRequestRow | null> {
  const [row] = await db.select().from(paperworkSigningRequests).where(eq(paperworkSigningRequests.id, id));
  return row ?? null;
}

/** Locks the link, so two sign-ons through it take turns and the second finds it used. */
export async function lockSigningRequest(db: DbOrTx, companyId: string, id: string): Promise<PaperworkSigningRequestRow | null> {
  const [row] = await db
    .select()
    .from(paperworkSigningRequests)
    .where(and(eq(paperworkSigningRequests.id, id), eq(paperworkSigningRequests.companyId, companyId)))
    .for('update');
  return row ?? null;
}

export async function markRequestSigned(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(paperworkSigningRequests).set({ signedAt: at }).where(eq(paperworkSigningRequests.id, id));
}
