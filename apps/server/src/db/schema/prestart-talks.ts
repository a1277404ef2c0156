import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { createdAt, id } from './columns.js';
import { jobs } from './jobs.js';
import { systemPolicy, tenantPolicy } from './roles.js';
import { users } from './users.js';

/**
 * A pre-start talk (docs/prestart-talks.md): what the crew of a job was talked through before
 * work. Recorded once and never changed: people signed on to what was said. Its attendance
 * register and PDF are the paperwork core's (kind 'prestart_talk', record_id = this id).
 */
export const prestartTalks = pgTable(
  'prestart_talks',
  {
    // Made on the presenter's phone, so the sign-ons queued after it offline can name the talk.
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** When the presenter tapped Start (the command's time), which may be before the talk reached the server. */
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    topics: jsonb('topics').$type<string[]>().notNull(),
    hazards: text('hazards'),
    notes: text('notes'),
    presentedBy: uuid('presented_by').references(() => users.id, { onDelete: 'set null' }),
    /** The presenter's name as it was: the record keeps it if the person's name changes or they leave. */
    presenterName: text('presenter_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // The list: newest first, by cursor (held_at, id).
    index('prestart_talks_company_held_idx').on(table.companyId, table.heldAt.desc(), table.id.desc()),
    // A job's talks and today's talk of each job; the id too, so a job's list pages along the index.
    index('prestart_talks_job_held_idx').on(table.companyId, table.jobId, table.heldAt.desc(), table.id.desc()),
    tenantPolicy('prestart_talks'),
    systemPolicy('prestart_talks'),
  ],
).enableRLS();

export type PrestartTalkRow = typeof prestartTalks.$inferSelect;
export type NewPrestartTalkRow = typeof prestartTalks.$inferInsert;
