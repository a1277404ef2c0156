import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, doublePrecision, index, integer, jsonb, pgPolicy, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TAuditSection } from '@hivis/contracts';
import { companies } from './companies.js';
import { createdAt, id, updatedAt } from './columns.js';
import { appRole, currentCompanyId, systemPolicy, tenantPolicy } from './roles.js';
import { jobs } from './jobs.js';
import { worksites } from './worksites.js';
import { users } from './users.js';
import { files } from './files.js';

/**
 * A company's own rows, and HiVis's starter templates (no company) that every company reads and
 * copies but none may change.
 */
function templatePolicies(tableName: string) {
  const own = sql`company_id = ${currentCompanyId}`;
  return [
    pgPolicy(`${tableName}_own_rows`, { as: 'permissive', for: 'all', to: appRole, using: own, withCheck: own }),
    pgPolicy(`${tableName}_starter_read`, { as: 'permissive', for: 'select', to: appRole, using: sql`company_id is null` }),
    systemPolicy(tableName),
  ];
}

/**
 * An audit template: what the lists show (its current name and description) and which version is
 * current. The questions live in its versions, so an audit keeps the version it answered.
 */
export const auditTemplates = pgTable(
  'audit_templates',
  {
    id: id(),
    /** null: one of HiVis's starter templates. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Stable code of a starter template (loaded once, by this code); null for a company's. */
    starterCode: text('starter_code'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The template this one was copied from (spec 3, derivedFromAuditTemplateId). */
    derivedFromId: uuid('derived_from_id').references((): AnyPgColumn => auditTemplates.id, { onDelete: 'set null' }),
    /** The current version's number; its row is (id, version) in audit_template_versions. */
    version: integer('version').notNull().default(1),
    sectionCount: integer('section_count').notNull(),
    questionCount: integer('question_count').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('audit_templates_starter_unique').on(table.starterCode),
    // The list pages by name (case-insensitive) or by age, within one company.
    index('audit_templates_company_name_idx').on(table.companyId, sql`lower(${table.name})`, table.id),
    index('audit_templates_company_created_idx').on(table.companyId, table.createdAt, table.id),
    ...templatePolicies('audit_templates'),
  ],
).enableRLS();

export type AuditTemplateRow = typeof auditTemplates.$inferSelect;

/**
 * One version of a template's questions. Frozen once an audit has answered it: saving the
 * template then adds the next version rather than changing this one.
 */
export const auditTemplateVersions = pgTable(
  'audit_template_versions',
  {
    id: id(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => auditTemplates.id, { onDelete: 'cascade' }),
    /** The template's company, repeated so the policies stay a plain column test. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    sections: jsonb('sections').$type<TAuditSection[]>().notNull(),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('audit_template_versions_unique').on(table.templateId, table.version), ...templatePolicies('audit_template_versions')],
).enableRLS();

export type AuditTemplateVersionRow = typeof auditTemplateVersions.$inferSelect;

/** A section's score on submitting (audit-scoring.ts), stored so lists and stats need no recount. */
export type TStoredSectionScore = { id: string; score: number; max: number; percentage: number | null };

/**
 * A template shared by a web link (spec 7 /audit/link): people with no account answer it at
 * /audits/link/{uuid}. `uuid` is the link's secret, apart from the row's id so that the id can
 * appear in the company's own addresses without giving the link away. A link on (enabled, not
 * past expiresAt) counts against the plan's permanent or temporary allowance.
 */
export const auditLinks = pgTable(
  'audit_links',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    uuid: uuid('uuid').notNull(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => auditTemplates.id),
    name: text('name').notNull(),
    kind: text('kind').$type<'permanent' | 'temporary'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    brandingVisible: boolean('branding_visible').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('audit_links_uuid_idx').on(table.uuid),
    index('audit_links_company_idx').on(table.companyId, table.createdAt),
    tenantPolicy('audit_links'),
    systemPolicy('audit_links'),
  ],
).enableRLS();

export type AuditLinkRow = typeof auditLinks.$inferSelect;

/**
 * A template given to a worksite, a person, a contractor company or email addresses, once or on a
 * recurrence (spec 7 /audit/assign). The schedule is kept as its parts (the screens edit them) and
 * as an RRULE (RFC 5545) that the occurrences are worked out from; occurrences are not stored,
 * only the audits that did them (audit_responses.assignment_id) and the reminders sent.
 */
export const auditAssignments = pgTable(
  'audit_assignments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => auditTemplates.id),
    target: text('target').$type<'site' | 'user' | 'company' | 'emails'>().notNull(),
    worksiteId: uuid('worksite_id').references(() => worksites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    contractorCompanyId: uuid('contractor_company_id').references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
    emails: text('emails').array(),
    recurrence: text('recurrence').$type<'once' | 'daily' | 'weekly' | 'monthly' | 'yearly'>().notNull(),
    /** Calendar days and a time of day on the company's clock. */
    startsOn: text('starts_on').notNull(),
    dueTime: text('due_time').notNull(),
    endsOn: text('ends_on'),
    rrule: text('rrule').notNull(),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('audit_assignments_company_idx').on(table.companyId, table.templateId),
    index('audit_assignments_user_idx').on(table.companyId, table.userId),
    index('audit_assignments_worksite_idx').on(table.companyId, table.worksiteId),
    tenantPolicy('audit_assignments'),
    systemPolicy('audit_assignments'),
  ],
).enableRLS();

export type AuditAssignmentRow = typeof auditAssignments.$inferSelect;

/** A reminder sent for one occurrence: before it is due, or once it is overdue. Sent once each. */
export const auditAssignmentReminders = pgTable(
  'audit_assignment_reminders',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => auditAssignments.id, { onDelete: 'cascade' }),
    occurrenceOn: text('occurrence_on').notNull(),
    kind: text('kind').$type<'before' | 'overdue'>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.occurrenceOn, table.kind] }),
    tenantPolicy('audit_assignment_reminders'),
    systemPolicy('audit_assignment_reminders'),
  ],
).enableRLS();

