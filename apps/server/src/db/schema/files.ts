import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TFileType } from '@hivis/contracts';
import { companies } from './companies.js';
import { createdAt, id } from './columns.js';
import { systemPolicy, tenantPolicy } from './roles.js';
import { users } from './users.js';

export const files = pgTable(
  'files',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileType: text('file_type').$type<TFileType>().notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Where the bytes are in the file store; generated, never from the uploader. */
    storageKey: text('storage_key').notNull().unique(),
    /** A photo's moment of taking, by the device that took it (its file time); null when not sent. */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('files_company_idx').on(table.companyId, table.createdAt), tenantPolicy('files'), systemPolicy('files')],
).enableRLS();

export type FileRow = typeof files.$inferSelect;
