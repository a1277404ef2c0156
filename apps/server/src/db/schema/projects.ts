import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients, contacts } from './clients.js';
import { companies } from './companies.js';
import { createdAt, id, updatedAt } from './columns.js';
import { connectedViewPolicy, currentCompanyId, systemPolicy, tenantPolicy } from './roles.js';
import { worksites } from './worksites.js';

/**
 * The principal contractor of a project (the head contractor running the site) and its WHS
 * person. Kept on the project as it was given: it is often a company that is not on HiVis.
 */
export type TPrincipalContractorColumns = {
  companyName: string;
  abn: string | null;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  whsPersonName: string | null;
  whsPersonPhone: string | null;
  whsPersonEmail: string | null;
};

/** A piece of work for a client at one worksite; jobs and their safety paperwork hang off it. */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    worksiteId: uuid('worksite_id')
      .notNull()
      .references(() => worksites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    projectNumber: text('project_number'),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientContactId: uuid('client_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    principalContractor: jsonb('principal_contractor').$type<TPrincipalContractorColumns>(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    description: text('description'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A worksite's projects by name, and the company's projects by name (pickers, search).
    index('projects_worksite_name_idx').on(table.companyId, table.worksiteId, sql`lower(${table.name})`, table.id),
    index('projects_company_name_idx').on(table.companyId, sql`lower(${table.name})`, table.id),
    index('projects_client_idx').on(table.clientId),
    tenantPolicy('projects'),
    systemPolicy('projects'),
    // Table names in plain SQL: jobs.ts imports this file.
    connectedViewPolicy(
      'projects',
      sql`${table.companyId} = ${currentCompanyId} or exists (select 1 from jobs j where j.project_id = ${table.id} and j.contracted_company_id = ${currentCompanyId})`,
    ),
  ],
).enableRLS();

export type ProjectRow = typeof projects.$inferSelect;
