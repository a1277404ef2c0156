import type { TQualificationKind } from '@hivis/contracts';
import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { createdAt, id, updatedAt } from './columns.js';
import { files } from './files.js';
import { systemPolicy, tenantPolicy } from './roles.js';
import { users } from './users.js';

/** Which events a person is told about, and how (/staff/employee/notification/{employeeId}). */
export type TNotificationSettingsColumn = Record<string, { email: boolean; inApp: boolean }>;

/** What the company keeps about a person beyond their sign-in: the job, who to call, what to tell them. */
export const employeeProfiles = pgTable(
  'employee_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    position: text('position'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    emergencyContactRelationship: text('emergency_contact_relationship'),
    notificationSettings: jsonb('notification_settings').$type<TNotificationSettingsColumn>().notNull().default({}),
    notes: text('notes'),
    updatedAt: updatedAt(),
  },
  (table) => [index('employee_profiles_company_idx').on(table.companyId), tenantPolicy('employee_profiles'), systemPolicy('employee_profiles')],
).enableRLS();

export type EmployeeProfileRow = typeof employeeProfiles.$inferSelect;

/** white_card (general construction induction), high_risk_work licence, trade licence, first aid, other. */

/** A licence or ticket a person holds, with its expiry so the office hears before it lapses. */
export const qualifications = pgTable(
  'qualifications',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TQualificationKind>().notNull(),
    name: text('name').notNull(),
    licenceNumber: text('licence_number'),
    issuer: text('issuer'),
    issuedOn: date('issued_on', { mode: 'string' }),
    /** Null for tickets that do not expire (a white card). */
    expiresOn: date('expires_on', { mode: 'string' }),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('qualifications_user_idx').on(table.userId, table.expiresOn),
    // Expiring licences across the company (the dashboard, reminders).
    index('qualifications_company_expiry_idx').on(table.companyId, table.expiresOn),
    tenantPolicy('qualifications'),
    systemPolicy('qualifications'),
  ],
).enableRLS();

export type QualificationRow = typeof qualifications.$inferSelect;

/** A message in a person's in-app inbox (a work request, a declined job), with whether it was read. */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. job_assigned, job_accepted, job_declined. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    jobId: uuid('job_id'),
    /** Where the notification takes the person in the app. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('user_notifications_user_idx').on(table.userId, table.createdAt.desc()),
    tenantPolicy('user_notifications'),
    systemPolicy('user_notifications'),
  ],
).enableRLS();

export type UserNotificationRow = typeof userNotifications.$inferSelect;
