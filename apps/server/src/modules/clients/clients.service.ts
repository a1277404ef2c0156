import { CLIENT_MESSAGES, formatAddress } from '@hivis/contracts';
import type {
  TClientDetails,
  TClientSummary,
  TClientValues,
  TNewClientValues,
  TNewContactValues,
  TClientsPage,
  TClientsQuery,
  TContactDetails,
  TContactSummary,
  TContactValues,
  TContactsPage,
  TContactsQuery,
} from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import { clients, contacts } from '../../db/schema/index.js';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { invalidFields } from '../../platform/errors.js';
import { createOnce } from '../../platform/commands/index.js';
import { checkEditBase } from '../../platform/edits/edit-base.js';
import {
  findClient,
  findContact,
  insertClient,
  insertContact,
  isCompanyClient,
  listClients,
  listContacts,
  lockSavedAt,
  updateClient,
  updateContact,
} from './clients.queries.js';
import type { ClientWithCount, ContactWithClient } from './clients.queries.js';

/*
 * Clients & Contacts. Any person of the company may read them (a supervisor on site calls the
 * client's contact); only account holders change them. Records are archived, never deleted:
 * projects keep naming the client they were for.
 */

const iso = (date: Date | null) => date?.toISOString() ?? null;

function presentClientSummary(client: ClientWithCount): TClientSummary {
  return {
    id: client.id,
    kind: client.kind,
    name: client.name,
    email: client.email,
    phone: client.phone,
    place: client.address ? formatAddress(client.address) || null : null,
    contactCount: client.contactCount,
    archivedOn: iso(client.archivedAt),
  };
}

function presentClient(client: ClientWithCount): TClientDetails {
  return {
    id: client.id,
    kind: client.kind,
    name: client.name,
    abn: client.abn,
    email: client.email,
    phone: client.phone,
    address: client.address,
    notes: client.notes,
    contactCount: client.contactCount,
    archivedOn: iso(client.archivedAt),
    createdOn: client.createdAt.toISOString(),
    updatedOn: client.updatedAt.toISOString(),
  };
}

function presentContactSummary(contact: ContactWithClient): TContactSummary {
  return {
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    position: contact.position,
    email: contact.email,
    phone: contact.phone,
    clientId: contact.clientId,
    clientName: contact.clientName,
    archivedOn: iso(contact.archivedAt),
  };
}

function presentContact(contact: ContactWithClient): TContactDetails {
  return {
    ...presentContactSummary(contact),
    notes: contact.notes,
    createdOn: contact.createdAt.toISOString(),
    updatedOn: contact.updatedAt.toISOString(),
  };
}

async function requireClient(tx: Tx, companyId: string, clientId: string): Promise<ClientWithCount> {
  return found(await findClient(tx, companyId, clientId), 'Client');
}

async function requireContact(tx: Tx, companyId: string, contactId: string): Promise<ContactWithClient> {
  return found(await findContact(tx, companyId, contactId), 'Contact');
}

/** GET /api/v3/client */
export function getClients(ctx: AppContext, auth: AuthContext, query: TClientsQuery): Promise<TClientsPage> {
  return withAccess(ctx, auth, 'clients.read', async ({ tx, auth: { companyId } }) => {
    const { rows, total } = await listClients(tx, companyId, query);
    return { items: rows.map(presentClientSummary), total, page: query.page, take: query.take };
  });
}

/** GET /api/v3/client/{id} */
export function getClient(ctx: AppContext, auth: AuthContext, clientId: string): Promise<TClientDetails> {
  return withAccess(ctx, auth, 'clients.read', async ({ tx, auth: { companyId } }) => presentClient(await requireClient(tx, companyId, clientId)));
}

/** POST /api/v3/client */
export function createClient(ctx: AppContext, auth: AuthContext, values: TNewClientValues): Promise<TClientDetails> {
  return withAccess(ctx, auth, 'clients.manage', (scope) =>
    createOnce(scope, 'clients.create', values.id, async () => {
      const {
        tx,
        auth: { companyId },
      } = scope;
      const created = await insertClient(tx, companyId, values);
      return presentClient(await requireClient(tx, companyId, created.id));
    }),
  );
}

