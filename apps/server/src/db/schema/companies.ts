import { sql } from 'drizzle-orm';
import { pgPolicy, pgTable, text } from 'drizzle-orm/pg-core';
import type { TCompanyStatus, TCountry, TPaymentStatus } from '@hivis/contracts';
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
