import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { createdAt, id } from './columns.js';
import { systemPolicy, tenantPolicy } from './roles.js';
import { users } from './users.js';

/**
 * 'Invite a friend': one invitation per email sent, with its own referral code. A business that
 * signs up through the link is recorded against the company that invited it.
 */
export const referralInvitations = pgTable(
  'referral_invitations',
  {
    id: id(),
    /** The inviting company: the invitation belongs to it. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** Random, 8 characters over 62 (spec 9); carried by the link in the invitation. */
    code: text('code').notNull().unique(),
    createdAt: createdAt(),
    signedUpCompanyId: uuid('signed_up_company_id').references(() => companies.id, { onDelete: 'set null' }),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }),
  },
  (table) => [
    index('referral_invitations_company_idx').on(table.companyId, table.createdAt),
    tenantPolicy('referral_invitations'),
    systemPolicy('referral_invitations'),
  ],
).enableRLS();

export type ReferralInvitationRow = typeof referralInvitations.$inferSelect;
