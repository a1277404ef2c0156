import { sql } from 'drizzle-orm';
import { integer, jsonb, pgPolicy, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TAddress, TCompanyStatus, TCountry, TPaymentStatus } from '@hivis/contracts';
import { DEFAULT_TIME_ZONE } from '@hivis/contracts';
import { createdAt, id, updatedAt } from './columns.js';
import { appRole, connectedViewRole, currentCompanyId, systemPolicy } from './roles.js';
import { files } from './files.js';

/** The tenant. Everything a business owns hangs off one company row. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    abn: text('abn'),
    nzbn: text('nzbn'),
    country: text('country').$type<TCountry>().notNull().default('AU'),
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    status: text('status').$type<TCompanyStatus>().notNull().default('pending_company'),
    paymentStatus: text('payment_status').$type<TPaymentStatus>().notNull().default('unpaid'),
    planLevel: text('plan_level'),
    enabledFeatures: text('enabled_features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The address given at sign-up (spec "Address"), as the place lookup returned it. */
    address: jsonb('address').$type<TAddress>(),
    /** Packs bought with the plan (the base bundle included). */
    planBundles: text('plan_bundles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Seats bought (tier's included plus additional), kept for enforcing the limits. */
    seatsPah: integer('seats_pah').notNull().default(0),
    seatsSah: integer('seats_sah').notNull().default(0),
    seatsNah: integer('seats_nah').notNull().default(0),
    auditLinksPermanent: integer('audit_links_permanent').notNull().default(0),
    auditLinksTemporary: integer('audit_links_temporary').notNull().default(0),
    /** Features of the plan the owner switched off (/manage-features); the plan's own list stays whole. */
    featuresSwitchedOff: text('features_switched_off')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Company details (the 'Company Details Required' step after payment). */
    legalName: text('legal_name'),
    phone: text('phone'),
    logoFileId: uuid('logo_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    detailsCompletedAt: timestamp('details_completed_at', { withTimezone: true }),
    /** The company's customer and subscription at Stripe, when it paid through Stripe. */
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** An owner asked to close the account: it closes now and its data is deleted at deletionDueAt. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    deletionRequestedBy: uuid('deletion_requested_by'),
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the checkout that set the current plan was started: an older one arriving late does not win. */
    planCheckoutStartedAt: timestamp('plan_checkout_started_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('companies_stripe_customer_unique').on(table.stripeCustomerId),
    pgPolicy('companies_tenant_isolation', {
      as: 'permissive',
      for: 'all',
      to: appRole,
      using: sql`id = ${currentCompanyId}`,
      withCheck: sql`id = ${currentCompanyId}`,
    }),
    systemPolicy('companies'),
    // Connected companies see each other's name and business details, in lists of connections
    // (tenant role) and on a contracted job (connected view). contractors.ts imports this file.
    ...[appRole, connectedViewRole].map((role) =>
      pgPolicy(`companies_connected_read${role === appRole ? '' : '_view'}`, {
        as: 'permissive',
        for: 'select',
        to: role,
        using: sql`${table.id} = ${currentCompanyId} or exists (select 1 from company_connections cc where cc.status in ('pending', 'accepted') and ((cc.company_id = ${table.id} and cc.contractor_company_id = ${currentCompanyId}) or (cc.contractor_company_id = ${table.id} and cc.company_id = ${currentCompanyId})))`,
      }),
    ),
  ],
).enableRLS();

export type CompanyRow = typeof companies.$inferSelect;
