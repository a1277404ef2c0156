import type { TConnectionStatus, TContractStatus } from '@hivis/contracts';
import { sql } from 'drizzle-orm';
import { index, pgPolicy, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { createdAt, id, updatedAt } from './columns.js';
import { jobs } from './jobs.js';
import { appRole, connectedViewPolicy, currentCompanyId, systemPolicy } from './roles.js';
import { users } from './users.js';

/**
 * Rows shared by two companies (the one hiring and its contractor) are visible and writable
 * from either side; the services decide which side may change what.
 */
function sharedPolicies(tableName: string) {
  const eitherSide = sql`company_id = ${currentCompanyId} or contractor_company_id = ${currentCompanyId}`;
  return [
    pgPolicy(`${tableName}_either_company`, { as: 'permissive', for: 'all', to: appRole, using: eitherSide, withCheck: eitherSide }),
    connectedViewPolicy(tableName, eitherSide),
    systemPolicy(tableName),
  ];
}

/** pending: invitation out; accepted: connected; declined by the contractor; removed by either side. */

/**
 * A company's connection to a contractor company (spec "associate"). The contractor may not be
 * on HiVis yet: then the invitation is kept by email and ABN and its token, and the contractor
 * company is filled in when the invited person signs up or signs in and accepts.
 */
export const companyConnections = pgTable(
  'company_connections',
  {
    id: id(),
    /** The company that hires the contractor. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contractorCompanyId: uuid('contractor_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    invitedEmail: text('invited_email'),
    invitedAbn: text('invited_abn'),
    /** The name the hiring company gave the contractor, shown until the contractor is on HiVis. */
    invitedName: text('invited_name'),
    status: text('status').$type<TConnectionStatus>().notNull().default('pending'),
    /** The emailed link's secret, for a contractor that still has to sign up. */
    inviteToken: uuid('invite_token').notNull().defaultRandom(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    respondedBy: uuid('responded_by').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('company_connections_token_unique').on(table.inviteToken),
    // One live connection per pair of companies.
    uniqueIndex('company_connections_pair_live_unique')
      .on(table.companyId, table.contractorCompanyId)
      .where(sql`${table.status} in ('pending', 'accepted')`),
    index('company_connections_company_idx').on(table.companyId, table.status, table.createdAt.desc()),
    index('company_connections_contractor_idx').on(table.contractorCompanyId, table.status),
    index('company_connections_email_idx').on(sql`lower(${table.invitedEmail})`),
    ...sharedPolicies('company_connections'),
  ],
).enableRLS();

export type CompanyConnectionRow = typeof companyConnections.$inferSelect;

/** offered: waiting for the contractor; accepted or declined by it; withdrawn by the hiring company; completed on site. */

/** A job contracted to a connected contractor company, and that company's answer and progress. */
export const jobContracts = pgTable(
  'job_contracts',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contractorCompanyId: uuid('contractor_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: text('status').$type<TContractStatus>().notNull().default('offered'),
    /** The /work-request/accept|decline/{uuid} link's secret for the contractor. */
    requestToken: uuid('request_token').notNull().defaultRandom(),
    offeredBy: uuid('offered_by').references(() => users.id, { onDelete: 'set null' }),
    respondedBy: uuid('responded_by').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The contractor's crew arrived on site and left it (contractor-onsite). */
    onsiteAt: timestamp('onsite_at', { withTimezone: true }),
    leftSiteAt: timestamp('left_site_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('job_contracts_token_unique').on(table.requestToken),
    // At most one live contract per job.
    uniqueIndex('job_contracts_job_live_unique')
      .on(table.jobId)
      .where(sql`${table.status} in ('offered', 'accepted')`),
    index('job_contracts_job_idx').on(table.jobId, table.createdAt.desc()),
    // The hiring company's contracted jobs (review-contracts), and a contractor's, newest first.
    index('job_contracts_company_idx').on(table.companyId, table.status, table.createdAt.desc()),
    index('job_contracts_contractor_idx').on(table.contractorCompanyId, table.status, table.createdAt.desc()),
    ...sharedPolicies('job_contracts'),
  ],
).enableRLS();

export type JobContractRow = typeof jobContracts.$inferSelect;

/** What happened on a contracted job, in order: the contractor's answers and its time on site. */
export type TJobContractEventKind = 'offered' | 'accepted' | 'declined' | 'withdrawn' | 'onsite' | 'left_site' | 'completed';

export const jobContractEvents = pgTable(
  'job_contract_events',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contractorCompanyId: uuid('contractor_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => jobContracts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TJobContractEventKind>().notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [index('job_contract_events_contract_idx').on(table.contractId, table.createdAt), ...sharedPolicies('job_contract_events')],
).enableRLS();

export type JobContractEventRow = typeof jobContractEvents.$inferSelect;
