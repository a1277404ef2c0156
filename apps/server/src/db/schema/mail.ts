import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { systemPolicy } from './roles.js';

/**
 * Outgoing mail. Written in the same transaction as the change that causes it, delivered by the
 * outbox worker, so a crash loses nothing and several app instances can share the work.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** pending: to send; sent: delivered by SMTP; kept: no SMTP configured, readable in the mailbox; failed: gave up. */
    status: text('status').$type<'pending' | 'sent' | 'kept' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt), systemPolicy('mail_outbox')],
).enableRLS();

export type MailRow = typeof mailOutbox.$inferSelect;
