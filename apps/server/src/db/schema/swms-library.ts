import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgPolicy, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TControlLevel, THrcwCode } from '@hivis/contracts';
import { companies } from './companies.js';
import { createdAt, id, updatedAt } from './columns.js';
import { appRole, currentCompanyId, systemPolicy } from './roles.js';
import { users } from './users.js';

/**
 * The SWMS library: trades → scopes → work activities → potential hazards (with their controls).
 *
 * Rows with no company are HiVis's own public library (the starter library and what an admin
 * adds). A company's custom rows are visible only to it until an admin makes them public; every
 * level carries company_id and is_public so the policies stay a plain column test, and making a
 * trade public flips its whole branch in one transaction.
 */
function libraryPolicies(tableName: string) {
  const own = sql`company_id = ${currentCompanyId}`;
  return [
    pgPolicy(`${tableName}_own_rows`, { as: 'permissive', for: 'all', to: appRole, using: own, withCheck: own }),
    pgPolicy(`${tableName}_public_read`, { as: 'permissive', for: 'select', to: appRole, using: sql`is_public` }),
    systemPolicy(tableName),
  ];
}

const libraryColumns = () => ({
  id: id(),
  /** The company that wrote the row; null for HiVis's own library. */
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  isPublic: boolean('is_public').notNull().default(false),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const swmsTrades = pgTable(
  'swms_trades',
  {
    ...libraryColumns(),
    /** Stable code of a starter-library trade (loaded once, by this code); null for others. */
    starterCode: text('starter_code'),
    /** The starter library's revision this trade was last brought up to (STARTER_LIBRARY_REVISION). */
    starterRevision: smallint('starter_revision').notNull().default(1),
    name: text('name').notNull(),
  },
  (table) => [
    uniqueIndex('swms_trades_starter_unique').on(table.starterCode),
    index('swms_trades_company_idx').on(table.companyId, table.name),
    index('swms_trades_public_idx').on(table.isPublic, table.name),
    ...libraryPolicies('swms_trades'),
  ],
).enableRLS();

export const swmsScopes = pgTable(
  'swms_scopes',
  {
    ...libraryColumns(),
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => swmsTrades.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('swms_scopes_trade_idx').on(table.tradeId, table.sortOrder), ...libraryPolicies('swms_scopes')],
).enableRLS();

export const swmsWorkActivities = pgTable(
  'swms_work_activities',
  {
    ...libraryColumns(),
    scopeId: uuid('scope_id')
      .notNull()
      .references(() => swmsScopes.id, { onDelete: 'cascade' }),
    /** Copied from the scope, so activities list by trade without a join. */
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => swmsTrades.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    hrcwCodes: text('hrcw_codes')
      .array()
      .$type<THrcwCode[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    ppe: text('ppe')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    plant: text('plant')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    licences: text('licences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('swms_work_activities_scope_idx').on(table.scopeId, table.sortOrder),
    index('swms_work_activities_trade_idx').on(table.tradeId),
    index('swms_work_activities_company_idx').on(table.companyId),
    ...libraryPolicies('swms_work_activities'),
  ],
).enableRLS();

export type TLibraryControl = { level: TControlLevel; text: string };

export const swmsPotentialHazards = pgTable(
  'swms_potential_hazards',
  {
    ...libraryColumns(),
    workActivityId: uuid('work_activity_id')
      .notNull()
      .references(() => swmsWorkActivities.id, { onDelete: 'cascade' }),
    hazard: text('hazard').notNull(),
    risk: text('risk').notNull(),
    likelihoodBefore: smallint('likelihood_before').notNull(),
    consequenceBefore: smallint('consequence_before').notNull(),
    /** In the order a worker applies them, each tagged with its level in the hierarchy of controls. */
    controls: jsonb('controls').$type<TLibraryControl[]>().notNull(),
    monitoring: text('monitoring').notNull(),
    likelihoodAfter: smallint('likelihood_after').notNull(),
    consequenceAfter: smallint('consequence_after').notNull(),
    responsible: text('responsible').notNull(),
    residualReason: text('residual_reason'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('swms_potential_hazards_activity_idx').on(table.workActivityId, table.sortOrder), ...libraryPolicies('swms_potential_hazards')],
).enableRLS();

export type SwmsTradeRow = typeof swmsTrades.$inferSelect;
export type SwmsScopeRow = typeof swmsScopes.$inferSelect;
export type SwmsWorkActivityRow = typeof swmsWorkActivities.$inferSelect;
export type SwmsPotentialHazardRow = typeof swmsPotentialHazards.$inferSelect;
