import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TPolicyTier } from '@hivis/contracts';
import { companies } from './companies.js';
import { id } from './columns.js';
import { systemPolicy, tenantPolicy } from './roles.js';
import { users } from './users.js';

/**
 * Who accepted the privacy policy and terms of which account tier, and when (PUT /api/users/pp).
 * Append-only: a record of consent is kept, not overwritten.
 */
export const policyAcceptances = pgTable(
  'policy_acceptances',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier').$type<TPolicyTier>().notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('policy_acceptances_user_idx').on(table.userId, table.acceptedAt), tenantPolicy('policy_acceptances'), systemPolicy('policy_acceptances')],
).enableRLS();
