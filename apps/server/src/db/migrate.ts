import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverRoot } from '../config.js';
import type { Database } from './client.js';

export const APP_ROLE = 'hivis_app';
/**
 * The connected view: a read-only role for what two connected companies share, a contracted job
 * above all (schema/roles.ts). A role of its own keeps the tenant role's policies a plain
 * `company_id = <setting>`, which the planner checks once per query: with "or contracted to me"
 * added, counting the jobs list of a 100 000-job company took three times as long.
 */
export const CONNECTED_VIEW_ROLE = 'hivis_connected';

/**
 * Who the platform's own context (the system policies, schema/roles.ts) applies to: the app's
 * login role and the tables' owner, never the tenant roles. A tenant statement is then checked
 * against its company alone, not also against the system proof, row by row.
 */
export const PLATFORM_ROLE = 'hivis_platform';

/**
 * The role the embedded database's app connects as once migrated: a login role that is not a
 * superuser, owns nothing and may become the tenant roles, as on a PostgreSQL server set up as in
 * docs/operations.md. The migrations run as the embedded database's superuser.
 */
export const EMBEDDED_LOGIN_ROLE = 'hivis_login';

/** What the connected view reads: a contracted job, its place, the companies and their contracts. */
const CONNECTED_VIEW_TABLES = ['companies', 'worksites', 'projects', 'jobs', 'company_connections', 'job_contracts', 'job_contract_events'];

/** Tables the tenant role may touch. Sign-in and mail tables stay with the system context. */
const TENANT_TABLES = [
  'companies',
  'users',
  'files',
  'checkout_sessions',
  'policy_acceptances',
  'referral_invitations',
  'clients',
  'contacts',
  'worksites',
  'worksite_photos',
  'projects',
  'jobs',
  'job_assignments',
  'job_notes',
  'job_files',
  'employee_profiles',
  'qualifications',
  'user_notifications',
  'time_entries',
  'company_connections',
  'job_contracts',
  'job_contract_events',
  'dashboard_links',
  'swms_trades',
  'swms_scopes',
  'swms_work_activities',
  'swms_potential_hazards',
  'swms_templates',
  'swms',
  'paperwork_versions',
  'paperwork_signing_requests',
  'paperwork_sign_ons',
  'applied_commands',
  'audit_templates',
  'audit_template_versions',
  'audit_responses',
  'audit_actions',
  'audit_links',
  'audit_assignments',
  'audit_assignment_reminders',
  'incidents',
  'incident_actions',
  'prestart_talks',
  'jsa_reports',
];

/** An arbitrary fixed key: instances starting together take turns at migrating. */
const MIGRATION_LOCK_KEY = 7_361_042_551;

const migrationsFolder = () => path.join(serverRoot, 'drizzle');

/** Migrations already running in this process, per database: PGlite has one connection to share. */
const inProcess = new WeakMap<Database, Promise<void>>();

// Any schema: the migrator's connection has none, the app's has the full one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema type does not matter here
export type AnyPgDatabase = PgDatabase<PgQueryResultHKT, any>;

/** Rows every database must hold (HiVis's own reference data), loaded after the migrations. */
export type ReferenceDataLoader = (db: AnyPgDatabase) => Promise<unknown>;

export type MigrationOptions = {
  /** The database wall's key (platform/tenancy/database-wall.ts), stored where only the owner reads it. */
  wallKey: string;
  /** The system proof the key makes: the reference data is written in the platform's context. */
  systemProof: string;
  referenceData?: readonly ReferenceDataLoader[];
  /** PostgreSQL: the owner's connection (MIGRATION_DATABASE_URL); the database's own URL when absent. */
  migrationUrl?: string | null;
  /** PostgreSQL: the app's login role, when it is not the owner: given what the app may do. */
  appLogin?: string | null;
};

/**
 * Creates the tenant role, applies the migrations, grants the tenant tables, stores the wall's key
 * and loads the reference data it is given (seed/prepare-database.ts gives the starter SWMS library). Several
 * instances may start at once: on a PostgreSQL server they take turns under an advisory lock,
 * and within one process calls for the same database wait for each other.
 */
export async function migrateDatabase(database: Database, options: MigrationOptions): Promise<void> {
  const previous = inProcess.get(database) ?? Promise.resolve();
  const serverUrl = options.migrationUrl ?? database.url;
  const run = previous.catch(() => undefined).then(() => (serverUrl ? migrateServer(serverUrl, options) : migrateEmbedded(database, options)));
  inProcess.set(database, run);
  return run;
}

