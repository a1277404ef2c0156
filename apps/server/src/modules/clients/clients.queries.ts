import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TClientValues, TClientsQuery, TContactValues, TContactsQuery } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../db/search.js';
import { clients, contacts } from '../../db/schema/index.js';
import type { ClientRow, ContactRow } from '../../db/schema/index.js';

const archivedFilter = (column: typeof clients.archivedAt | typeof contacts.archivedAt, archived: boolean) => (archived ? isNotNull(column) : isNull(column));

/**
 * Current contacts at a client, counted where the client is read. Spelled out with an alias:
 * drizzle leaves columns unqualified inside sql``, and "id" would then be the contact's.
 */
const currentContactCount = sql<number>`(select count(*)::int from contacts as c where c.client_id = "clients"."id" and c.archived_at is null)`;

export type ClientWithCount = ClientRow & { contactCount: number };

/** One page of the company's clients by name, case-insensitive (clients_company_name_idx). */
export async function listClients(db: DbOrTx, companyId: string, query: TClientsQuery): Promise<{ rows: ClientWithCount[]; total: number }> {
  const where = and(
    eq(clients.companyId, companyId),
    archivedFilter(clients.archivedAt, query.archived),
    query.search ? ilike(clients.name, likePattern(query.search)) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(clients).where(where);
  const rows = await db
    .select({ client: clients, contactCount: currentContactCount })
    .from(clients)
    .where(where)
    .orderBy(sql`lower(${clients.name})`, asc(clients.id))
    .limit(query.take)
    .offset((query.page - 1) * query.take);
  return { rows: rows.map((row) => ({ ...row.client, contactCount: Number(row.contactCount) })), total: Number(totalRow?.total ?? 0) };
}

/** A client of this company with its contact count; null for a missing id or another company's. */
export async function findClient(db: DbOrTx, companyId: string, clientId: string): Promise<ClientWithCount | null> {
  const [row] = await db
    .select({ client: clients, contactCount: currentContactCount })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.companyId, companyId)));
  return row ? { ...row.client, contactCount: Number(row.contactCount) } : null;
}

/** `values.id`, when given, is the id the device made for the client. */
export async function insertClient(db: DbOrTx, companyId: string, values: TClientValues & { id?: string }): Promise<ClientRow> {
  const [row] = await db
    .insert(clients)
    .values({ companyId, ...values })
    .returning();
  if (!row) throw new Error('insertClient: no row returned');
  return row;
}

/** Updates a client of this company; null when there is none with that id. */
export async function updateClient(
  db: DbOrTx,
  companyId: string,
  clientId: string,
  changes: Partial<TClientValues> & { archivedAt?: Date | null },
): Promise<ClientRow | null> {
  const [row] = await db
    .update(clients)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(clients.id, clientId), eq(clients.companyId, companyId)))
    .returning();
  return row ?? null;
}

export type ContactWithClient = ContactRow & { clientName: string | null };

function contactSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(contacts.firstName, pattern),
    ilike(contacts.lastName, pattern),
    ilike(contacts.email, pattern),
    ilike(sql`${contacts.firstName} || ' ' || ${contacts.lastName}`, pattern),
  );
}

/** One page of the company's contacts by last then first name (contacts_company_name_idx). */
export async function listContacts(db: DbOrTx, companyId: string, query: TContactsQuery): Promise<{ rows: ContactWithClient[]; total: number }> {
  const where = and(
    eq(contacts.companyId, companyId),
    archivedFilter(contacts.archivedAt, query.archived),
    query.clientId ? eq(contacts.clientId, query.clientId) : undefined,
    contactSearch(query.search),
  );
  const [totalRow] = await db.select({ total: count() }).from(contacts).where(where);
  const rows = await db
    .select({ contact: contacts, clientName: clients.name })
    .from(contacts)
    .leftJoin(clients, eq(clients.id, contacts.clientId))
    .where(where)
    .orderBy(sql`lower(${contacts.lastName})`, sql`lower(${contacts.firstName})`, asc(contacts.id))
    .limit(query.take)
    .offset((query.page - 1) * query.take);
  return { rows: rows.map((row) => ({ ...row.contact, clientName: row.clientName })), total: Number(totalRow?.total ?? 0) };
}

export async function findContact(db: DbOrTx, companyId: string, contactId: string): Promise<ContactWithClient | null> {
  const [row] = await db
    .select({ contact: contacts, clientName: clients.name })
    .from(contacts)
    .leftJoin(clients, eq(clients.id, contacts.clientId))
    .where(and(eq(contacts.id, contactId), eq(contacts.companyId, companyId)));
  return row ? { ...row.contact, clientName: row.clientName } : null;
}

/** `values.id`, when given, is the id the device made for the contact. */
export async function insertContact(db: DbOrTx, companyId: string, values: TContactValues & { id?: string }): Promise<ContactRow> {
  const [row] = await db
    .insert(contacts)
    .values({ companyId, ...values })
    .returning();
  if (!row) throw new Error('insertContact: no row returned');
  return row;
}

export async function updateContact(
  db: DbOrTx,
  companyId: string,
  contactId: string,
  changes: Partial<TContactValues> & { archivedAt?: Date | null },
): Promise<ContactRow | null> {
  const [row] = await db
    .update(contacts)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(contacts.id, contactId), eq(contacts.companyId, companyId)))
    .returning();
  return row ?? null;
}

/** Whether the client id names a client of this company (archived ones included). */
export async function isCompanyClient(db: DbOrTx, companyId: string, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.companyId, companyId)));
  return Boolean(row);
}

/** Holds a client (or contact) row until the transaction ends, and answers when it was last saved; null when it is not the company's. */
export async function lockSavedAt(db: DbOrTx, table: typeof clients | typeof contacts, companyId: string, id: string): Promise<Date | null> {
  const [row] = await db
    .select({ updatedAt: table.updatedAt })
    .from(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)))
    .for('update');
  return row?.updatedAt ?? null;
}
