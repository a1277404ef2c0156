import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { createdAt, id } from './columns.js';
import { systemPolicy, tenantPolicy } from './roles.js';
import { users } from './users.js';

/**
 * A read-only link to one dashboard for embedding (/embed-dashboard). Only a hash of the
 * link's secret is kept; the owner can revoke a link, and every link expires.
 */
export const dashboardLinks = pgTable(
  'dashboard_links',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    dashboardId: text('dashboard_id').notNull(),
    /** SHA-256 of the secret, hex: the secret itself is shown once, when the link is made. */
    tokenHash: text('token_hash').notNull(),
    label: text('label'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('dashboard_links_token_unique').on(table.tokenHash),
    index('dashboard_links_company_idx').on(table.companyId, table.createdAt.desc()),
    tenantPolicy('dashboard_links'),
    systemPolicy('dashboard_links'),
  ],
).enableRLS();

export type DashboardLinkRow = typeof dashboardLinks.$inferSelect;
