import { and, count, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { companies, files, swms, swmsSignatures, swmsSigningRequests, users } from '../../../db/schema/index.js';
import type { SwmsRow, SwmsSignatureRow, SwmsSigningRequestRow } from '../../../db/schema/index.js';

export async function insertSigningRequest(tx: DbOrTx, values: typeof swmsSigningRequests.$inferInsert): Promise<SwmsSigningRequestRow> {
  const [row] = await tx.insert(swmsSigningRequests).values(values).returning();
  if (!row) throw new Error('insert into swms_signing_requests returned no row');
  return row;
}

/** A new link to the same person for the same SWMS replaces their open ones. */
export async function revokeOpenRequests(tx: DbOrTx, companyId: string, swmsId: string, email: string, now: Date): Promise<void> {
  await tx
    .update(swmsSigningRequests)
    .set({ revokedAt: now })
    .where(
      and(
        eq(swmsSigningRequests.companyId, companyId),
        eq(swmsSigningRequests.swmsId, swmsId),
        eq(swmsSigningRequests.email, email),
        isNull(swmsSigningRequests.signedAt),
        isNull(swmsSigningRequests.revokedAt),
      ),
    );
}

/**
 * The SWMS row locked against Generate (which locks it for update to issue a new version): it
 * waits for them to commit, and they wait for it. Send only reads it ('share'). A sign-on writes
 * it (a trigger moves last_activity_at), so it takes the row for that write at once ('no key
 * update'): two sign-ons that both held it shared would each wait for the other to let go before
 * writing, a deadlock. Sign-ons of one SWMS take turns here, as they already did at its version row.
 */
export async function lockSwmsForSigning(tx: DbOrTx, companyId: string, swmsId: string, strength: 'share' | 'no key update'): Promise<SwmsRow | null> {
  const [row] = await tx
    .select()
    .from(swms)
    .where(and(eq(swms.id, swmsId), eq(swms.companyId, companyId), isNull(swms.deletedAt)))
    .for(strength);
  return row ?? null;
}

/** By the link's secret; the platform reads it before it knows the company. */
export async function findSigningRequestById(tx: DbOrTx, id: string): Promise<SwmsSigningRequestRow | null> {
  const [row] = await tx.select().from(swmsSigningRequests).where(eq(swmsSigningRequests.id, id));
  return row ?? null;
}

/** Locks the request, so two signatures through one link take turns and the second finds it used. */
export async function lockSigningRequest(tx: DbOrTx, companyId: string, id: string): Promise<SwmsSigningRequestRow | null> {
  const [row] = await tx
    .select()
    .from(swmsSigningRequests)
    .where(and(eq(swmsSigningRequests.id, id), eq(swmsSigningRequests.companyId, companyId)))
    .for('update');
  return row ?? null;
}

export async function markRequestSigned(tx: DbOrTx, id: string, at: Date): Promise<void> {
  await tx.update(swmsSigningRequests).set({ signedAt: at }).where(eq(swmsSigningRequests.id, id));
}

export async function listSigningRequests(tx: DbOrTx, companyId: string, swmsId: string): Promise<SwmsSigningRequestRow[]> {
  return tx
    .select()
    .from(swmsSigningRequests)
    .where(and(eq(swmsSigningRequests.companyId, companyId), eq(swmsSigningRequests.swmsId, swmsId)))
    .orderBy(desc(swmsSigningRequests.createdAt));
}

export async function insertSignature(tx: DbOrTx, values: typeof swmsSignatures.$inferInsert): Promise<SwmsSignatureRow> {
  const [row] = await tx.insert(swmsSignatures).values(values).returning();
  if (!row) throw new Error('insert into swms_signatures returned no row');
  return row;
}

/** The sign-ons of one version of a SWMS of the company. */
const signaturesOfVersion = (companyId: string, swmsId: string, version: number) =>
  and(eq(swmsSignatures.companyId, companyId), eq(swmsSignatures.swmsId, swmsId), eq(swmsSignatures.version, version));

export async function findUserSignature(tx: DbOrTx, companyId: string, swmsId: string, version: number, userId: string): Promise<SwmsSignatureRow | null> {
  const [row] = await tx
    .select()
    .from(swmsSignatures)
    .where(and(signaturesOfVersion(companyId, swmsId, version), eq(swmsSignatures.userId, userId)));
  return row ?? null;
}

/** Of `emails` (lower case), those a signature of this version names (signed by link or signed in). */
export async function listSignedEmails(tx: DbOrTx, companyId: string, swmsId: string, version: number, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await tx
    .select({ email: sql<string>`lower(${swmsSignatures.signerEmail})` })
    .from(swmsSignatures)
    .where(and(signaturesOfVersion(companyId, swmsId, version), inArray(sql`lower(${swmsSignatures.signerEmail})`, emails)));
  return new Set(rows.map((row) => row.email));
}

/** Everyone who signed a version before `version`, one row per email, for asking them again. */
export async function listEarlierSigners(tx: DbOrTx, companyId: string, swmsId: string, version: number): Promise<{ email: string; name: string }[]> {
  const rows = await tx
    .select({ email: sql<string>`lower(${swmsSignatures.signerEmail})`, name: swmsSignatures.signerName, signedAt: swmsSignatures.signedAt })
    .from(swmsSignatures)
    .where(
      and(
        eq(swmsSignatures.companyId, companyId),
        eq(swmsSignatures.swmsId, swmsId),
        sql`${swmsSignatures.version} < ${version}`,
        sql`${swmsSignatures.signerEmail} is not null`,
      ),
    )
    .orderBy(swmsSignatures.signedAt);
  const byEmail = new Map<string, string>();
  for (const row of rows) byEmail.set(row.email, row.name);
  return [...byEmail].map(([email, name]) => ({ email, name }));
}

/** What a signing mail and the link's page name: the SWMS, its job and the company. */
export async function findSwmsHeading(
  tx: DbOrTx,
  companyId: string,
  swmsId: string,
): Promise<{ id: string; title: string; jobId: string; status: string; currentVersion: number; companyName: string; companyStatus: string } | null> {
  const [row] = await tx
    .select({
      id: swms.id,
      title: swms.title,
      jobId: swms.jobId,
      status: swms.status,
      currentVersion: swms.currentVersion,
      companyName: companies.name,
      companyStatus: companies.status,
    })
    .from(swms)
    .innerJoin(companies, eq(companies.id, swms.companyId))
    .where(and(eq(swms.id, swmsId), eq(swms.companyId, companyId), isNull(swms.deletedAt)));
  return row ?? null;
}

/** The person of the company with this email (any case), if there is one. */
export async function findCompanyPersonByEmail(
  tx: DbOrTx,
  companyId: string,
  email: string,
): Promise<{ id: string; firstName: string; lastName: string } | null> {
  const [row] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row ?? null;
}

export async function findUserName(tx: DbOrTx, companyId: string, userId: string): Promise<{ name: string; email: string } | null> {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  return row ? { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email.toLowerCase() } : null;
}

/** Files of the company stored under a key prefix (e.g. the signatures uploaded through one link). */
export async function countFilesUnder(tx: DbOrTx, companyId: string, prefix: string): Promise<number> {
  // The prefix is built from ids (hex and dashes), so it holds no LIKE wildcards.
  const [row] = await tx
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.companyId, companyId), like(files.storageKey, `${prefix}%`)));
  return row?.n ?? 0;
}
