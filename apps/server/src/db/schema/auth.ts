import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { systemPolicy } from './roles.js';
import { users } from './users.js';

/*
 * Tables of the sign-in machinery. They are read and written only by the platform's system
 * context (never granted to the tenant role), because signing in happens before a tenant is known;
 * row-level security lets only that context in (roles.ts, systemPolicy).
 */

/** Opaque refresh tokens, stored hashed, rotated on every use and grouped in families. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The admin acting as this user, kept through rotations. */
    impersonatorId: uuid('impersonator_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId), index('refresh_tokens_user_idx').on(table.userId), systemPolicy('refresh_tokens')],
).enableRLS();

export type UserTokenPurpose = 'password_reset' | 'account_setup' | 'email_confirmation';

/** Single-use tokens sent by mail: password reset, account set-up and email confirmation. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UserTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('user_tokens_user_idx').on(table.userId, table.purpose), systemPolicy('user_tokens')],
).enableRLS();

/** Failed sign-ins per account and per client address, for throttling. */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  () => [systemPolicy('login_throttles')],
).enableRLS();

/** Every time an admin acts as another user: who, whom, when. */
export const impersonations = pgTable(
  'impersonations',
  {
    id: id(),
    adminUserId: uuid('admin_user_id')
      .notNull()
      .references(() => users.id),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('impersonations_admin_idx').on(table.adminUserId, table.createdAt), systemPolicy('impersonations')],
).enableRLS();
