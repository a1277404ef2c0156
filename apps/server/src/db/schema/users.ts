import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TUserStatus } from '@hivis/contracts';
import { companies } from './companies.js';
import { createdAt, id, updatedAt } from './columns.js';
import { systemPolicy, tenantPolicy } from './roles.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Null only for platform admins, who belong to no company. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Stored lower-case; unique whatever the case it was typed in. */
    email: text('email').notNull(),
    /** Null until an invited person sets up the account. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    /** The first role is the effective one. */
    roles: text('roles').array().notNull(),
    status: text('status').$type<TUserStatus>().notNull().default('active'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Set when the person follows the confirmation link sent at sign-up. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** When the person accepted the Privacy Policy and the Terms of Service (sign-up). */
    policiesAcceptedAt: timestamp('policies_accepted_at', { withTimezone: true }),
    /** When the person last signed in themselves (not an administrator acting as them). */
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_company_idx').on(table.companyId, table.lastName, table.firstName),
    tenantPolicy('users'),
    systemPolicy('users'),
  ],
).enableRLS();

export type UserRow = typeof users.$inferSelect;
