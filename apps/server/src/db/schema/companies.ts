import { sql } from 'drizzle-orm';
import { integer, jsonb, pgPolicy, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TAddress, TCompanyStatus, TCountry, TPaymentStatus } from '@hivis/contracts';
import { DEFAULT_TIME_ZONE } from '@hivis/contracts';
import { createdAt, id, updatedAt } from './columns.js';
import { appRole, currentCompanyId } from './roles.js';

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
    enabledFeatures: text('enabled_features').array().notNull().default(sql`'{}'::text[]`),
    /** The address given at sign-up (spec "Address"), as the place lookup returned it. */
    address: jsonb('address').$type<TAddress>(),
    /** Packs bought with the plan (the base bundle included). */
    planBundles: text('plan_bundles').array().notNull().default(sql`'{}'::text[]`),
    /** Seats bought (tier's included plus additional), kept for enforcing the limits. */
    seatsPah: integer('seats_pah').notNull().default(0),
    seatsSah: integer('seats_sah').notNull().default(0),
    seatsNah: integer('seats_nah').notNull().default(0),
    auditLinksPermanent: integer('audit_links_permanent').notNull().default(0),
    auditLinksTemporary: integer('audit_links_temporary').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the checkout that set the current plan was started: an older one arriving late does not win. */
    planCheckoutStartedAt: timestamp('plan_checkout_started_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [
    pgPolicy('companies_tenant_isolation', {
      as: 'permissive',
      for: 'all',
      to: appRole,
      using: sql`id = ${currentCompanyId}`,
      withCheck: sql`id = ${currentCompanyId}`,
    }),
  ],
).enableRLS();

export type CompanyRow = typeof companies.$inferSelect;
