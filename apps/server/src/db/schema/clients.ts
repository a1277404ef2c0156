import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TAddress } from '@hivis/contracts';
import { companies } from './companies.js';
import { createdAt, id, updatedAt } from './columns.js';
import { systemPolicy, tenantPolicy } from './roles.js';

/** A client of the company: a business or a private person the work is done for. */
export const clients = pgTable(
  'clients',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** company: a business (with an ABN perhaps); person: a home owner. */
    kind: text('kind').$type<'company' | 'person'>().notNull().default('company'),
    name: text('name').notNull(),
    abn: text('abn'),
    email: text('email'),
    phone: text('phone'),
    address: jsonb('address').$type<TAddress>(),
    notes: text('notes'),
    /** Archived clients leave the lists but stay on the projects that name them. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Lists page by name (case-insensitive) then id, within one company.
    index('clients_company_name_idx').on(table.companyId, sql`lower(${table.name})`, table.id),
    tenantPolicy('clients'),
    systemPolicy('clients'),
  ],
).enableRLS();

export type ClientRow = typeof clients.$inferSelect;

/** A person to talk to: at a client, or on their own (a supplier, an inspector). */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    /** Their role at the client, e.g. 'Site manager'. */
    position: text('position'),
    notes: text('notes'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('contacts_company_name_idx').on(table.companyId, sql`lower(${table.lastName})`, sql`lower(${table.firstName})`, table.id),
    index('contacts_client_idx').on(table.clientId),
    tenantPolicy('contacts'),
    systemPolicy('contacts'),
  ],
).enableRLS();

export type ContactRow = typeof contacts.$inferSelect;
