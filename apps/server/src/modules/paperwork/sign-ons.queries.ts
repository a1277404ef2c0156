import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, files, paperworkSignOns, users } from '../../db/schema/index.js';
import type { PaperworkSignOnRow } from '../../db/schema/index.js';
import type { Cursor } from './list-page.js';
import { cursorAtOf, keysetAfter, keysetOrderBy, type KeysetOrder } from './list-page.queries.js';
import type { RecordRef } from './versions.queries.js';

const ofRecord = (ref: RecordRef) =>
  and(eq(paperworkSignOns.companyId, ref.companyId), eq(paperworkSignOns.kind, ref.kind), eq(paperworkSignOns.recordId, ref.recordId));
const ofVersion = (ref: RecordRef, version: number) => and(ofRecord(ref), eq(paperworkSignOns.version, version));

export async function insertSignOn(db: DbOrTx, values: typeof paperworkSignOns.$inferInsert): Promise<PaperworkSignOnRow> {
  const [row] = await db.insert(paperworkSignOns).values(values).returning();
  if (!row) throw new Error('insert into paperwork_sign_ons returned no row');
  return row;
}

export async function findUserSignOn(db: DbOrTx, ref: RecordRef, version: number, userId: string): Promise<PaperworkSignOnRow | null> {
  const [row] = await db
    .select()
    .from(paperworkSignOns)
    .where(and(ofVersion(ref, version), eq(paperworkSignOns.userId, userId)));
  return row ?? null;
}

/** The sign-on made through a link (a link signs once, on whatever version was current then). */
export async function findRequestSignOn(db: DbOrTx, companyId: string, signingRequestId: string): Promise<PaperworkSignOnRow | null> {
  const [row] = await db
    .select()
    .from(paperworkSignOns)
    .where(and(eq(paperworkSignOns.companyId, companyId), eq(paperworkSignOns.signingRequestId, signingRequestId)));
  return row ?? null;
}

/** Of `emails` (lower case), those a sign-on of this version names (by link or signed in). */
export async function listSignedEmails(db: DbOrTx, ref: RecordRef, version: number, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${paperworkSignOns.signerEmail})` })
    .from(paperworkSignOns)
    .where(and(ofVersion(ref, version), inArray(sql`lower(${paperworkSignOns.signerEmail})`, emails)));
  return new Set(rows.map((row) => row.email));
}

/** Everyone who signed a version before `version`, one per email, to ask them to sign again. */
export async function listEarlierSigners(db: DbOrTx, ref: RecordRef, version: number): Promise<{ email: string; name: string }[]> {
  const rows = await db
    .select({ email: sql<string>`lower(${paperworkSignOns.signerEmail})`, name: paperworkSignOns.signerName })
    .from(paperworkSignOns)
    .where(and(ofRecord(ref), sql`${paperworkSignOns.version} < ${version}`, sql`${paperworkSignOns.signerEmail} is not null`))
    .orderBy(asc(paperworkSignOns.signedAt));
  const byEmail = new Map<string, string>();
  for (const row of rows) byEmail.set(row.email, row.name);
  return [...byEmail].map(([email, name]) => ({ email, name }));
}

/** Every sign-on of the record with where its signature image is stored, oldest first: what the PDF prints. */
export async function listSignOnsWithFiles(db: DbOrTx, ref: RecordRef): Promise<(PaperworkSignOnRow & { storageKey: string | null })[]> {
  const rows = await db
    .select({ signOn: paperworkSignOns, storageKey: files.storageKey })
    .from(paperworkSignOns)
    .leftJoin(files, eq(files.id, paperworkSignOns.fileId))
    .where(ofRecord(ref))
    .orderBy(asc(paperworkSignOns.signedAt), asc(paperworkSignOns.id));
  return rows.map((row) => ({ ...row.signOn, storageKey: row.storageKey }));
}

/** The register's order: oldest first, ties by id, as paperwork_sign_ons_record_idx holds them. */
const registerOrder: KeysetOrder = { at: paperworkSignOns.signedAt, id: paperworkSignOns.id, direction: 'asc' };

/** One page of a version's sign-on register: `take + 1` rows after the cursor (see list-page.ts). */
export async function listRegisterPage(
  db: DbOrTx,
  ref: RecordRef,
  version: number,
  cursor: Cursor | null,
  take: number,
): Promise<(PaperworkSignOnRow & { cursorAt: string })[]> {
  const rows = await db
    .select({ signOn: paperworkSignOns, cursorAt: cursorAtOf(registerOrder) })
    .from(paperworkSignOns)
    .where(and(ofVersion(ref, version), keysetAfter(registerOrder, cursor)))
    .orderBy(...keysetOrderBy(registerOrder))
    .limit(take + 1);
  return rows.map((row) => ({ ...row.signOn, cursorAt: row.cursorAt }));
}

/** The company's name and standing, for a signing mail and a link's sign-on (no access scope there). */
export async function findCompanyHeading(db: DbOrTx, companyId: string): Promise<{ name: string; status: string } | null> {
  const [row] = await db.select({ name: companies.name, status: companies.status }).from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

/** The person of the company with this email (any case), if there is one. */
export async function findCompanyPersonByEmail(
  db: DbOrTx,
  companyId: string,
  email: string,
): Promise<{ id: string; firstName: string; lastName: string } | null> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row ?? null;
}

export async function findUserName(db: DbOrTx, companyId: string, userId: string): Promise<{ name: string; email: string } | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  return row ? { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email.toLowerCase() } : null;
}

/**
 * A person of the company signing on in person (on someone else's device): not deactivated (a new
 * starter whose account is not set up yet still turns up on site), with their name and email.
 */
export async function findSigningPerson(db: DbOrTx, companyId: string, userId: string): Promise<{ name: string; email: string } | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), ne(users.status, 'deactivated')));
  return row ? { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email.toLowerCase() } : null;
}
