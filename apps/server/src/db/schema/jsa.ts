import type { TJsaContent, TJsaSource, TRiskBandCode } from '@hivis/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { createdAt, id } from './columns.js';
import { jobs } from './jobs.js';
import { systemPolicy, tenantPolicy } from './roles.js';
import { users } from './users.js';

/** A JSA's content besides its task, as the crew last saved it (a version freezes it with the task). */
export type JsaStoredContent = Pick<TJsaContent, 'steps' | 'ppe'> & { notes: string | null };

/**
 * A JSA report (docs/jsa.md): the safety analysis of one task on a job, written by the crew at the
 * workface. The row is the JSA as it stands (its latest save); every save is also a version in the
 * paperwork core (kind 'jsa', record_id = this id), which freezes what the crew signed on to.
 */
export const jsaReports = pgTable(
  'jsa_reports',
  {
    // Made on the phone, so the sign-ons queued after it offline can name the JSA.
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    task: text('task').notNull(),
    content: jsonb('content').$type<JsaStoredContent>().notNull(),
    /** Where it was started from (blank, an earlier JSA, a SWMS activity), kept for the record. */
    source: jsonb('source').$type<TJsaSource>().notNull(),
    /** The current version's number, the same as the core's latest; a change must be based on it. */
    version: integer('version').notNull(),
    /** The highest risk left after controls, by the risk bands: the list shows it without reading the content. */
    highestResidual: text('highest_residual').$type<TRiskBandCode>().notNull(),
    stepCount: integer('step_count').notNull(),
    preparedBy: uuid('prepared_by').references(() => users.id, { onDelete: 'set null' }),
    /** The name as it was: the record keeps it if the person's name changes or they leave. */
    preparedByName: text('prepared_by_name').notNull(),
    createdAt: createdAt(),
    /** Set by each save, not by a sign-on: the list sorts on it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // The list: latest change first, by cursor (updated_at, id).
    index('jsa_reports_company_updated_idx').on(table.companyId, table.updatedAt.desc(), table.id.desc()),
    // A job's JSAs, paged along the index the same way.
    index('jsa_reports_job_updated_idx').on(table.companyId, table.jobId, table.updatedAt.desc(), table.id.desc()),
    tenantPolicy('jsa_reports'),
    systemPolicy('jsa_reports'),
  ],
).enableRLS();

export type JsaReportRow = typeof jsaReports.$inferSelect;
export type NewJsaReportRow = typeof jsaReports.$inferInsert;
