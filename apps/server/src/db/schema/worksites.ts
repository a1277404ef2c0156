import { sql } from 'drizzle-orm';
import { doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TAddress } from '@hivis/contracts';
import { companies } from './companies.js';
import { createdAt, id, updatedAt } from './columns.js';
import { files } from './files.js';
import { connectedViewPolicy, currentCompanyId, systemPolicy, tenantPolicy } from './roles.js';

/** Someone to call about the site: the site manager, the gate, the owner. */
export type TSiteContact = { name: string; phone: string | null; role: string | null };

/** A place where work happens: an address, its point on the map, who to call, notes and photos. */
export const worksites = pgTable(
  'worksites',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: jsonb('address').$type<TAddress>(),
    /** From the address look-up or the phone; separate columns so distance queries can use them. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    siteContacts: jsonb('site_contacts')
      .$type<TSiteContact[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    notes: text('notes'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('worksites_company_name_idx').on(table.companyId, sql`lower(${table.name})`, table.id),
    tenantPolicy('worksites'),
    systemPolicy('worksites'),
    // Table names in plain SQL: jobs.ts imports this file.
    connectedViewPolicy(
      'worksites',
      sql`${table.companyId} = ${currentCompanyId} or exists (select 1 from jobs j where j.worksite_id = ${table.id} and j.contracted_company_id = ${currentCompanyId})`,
    ),
  ],
).enableRLS();

export type WorksiteRow = typeof worksites.$inferSelect;

/** Photos of a site (access, hazards, the finished work), as uploaded files. */
export const worksitePhotos = pgTable(
  'worksite_photos',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    worksiteId: uuid('worksite_id')
      .notNull()
      .references(() => worksites.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    caption: text('caption'),
    createdAt: createdAt(),
  },
  (table) => [index('worksite_photos_worksite_idx').on(table.worksiteId, table.createdAt), tenantPolicy('worksite_photos'), systemPolicy('worksite_photos')],
).enableRLS();

export type WorksitePhotoRow = typeof worksitePhotos.$inferSelect;
