import { sql, type SQL } from 'drizzle-orm';
import { pgPolicy, pgRole } from 'drizzle-orm/pg-core';

/**
 * The role tenant requests run as (SET LOCAL ROLE). It is not a superuser, has no BYPASSRLS and
 * owns no table, so row-level security applies to it. Roles are cluster-wide, so it is created
 * outside the migrations (see db/migrate.ts) and only referenced here.
 */
export const appRole = pgRole('hivis_app').existing();

/**
 * The tenant of the current transaction: app.company_id, set with set_config(..., true), when the
 * transaction also holds its proof (app.company_proof, made with the database wall's key: see
 * platform/tenancy/database-wall.ts and migration 0015). As a sub-select it runs once per statement.
 */
export const currentCompanyId = sql`(select hivis_tenant_company())`;

/** Rows of a tenant-owned table are visible and writable only inside their own company. */
export function tenantPolicy(tableName: string, column = 'company_id') {
  const own = sql`${sql.identifier(column)} = ${currentCompanyId}`;
  return pgPolicy(`${tableName}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: own,
    withCheck: own,
  });
}

/**
 * The roles the platform's own context applies to: the app's login role and the tables' owner
 * (db/migrate.ts grants it), not the tenant roles, whose statements are checked against their
 * company alone.
 */
export const platformRole = pgRole('hivis_platform').existing();

/**
 * The platform's own context (signing in, mail, sweeps, admin tools): the app's login role passes
 * this policy only in a transaction holding the system proof, made with the database wall's key
 * (platform/tenancy/database-wall.ts, migration 0017). A statement slipped into a tenant
 * transaction that drops the tenant role (RESET ROLE) lands on the login role, holds no proof,
 * and sees nothing of any table. Roles outside platformRole have no policy here and see nothing.
 */
export function systemPolicy(tableName: string) {
  const system = sql`(select hivis_is_system())`;
  return pgPolicy(`${tableName}_system`, { as: 'permissive', for: 'all', to: platformRole, using: system, withCheck: system });
}

/**
 * The connected view (see db/migrate.ts): a read-only role for the screens two companies share,
 * a contracted job above all. It sees the company's own rows and, of a connected company, only
 * what a contracted job shows: the job, its project and worksite, and the company itself.
 */
export const connectedViewRole = pgRole('hivis_connected').existing();

export function connectedViewPolicy(tableName: string, visible: SQL) {
  return pgPolicy(`${tableName}_connected_view`, { as: 'permissive', for: 'select', to: connectedViewRole, using: visible });
}
