import type { TSwmsContent, TSwmsPreStartTalk, TSwmsStatus } from '@hivis/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { createdAt, id, updatedAt } from './columns.js';
import { files } from './files.js';
import { jobs } from './jobs.js';
import { tenantPolicy } from './roles.js';
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
  (table) => [index('swms_templates_company_idx').on(table.companyId, table.name), tenantPolicy('swms_templates')],
).enableRLS();

/** draft: being built; issued: at least one version generated. */

/**
 * One SWMS for a job. `content` is the working copy the builder saves at every step; generating
 * issues a version (swms_versions) with a frozen copy of it. Deleting keeps the row (deleted_at):
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
  ],
).enableRLS();

/** An issued version: the content and details as issued, and its PDF (produced again when someone signs). */
export const swmsVersions = pgTable(
  'swms_versions',
  {
    id: id(),
    companyId: companyId(),
    swmsId: uuid('swms_id')
      .notNull()
      .references(() => swms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').$type<TSwmsContent>().notNull(),
    /**
     * The job, project, worksite and company details as they were when this version was issued,
     * so later edits never change what its signers signed. Written and read (with its schema) by
     * modules/swms/document/version-header.ts. Set on every version; migration 0008 filled the
     * versions issued before it.
     */
    header: jsonb('header'),
    templateId: uuid('template_id').references(() => swmsTemplates.id, { onDelete: 'set null' }),
    /** The latest PDF of this version, with its sign-on register as it stood. */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the PDF was last produced (it is produced again after each signature). */
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('swms_versions_unique').on(table.swmsId, table.version), tenantPolicy('swms_versions')],
).enableRLS();

/**
 * A link emailed to one person to sign a SWMS without logging in (/swms/sign/{id}). The id is the
 * link's secret (a random UUID); it signs only its own SWMS, once, before it expires.
 */
export const swmsSigningRequests = pgTable(
  'swms_signing_requests',
  {
    id: id(),
    companyId: companyId(),
    swmsId: uuid('swms_id')
      .notNull()
      .references(() => swms.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The version current when the link was sent; the signature goes on the version current when signing. */
    version: integer('version').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** A later request to the same person for the same SWMS replaces this one. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('swms_signing_requests_swms_idx').on(table.swmsId, table.createdAt.desc()), tenantPolicy('swms_signing_requests')],
).enableRLS();

/** A sign-on: one person signing one version, with their signature image. */
export const swmsSignatures = pgTable(
  'swms_signatures',
  {
    id: id(),
    companyId: companyId(),
    swmsId: uuid('swms_id')
      .notNull()
      .references(() => swms.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    signingRequestId: uuid('signing_request_id').references(() => swmsSigningRequests.id, { onDelete: 'set null' }),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    preStartTalk: text('pre_start_talk').$type<TSwmsPreStartTalk>(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('swms_signatures_swms_idx').on(table.swmsId, table.version, table.signedAt),
    // One signature per person per version.
    uniqueIndex('swms_signatures_user_unique')
      .on(table.swmsId, table.version, table.userId)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('swms_signatures_request_unique')
      .on(table.signingRequestId)
      .where(sql`${table.signingRequestId} is not null`),
    tenantPolicy('swms_signatures'),
  ],
).enableRLS();

export type SwmsTemplateRow = typeof swmsTemplates.$inferSelect;
export type SwmsRow = typeof swms.$inferSelect;
export type SwmsVersionRow = typeof swmsVersions.$inferSelect;
export type SwmsSigningRequestRow = typeof swmsSigningRequests.$inferSelect;
export type SwmsSignatureRow = typeof swmsSignatures.$inferSelect;
