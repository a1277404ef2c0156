import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { createdAt, id } from './columns.js';
import { files } from './files.js';
import { systemPolicy, tenantPolicy } from './roles.js';
import { users } from './users.js';

/*
 * The paperwork core (modules/paperwork, docs/paperwork.md): what every issued or signed document
 * shares, whatever its kind (SWMS, audit report, JSA, pre-start talk, variation...). Rows name
 * their record by (kind, record_id). record_id cannot be a foreign key to several tables, so a
 * kind's records are soft-deleted and the core reads a record only through its kind's own query.
 */

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * An issued version: the content and the details printed from outside the record (job, company...)
 * frozen at issue, and its latest PDF (produced again after each sign-on).
 */
export const paperworkVersions = pgTable(
  'paperwork_versions',
  {
    id: id(),
    companyId: companyId(),
    kind: text('kind').notNull(),
    recordId: uuid('record_id').notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').notNull(),
    /** The details the document prints from outside the record, as they were at issue. */
    header: jsonb('header').notNull(),
    /** The kind's template, if it has them; the kind keeps a used template from changing. */
    templateId: uuid('template_id'),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
  },
  (table) => [
    // Also the look-up of a record's latest version (max(version) is one probe of it).
    uniqueIndex('paperwork_versions_unique').on(table.kind, table.recordId, table.version),
    // The superseded-PDF sweep asks whether any version still points at a file.
    index('paperwork_versions_file_idx')
      .on(table.fileId)
      .where(sql`${table.fileId} is not null`),
    tenantPolicy('paperwork_versions'),
    systemPolicy('paperwork_versions'),
  ],
).enableRLS();

/**
 * A link mailed to one person to sign one record without signing in. The id is the link's secret
 * (a random UUID); it signs once, before it expires; a newer link to the same person replaces it.
 */
export const paperworkSigningRequests = pgTable(
  'paperwork_signing_requests',
  {
    id: id(),
    companyId: companyId(),
    kind: text('kind').notNull(),
    recordId: uuid('record_id').notNull(),
    email: text('email').notNull(),
    /** The version current when the link was sent; the sign-on goes on the version current when signing. */
    version: integer('version').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    // A record's links, newest first, and the open links of one person to revoke on a new send.
    index('paperwork_signing_requests_record_idx').on(table.kind, table.recordId, table.email, table.createdAt.desc()),
    tenantPolicy('paperwork_signing_requests'),
    systemPolicy('paperwork_signing_requests'),
  ],
).enableRLS();

/** A sign-on: one person signing one version, with their signature image and the kind's own answers. */
export const paperworkSignOns = pgTable(
  'paperwork_sign_ons',
  {
    id: id(),
    companyId: companyId(),
    kind: text('kind').notNull(),
    recordId: uuid('record_id').notNull(),
    version: integer('version').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    signingRequestId: uuid('signing_request_id').references(() => paperworkSigningRequests.id, { onDelete: 'set null' }),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    /** What the kind asks at sign-on besides the signature (SWMS: the pre-start talk). */
    details: jsonb('details'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The register of a version, keyset by (signed_at, id), and the counts of a record or version.
    index('paperwork_sign_ons_record_idx').on(table.kind, table.recordId, table.version, table.signedAt, table.id),
    // One sign-on per person per version.
    uniqueIndex('paperwork_sign_ons_user_unique')
      .on(table.kind, table.recordId, table.version, table.userId)
      .where(sql`${table.userId} is not null`),
    // One sign-on per link.
    uniqueIndex('paperwork_sign_ons_request_unique')
      .on(table.signingRequestId)
      .where(sql`${table.signingRequestId} is not null`),
    tenantPolicy('paperwork_sign_ons'),
    systemPolicy('paperwork_sign_ons'),
  ],
).enableRLS();

export type PaperworkVersionRow = typeof paperworkVersions.$inferSelect;
export type PaperworkSigningRequestRow = typeof paperworkSigningRequests.$inferSelect;
export type PaperworkSignOnRow = typeof paperworkSignOns.$inferSelect;
