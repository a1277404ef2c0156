import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clients, contacts, users, worksites } from '../../db/schema/index.js';

/*
 * Reads for duplicate and reference checks: one query per file, not per row. Names are compared
 * lower-case through the lower(name) indexes of each table.
 */

/** Lower-cased addresses among these that any account uses (users_email_unique). Platform read. */
export async function takenEmails(db: DbOrTx, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return new Set(rows.map((row) => row.email));
}

export type NamedRecord = { id: string; name: string; archived: boolean };

/** The company's clients with any of these names (lower-case), archived ones too. */
export async function clientsNamed(db: DbOrTx, companyId: string, names: string[]): Promise<NamedRecord[]> {
  if (names.length === 0) return [];
  return db
    .select({ id: clients.id, name: clients.name, archived: sql<boolean>`${clients.archivedAt} is not null` })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), inArray(sql`lower(${clients.name})`, names)));
}

/** The company's worksites with any of these names (lower-case), archived ones too. */
export async function worksitesNamed(db: DbOrTx, companyId: string, names: string[]): Promise<NamedRecord[]> {
  if (names.length === 0) return [];
  return db
    .select({ id: worksites.id, name: worksites.name, archived: sql<boolean>`${worksites.archivedAt} is not null` })
    .from(worksites)
    .where(and(eq(worksites.companyId, companyId), inArray(sql`lower(${worksites.name})`, names)));
}

export type ExistingContact = { firstName: string; lastName: string; email: string | null; clientId: string | null };

/** The company's contacts with any of these last names (lower-case) or emails. */
export async function contactsLike(db: DbOrTx, companyId: string, lastNames: string[], emails: string[]): Promise<ExistingContact[]> {
  if (lastNames.length === 0 && emails.length === 0) return [];
  const byName = lastNames.length > 0 ? inArray(sql`lower(${contacts.lastName})`, lastNames) : sql`false`;
  const byEmail = emails.length > 0 ? inArray(sql`lower(${contacts.email})`, emails) : sql`false`;
  return db
    .select({ firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, clientId: contacts.clientId })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), sql`(${byName} or ${byEmail})`));
}

export async function findUserName(db: DbOrTx, companyId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  return row ? `${row.firstName} ${row.lastName}`.trim() || null : null;
}