/** PUT /api/v3/client/{id}, and archive / restore. */
export function changeClient(
  ctx: AppContext,
  auth: AuthContext,
  clientId: string,
  { basedOn, ...changes }: Partial<TClientValues> & { archivedAt?: Date | null; basedOn?: string },
): Promise<TClientDetails> {
  return withAccess(ctx, auth, 'clients.manage', async ({ tx, auth: { companyId } }) => {
    const savedAt = found(await lockSavedAt(tx, clients, companyId, clientId), 'Client');
    await checkEditBase(savedAt, basedOn, async () => presentClient(await requireClient(tx, companyId, clientId)));
    const current = await requireClient(tx, companyId, clientId);
    // Archiving twice keeps the first date: it says when the client left the lists.
    const next = 'archivedAt' in changes && changes.archivedAt && current.archivedAt ? { ...changes, archivedAt: current.archivedAt } : changes;
    await updateClient(tx, companyId, clientId, next);
    return presentClient(await requireClient(tx, companyId, clientId));
  });
}

/** GET /api/v3/contact */
export function getContacts(ctx: AppContext, auth: AuthContext, query: TContactsQuery): Promise<TContactsPage> {
  return withAccess(ctx, auth, 'clients.read', async ({ tx, auth: { companyId } }) => {
    const { rows, total } = await listContacts(tx, companyId, query);
    return { items: rows.map(presentContactSummary), total, page: query.page, take: query.take };
  });
}

/** GET /api/v3/contact/{id} */
export function getContact(ctx: AppContext, auth: AuthContext, contactId: string): Promise<TContactDetails> {
  return withAccess(ctx, auth, 'clients.read', async ({ tx, auth: { companyId } }) => presentContact(await requireContact(tx, companyId, contactId)));
}

/** Another company's client id reads like a wrong one: whether it exists is not told. */
async function assertOwnClient(tx: Tx, companyId: string, clientId: string | null | undefined): Promise<void> {
  if (clientId && !(await isCompanyClient(tx, companyId, clientId))) throw invalidFields({ clientId: CLIENT_MESSAGES.clientId });
}

/** POST /api/v3/contact */
export function createContact(ctx: AppContext, auth: AuthContext, values: TNewContactValues): Promise<TContactDetails> {
  return withAccess(ctx, auth, 'clients.manage', (scope) =>
    createOnce(scope, 'contacts.create', values.id, async () => {
      const {
        tx,
        auth: { companyId },
      } = scope;
      await assertOwnClient(tx, companyId, values.clientId);
      const created = await insertContact(tx, companyId, values);
      return presentContact(await requireContact(tx, companyId, created.id));
    }),
  );
}

/** PUT /api/v3/contact/{id}, and archive / restore. */
export function changeContact(
  ctx: AppContext,
  auth: AuthContext,
  contactId: string,
  { basedOn, ...changes }: Partial<TContactValues> & { archivedAt?: Date | null; basedOn?: string },
): Promise<TContactDetails> {
  return withAccess(ctx, auth, 'clients.manage', async ({ tx, auth: { companyId } }) => {
    const savedAt = found(await lockSavedAt(tx, contacts, companyId, contactId), 'Contact');
    await checkEditBase(savedAt, basedOn, async () => presentContact(await requireContact(tx, companyId, contactId)));
    const current = await requireContact(tx, companyId, contactId);
    await assertOwnClient(tx, companyId, changes.clientId);
    const next = 'archivedAt' in changes && changes.archivedAt && current.archivedAt ? { ...changes, archivedAt: current.archivedAt } : changes;
    await updateContact(tx, companyId, contactId, next);
    return presentContact(await requireContact(tx, companyId, contactId));
  });
}
