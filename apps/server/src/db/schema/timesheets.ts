import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { createdAt, id, updatedAt } from './columns.js';
import { jobs } from './jobs.js';
import { systemPolicy, tenantPolicy } from './roles.js';
import { users } from './users.js';

/** Where the phone was, when the person allowed it. */
export type TTimeLocationColumn = { lat: number; long: number; accuracy: number | null };
/** A break within a shift; endAt is null while the break runs. */
export type TTimeBreakColumn = { startAt: string; endAt: string | null };

/** One shift of one person on one job: clock in, breaks, clock out, then the office's approval. */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    clockInAt: timestamp('clock_in_at', { withTimezone: true }).notNull(),
    clockOutAt: timestamp('clock_out_at', { withTimezone: true }),
    clockInLocation: jsonb('clock_in_location').$type<TTimeLocationColumn>(),
    clockOutLocation: jsonb('clock_out_location').$type<TTimeLocationColumn>(),
    breaks: jsonb('breaks')
      .$type<TTimeBreakColumn[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    note: text('note'),
    /** Set when the office changed the times; the person's own clocking is then overridden. */
    correctedBy: uuid('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One running shift per person: a double tap on weak data cannot clock in twice.
    uniqueIndex('time_entries_one_open_per_user')
      .on(table.userId)
      .where(sql`${table.clockOutAt} is null`),
    index('time_entries_company_week_idx').on(table.companyId, table.clockInAt),
    index('time_entries_user_idx').on(table.userId, table.clockInAt),
    index('time_entries_job_idx').on(table.jobId, table.clockInAt),
    check('time_entries_order', sql`${table.clockOutAt} is null or ${table.clockOutAt} >= ${table.clockInAt}`),
    tenantPolicy('time_entries'),
    systemPolicy('time_entries'),
  ],
).enableRLS();

export type TimeEntryRow = typeof timeEntries.$inferSelect;
