import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TCheckout, TCheckoutSessionStatus, TEstimate } from '@hivis/contracts';
import { companies } from './companies.js';
import { createdAt, id } from './columns.js';
import { systemPolicy, tenantPolicy } from './roles.js';
import { users } from './users.js';

/** One checkout: the cart as priced when it started, and where it stands at the provider. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** test: the built-in test-mode checkout; stripe: a Stripe Checkout Session. */
    provider: text('provider').$type<'test' | 'stripe'>().notNull(),
    providerSessionId: text('provider_session_id'),
    status: text('status').$type<TCheckoutSessionStatus>().notNull().default('open'),
    cart: jsonb('cart').$type<TCheckout>().notNull(),
    estimate: jsonb('estimate').$type<TEstimate>().notNull(),
    dueTodayCents: integer('due_today_cents').notNull(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('checkout_sessions_company_idx').on(table.companyId, table.createdAt),
    tenantPolicy('checkout_sessions'),
    systemPolicy('checkout_sessions'),
  ],
).enableRLS();

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/**
 * Payment events received from a provider, by the provider's event id. The primary key makes
 * each event apply once however often it is delivered. Platform-only: events arrive before any
 * tenant is known.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    sessionId: uuid('session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    /** What applying it did: applied, or why it changed nothing. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_events_session_idx').on(table.sessionId), systemPolicy('payment_events')],
).enableRLS();
