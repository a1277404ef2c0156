import type { TAssignmentStatus, TJobStatus } from '@hivis/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { createdAt, id, updatedAt } from './columns.js';
import { files } from './files.js';
import { projects } from './projects.js';
import { connectedViewPolicy, currentCompanyId, systemPolicy, tenantPolicy } from './roles.js';
import { users } from './users.js';
import { worksites } from './worksites.js';

/** Spec 4: PENDING 'Is Pending', IN_PROGRESS 'In Progress'; then completed or cancelled. */

/** A unit of work in a project: a date, a status, the people on it or the company contracted. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The project's worksite, kept on the job so site-wide lists and the schedule need no join. */
    worksiteId: uuid('worksite_id')
      .notNull()
      .references(() => worksites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    scope: text('scope'),
    jobNumber: text('job_number'),
    status: text('status').$type<TJobStatus>().notNull().default('PENDING'),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }),
    scheduledEnd: timestamp('scheduled_end', { withTimezone: true }),
    /** Another company the job is contracted to (a connected contractor), instead of own staff. */
    contractedCompanyId: uuid('contracted_company_id').references(() => companies.id, { onDelete: 'set null' }),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The jobs list: newest first within a company, with the id as tie-breaker for stable paging.
    index('jobs_company_created_idx').on(table.companyId, table.createdAt.desc(), table.id.desc()),
    index('jobs_company_status_idx').on(table.companyId, table.status, table.createdAt.desc(), table.id.desc()),
    // The schedule and clash checks: jobs overlapping a time window.
    index('jobs_company_schedule_idx').on(table.companyId, table.scheduledStart, table.scheduledEnd),
    index('jobs_project_idx').on(table.projectId, table.createdAt),
    index('jobs_contracted_idx').on(table.contractedCompanyId),
    check('jobs_schedule_order', sql`${table.scheduledEnd} is null or ${table.scheduledStart} is null or ${table.scheduledEnd} >= ${table.scheduledStart}`),
    tenantPolicy('jobs'),
    systemPolicy('jobs'),
    connectedViewPolicy('jobs', sql`${table.companyId} = ${currentCompanyId} or ${table.contractedCompanyId} = ${currentCompanyId}`),
  ],
).enableRLS();

export type JobRow = typeof jobs.$inferSelect;

/** offered: the work request is out; accepted or declined by the person; removed by the office. */

/** A person of the company put on a job, and their answer to the work request. */
export const jobAssignments = pgTable(
  'job_assignments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<TAssignmentStatus>().notNull().default('offered'),
    /** The /work-request/accept|decline/{uuid} link's secret: answers without signing in. */
    requestToken: uuid('request_token').notNull().defaultRandom(),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('job_assignments_job_user_unique').on(table.jobId, table.userId),
    uniqueIndex('job_assignments_token_unique').on(table.requestToken),
    // My Jobs and the clash check: a person's assignments.
    index('job_assignments_user_idx').on(table.companyId, table.userId, table.status),
    tenantPolicy('job_assignments'),
    systemPolicy('job_assignments'),
  ],
).enableRLS();

export type JobAssignmentRow = typeof jobAssignments.$inferSelect;

/** A note written on a job (office or site), newest last. */
export const jobNotes = pgTable(
  'job_notes',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('job_notes_job_idx').on(table.jobId, table.createdAt), tenantPolicy('job_notes'), systemPolicy('job_notes')],
).enableRLS();

export type JobNoteRow = typeof jobNotes.$inferSelect;

/** Files attached to a job (drawings, quotes, photos), as uploaded files. */
export const jobFiles = pgTable(
  'job_files',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('job_files_job_idx').on(table.jobId, table.createdAt), tenantPolicy('job_files'), systemPolicy('job_files')],
).enableRLS();

export type JobFileRow = typeof jobFiles.$inferSelect;
