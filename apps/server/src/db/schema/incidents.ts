import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TIncidentJurisdiction, TIncidentPerson, TIncidentStatus, TIncidentType, TIncidentWitness, TNotifiableCategory } from '@hivis/contracts';
import { companies } from './companies.js';
import { createdAt, id, updatedAt } from './columns.js';
import { systemPolicy, tenantPolicy } from './roles.js';
import { jobs } from './jobs.js';
import { worksites } from './worksites.js';
import { users } from './users.js';

/**
 * An incident report (docs/incidents.md): what happened, whether it is notifiable and the notice
 * given, the investigation and its sign-off. People, witnesses and photos are the report's own
 * lists, kept with it (jsonb): they are read and changed only with the report.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').$type<TIncidentStatus>().notNull().default('reported'),
    types: text('types').array().$type<TIncidentType[]>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** When the company knew: the report, as tapped on the phone. The 48-hour clock runs from it. */
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    reportedBy: uuid('reported_by').references(() => users.id, { onDelete: 'set null' }),
    worksiteId: uuid('worksite_id').references(() => worksites.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    location: text('location'),
    point: jsonb('point').$type<{ lat: number; lng: number }>(),
    description: text('description').notNull(),
    immediateActions: text('immediate_actions'),
    people: jsonb('people').$type<TIncidentPerson[]>().notNull().default([]),
    witnesses: jsonb('witnesses').$type<TIncidentWitness[]>().notNull().default([]),
    photoFileIds: uuid('photo_file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The notification questions' answers, and the decision they gave. */
    jurisdiction: text('jurisdiction').$type<TIncidentJurisdiction>(),
    criteria: text('criteria').array(),
    notifiable: boolean('notifiable'),
    category: text('category').$type<TNotifiableCategory>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    /** The notice given to the regulator. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    notifiedBy: text('notified_by'),
    notificationMethod: text('notification_method').$type<'phone' | 'online' | 'email' | 'in_person'>(),
    regulatorReference: text('regulator_reference'),
    writtenNoticeAt: timestamp('written_notice_at', { withTimezone: true }),
    /** The regulator asked for a written notice (where it is owed only when asked). */
    writtenNoticeAsked: boolean('written_notice_asked').notNull().default(false),
    /** While the written notice is owed: what the list and the dashboard show as the running clock. */
    writtenNoticeDueAt: timestamp('written_notice_due_at', { withTimezone: true }),
    contributingFactors: text('contributing_factors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    otherFactors: text('other_factors'),
    whys: text('whys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rootCause: text('root_cause'),
    investigatedAt: timestamp('investigated_at', { withTimezone: true }),
    signedOffAt: timestamp('signed_off_at', { withTimezone: true }),
    signedOffBy: uuid('signed_off_by').references(() => users.id, { onDelete: 'set null' }),
    signOffComment: text('sign_off_comment'),
    /** A notifiable incident's record is kept until this day (5 years from when it happened). */
    keepUntil: date('keep_until', { mode: 'string' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The list: newest first, by cursor (occurred_at, id); staff see their own reports.
    index('incidents_company_occurred_idx').on(table.companyId, table.occurredAt.desc(), table.id.desc()),
    index('incidents_reporter_idx').on(table.companyId, table.reportedBy),
    tenantPolicy('incidents'),
    systemPolicy('incidents'),
  ],
).enableRLS();

export type IncidentRow = typeof incidents.$inferSelect;
export type NewIncidentRow = typeof incidents.$inferInsert;

/** A corrective action of an investigation, given to someone and tracked to done. */
export const incidentActions = pgTable(
  'incident_actions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status').$type<'open' | 'done'>().notNull().default('open'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    doneNote: text('done_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('incident_actions_incident_idx').on(table.incidentId, table.createdAt),
    index('incident_actions_owner_idx').on(table.companyId, table.ownerId, table.status),
    tenantPolicy('incident_actions'),
    systemPolicy('incident_actions'),
  ],
).enableRLS();

export type IncidentActionRow = typeof incidentActions.$inferSelect;