/**
 * A submitted audit: the answers to one version of a template, with who, where and when, and its
 * score as it was worked out on submitting. Its id is the one the phone made, so a submission
 * that arrives twice (the outbox retrying) is stored once.
 */
export const auditResponses = pgTable(
  'audit_responses',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // A template that has audits is archived, never deleted; the company going takes both.
    templateId: uuid('template_id')
      .notNull()
      .references(() => auditTemplates.id),
    templateVersionId: uuid('template_version_id')
      .notNull()
      .references(() => auditTemplateVersions.id),
    version: integer('version').notNull(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    worksiteId: uuid('worksite_id').references(() => worksites.id, { onDelete: 'set null' }),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    /** Answered through a web link by someone with no account: the link, and the name and email they gave. */
    linkId: uuid('link_id').references(() => auditLinks.id, { onDelete: 'set null' }),
    respondentName: text('respondent_name'),
    respondentEmail: text('respondent_email'),
    /** Done for an assignment: which one, and the occurrence's day. */
    assignmentId: uuid('assignment_id').references(() => auditAssignments.id, { onDelete: 'set null' }),
    occurrenceOn: text('occurrence_on'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    notes: jsonb('notes').$type<Record<string, string>>().notNull(),
    evidence: jsonb('evidence').$type<Record<string, string[]>>().notNull(),
    score: doublePrecision('score').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    percentage: integer('percentage'),
    failed: boolean('failed').notNull(),
    failedQuestionIds: text('failed_question_ids').array().notNull(),
    sectionScores: jsonb('section_scores').$type<TStoredSectionScore[]>().notNull(),
    /** submitted, then approved or returned by a reviewer. */
    status: text('status').$type<'submitted' | 'approved' | 'returned'>().notNull().default('submitted'),
    /** The last review: who, when, and what they said (why it was sent back). */
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The review list pages by newest first within a company; per template for its stats.
    index('audit_responses_company_submitted_idx').on(table.companyId, table.submittedAt, table.id),
    index('audit_responses_template_idx').on(table.companyId, table.templateId, table.submittedAt),
    // An assignment's occurrences done.
    index('audit_responses_assignment_idx')
      .on(table.assignmentId, table.occurrenceOn)
      .where(sql`${table.assignmentId} is not null`),
    // A link's audits (its count on the links list).
    index('audit_responses_link_idx')
      .on(table.linkId)
      .where(sql`${table.linkId} is not null`),
    tenantPolicy('audit_responses'),
    systemPolicy('audit_responses'),
  ],
).enableRLS();

export type AuditResponseRow = typeof auditResponses.$inferSelect;

/**
 * Something to put right, opened by a failed answer whose question says so (onFail.createAction):
 * what, on which job and site, who does it by when, and how it was fixed (a photo, a note). It
 * stays open until someone marks it done, so a failed check does not end as a line in a report.
 */
export const auditActions = pgTable(
  'audit_actions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id')
      .notNull()
      .references(() => auditResponses.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    title: text('title').notNull(),
    /** What the person doing the audit said was wrong. */
    details: text('details'),
    priority: text('priority').$type<'none' | 'low' | 'moderate' | 'high' | 'urgent'>().notNull(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    worksiteId: uuid('worksite_id').references(() => worksites.id, { onDelete: 'set null' }),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** A calendar day in the company's time zone. */
    dueOn: text('due_on'),
    status: text('status').$type<'open' | 'done'>().notNull().default('open'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneNote: text('done_note'),
    fixPhotoFileId: uuid('fix_photo_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Open actions first, newest first, within a company; a job's and an audit's own.
    index('audit_actions_company_status_idx').on(table.companyId, table.status, table.createdAt, table.id),
    index('audit_actions_job_idx').on(table.companyId, table.jobId),
    uniqueIndex('audit_actions_response_question_idx').on(table.responseId, table.questionId),
    tenantPolicy('audit_actions'),
    systemPolicy('audit_actions'),
  ],
).enableRLS();

export type AuditActionRow = typeof auditActions.$inferSelect;
