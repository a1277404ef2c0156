import type { TSwmsContent, TSwmsStatus } from '@hivis/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { createdAt, id, updatedAt } from './columns.js';
import { files } from './files.js';
import { jobs } from './jobs.js';
import { systemPolicy, tenantPolicy } from './roles.js';
import { users } from './users.js';

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * A company's SWMS template (spec "SWMS template"): its own cover pages or forms. A PDF is merged
 * into the generated document without its first hidden pages; other file types are kept with the
 * SWMS and listed in it.
 */
export const swmsTemplates = pgTable(
  'swms_templates',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    /** Page numbers (1-based) of the template left out of the merged document. */
    hidePages: integer('hide_pages')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    showJobDetails: boolean('show_job_details').notNull().default(true),
    showLegislation: boolean('show_legislation').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('swms_templates_company_idx').on(table.companyId, table.name), tenantPolicy('swms_templates'), systemPolicy('swms_templates')],
).enableRLS();

/** draft: being built; issued: at least one version generated. */

/**
 * One SWMS for a job. `content` is the working copy the builder saves at every step; generating
 * issues a version (the paperwork core's paperwork_versions, kind 'swms') with a frozen copy of it. Deleting keeps the row (deleted_at):
 * a SWMS must be kept until the work is done and for two years after a notifiable incident.
 */
export const swms = pgTable(
  'swms',
  {
    id: id(),
    companyId: companyId(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status').$type<TSwmsStatus>().notNull().default('draft'),
    /** The last builder step saved, so the builder reopens where the user left off. */
    step: text('step').notNull(),
    templateId: uuid('template_id').references(() => swmsTemplates.id, { onDelete: 'set null' }),
    content: jsonb('content').$type<TSwmsContent>().notNull(),
    /** The latest issued version number; 0 while a draft. */
    currentVersion: integer('current_version').notNull().default(0),
    /** The working copy changed after the latest version was issued. */
    editedSinceIssue: boolean('edited_since_issue').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The later of updated_at and the newest sign-on of the current version: what the company's
     * SWMS list sorts on. Kept by the database (triggers of migration 0009, see docs/swms.md), so
     * every write of either table keeps it right; the default only lets an insert leave it out.
     */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('swms_job_idx').on(table.companyId, table.jobId, table.createdAt.desc()),
    // The company's SWMS list, newest activity first: page 1 is the first rows of this index.
    index('swms_company_activity_idx')
      .on(table.companyId, table.lastActivityAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    tenantPolicy('swms'),
    systemPolicy('swms'),
  ],
).enableRLS();

export type SwmsTemplateRow = typeof swmsTemplates.$inferSelect;
export type SwmsRow = typeof swms.$inferSelect;
