import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { systemPolicy, tenantPolicy } from './roles.js';
import { users } from './users.js';

/**
 * Every field action (platform/commands) the server has applied, by the id the device made for it:
 * the same command sent again (a retry after a lost answer, the outbox sending twice) finds its
 * row and gets `result`, the first answer, instead of being applied again. Written in the same
 * transaction as the action, so a row exists exactly when the action's writes do.
 */
export const appliedCommands = pgTable(
  'applied_commands',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Made on the device: unique per company (a command never names its company; the token does). */
    id: uuid('id').notNull(),
    /** What it was ('timesheets.clock-in'): the same id sent for another action is refused. */
    name: text('name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the person tapped, by the device's clock (checked: not ahead, not too old). */
    deviceAt: timestamp('device_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first answer, as sent. */
    result: jsonb('result'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('applied_commands_received_idx').on(table.receivedAt),
    tenantPolicy('applied_commands'),
    systemPolicy('applied_commands'),
  ],
).enableRLS();

export type AppliedCommandRow = typeof appliedCommands.$inferSelect;