async function migrateEmbedded(database: Database, { wallKey, systemProof, referenceData = [] }: MigrationOptions): Promise<void> {
  await ensureAppRole(database.db);
  await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: migrationsFolder() });
  await grantTenantTables(database.db);
  await storeWallKey(database.db, wallKey);
  await ensureEmbeddedLoginRole(database.db);
  await grantAppLogin(database.db, EMBEDDED_LOGIN_ROLE);
  // VACUUM, which the embedded database runs itself (db/embedded-maintenance.ts), needs PostgreSQL 17's MAINTAIN.
  await database.db.execute(sql.raw(`GRANT pg_maintain TO ${EMBEDDED_LOGIN_ROLE}`));
  await loadReferenceData(database.db, systemProof, referenceData);
}

async function migrateServer(url: string, { wallKey, systemProof, referenceData = [], appLogin }: MigrationOptions): Promise<void> {
  // An advisory lock belongs to a session, so every step runs on this one connection, inside it.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const db = drizzlePg({ client });
    await ensureAppRole(db);
    await migratePg(db, { migrationsFolder: migrationsFolder() });
    await grantTenantTables(db);
    await storeWallKey(db, wallKey);
    if (appLogin) await grantAppLogin(db, appLogin);
    // Reference data goes in under the same lock, so instances starting together load it once.
    await loadReferenceData(db, systemProof, referenceData);
  } finally {
    await client.end();
  }
}

/** Just what the setup steps need of a connection, whichever the driver. */
type SqlRunner = { execute: (query: SQL) => Promise<unknown> };

async function ensureAppRole(db: SqlRunner): Promise<void> {
  for (const role of [APP_ROLE, CONNECTED_VIEW_ROLE, PLATFORM_ROLE]) {
    // Several databases on one server share roles, and test runs create them in parallel.
    await db.execute(
      sql.raw(`DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN
          CREATE ROLE ${role} NOLOGIN NOSUPERUSER NOBYPASSRLS;
        END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$;`),
    );
    // Whoever connects must be able to switch to the tenant roles, and the owner writes the
    // reference data in the platform's context.
    await db.execute(
      sql.raw(`DO $$ BEGIN
        EXECUTE format('GRANT ${role} TO %I', current_user);
      EXCEPTION WHEN others THEN NULL;
      END $$;`),
    );
  }
}

async function grantTenantTables(db: SqlRunner): Promise<void> {
  await db.execute(sql.raw(`GRANT USAGE ON SCHEMA public TO ${APP_ROLE}`));
  for (const table of TENANT_TABLES) {
    await db.execute(sql.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE ${table} TO ${APP_ROLE}`));
  }
  await db.execute(sql.raw(`GRANT USAGE ON SCHEMA public TO ${CONNECTED_VIEW_ROLE}`));
  for (const table of CONNECTED_VIEW_TABLES) {
    await db.execute(sql.raw(`GRANT SELECT ON TABLE ${table} TO ${CONNECTED_VIEW_ROLE}`));
  }
}

/** Written at every start, so a changed APP_SECRET takes effect with the release that brings it. */
async function storeWallKey(db: SqlRunner, wallKey: string): Promise<void> {
  await db.execute(sql`insert into database_wall (id, key) values (1, ${wallKey}) on conflict (id) do update set key = excluded.key`);
}

/**
 * In the platform's context: row-level security binds the tables' owner too, unless a superuser.
 * The proof is set for the session and dropped again: the embedded database's one connection is
 * the app's too in the tests.
 */
async function loadReferenceData(db: AnyPgDatabase, systemProof: string, referenceData: readonly ReferenceDataLoader[]): Promise<void> {
  await db.execute(sql`select set_config('app.system_proof', ${systemProof}, false)`);
  try {
    for (const load of referenceData) await load(db);
  } finally {
    await db.execute(sql`select set_config('app.system_proof', '', false)`);
  }
}

async function ensureEmbeddedLoginRole(db: SqlRunner): Promise<void> {
  await db.execute(
    sql.raw(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${EMBEDDED_LOGIN_ROLE}') THEN
        CREATE ROLE ${EMBEDDED_LOGIN_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEROLE NOCREATEDB;
      END IF;
    END $$;`),
  );
}

/**
 * What the app's login role may do: become the tenant roles, and read and write every table
 * (row-level security decides which rows), except the wall's key. It owns nothing, so it cannot
 * turn row-level security off. Given again at every start, for tables new in the release.
 */
async function grantAppLogin(db: SqlRunner, role: string): Promise<void> {
  const login = `"${role.replaceAll('"', '""')}"`;
  await db.execute(sql.raw(`GRANT ${APP_ROLE}, ${CONNECTED_VIEW_ROLE}, ${PLATFORM_ROLE} TO ${login}`));
  await db.execute(sql.raw(`GRANT USAGE ON SCHEMA public TO ${login}`));
  await db.execute(sql.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${login}`));
  await db.execute(sql.raw(`REVOKE ALL ON TABLE database_wall FROM ${login}`));
  await db.execute(sql.raw(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${login}`));
}
