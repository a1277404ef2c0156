import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { openDatabase } from '../db/client.js';
import { EMBEDDED_LOGIN_ROLE, migrateDatabase } from '../db/migrate.js';
import type { Config } from '../config.js';
import { keepWallKey, systemProof, wallKeyFor } from '../platform/tenancy/database-wall.js';
import { loadStarterLibrary } from './swms-library/load.js';
import { loadStarterAudits } from './load-starter-audits.js';

/** On a PostgreSQL server: the owner's connection and the app's login role, when they differ. */
export type ServerMigration = { migrationUrl?: string | null; appLogin?: string | null };

/**
 * Every database HiVis runs on (embedded, server, tests): migrated, then holding HiVis's own
 * reference data, the starter SWMS library and audit templates, loaded under the migration lock so instances starting
 * together load it once. Here rather than in db/, which the library's modules build on.
 * The database handle keeps the wall's key (platform/tenancy/database-wall.ts) for its tenants.
 */
export async function prepareDatabase(database: Database, wallKey: string, server: ServerMigration = {}): Promise<void> {
  await migrateDatabase(database, { wallKey, systemProof: systemProof(wallKey), referenceData: [loadStarterLibrary, loadStarterAudits], ...server });
  keepWallKey(database.db, wallKey);
}

/**
 * The database the app runs on, migrated by its owner. Embedded: migrated as the superuser, then
 * opened again as the login role (EMBEDDED_LOGIN_ROLE), so the app can never pass by row-level
 * security. PostgreSQL: the app connects with DATABASE_URL, and the migrations run with
 * MIGRATION_DATABASE_URL, which grant the app's role what it needs when the two differ.
 */
export async function openAppDatabase(config: Config): Promise<Database> {
  const wallKey = wallKeyFor(config.appSecret);
  if (!config.databaseUrl) {
    const owner = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
    try {
      await prepareDatabase(owner, wallKey);
    } finally {
      await owner.close();
    }
    const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir, username: EMBEDDED_LOGIN_ROLE });
    keepWallKey(database.db, wallKey);
    return database;
  }
  const database = await openDatabase({ kind: 'pg', url: config.databaseUrl });
  try {
    const separateOwner = config.migrationDatabaseUrl !== config.databaseUrl;
    const appLogin = separateOwner ? await currentRole(database) : null;
    await prepareDatabase(database, wallKey, { migrationUrl: config.migrationDatabaseUrl, appLogin });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function currentRole(database: Database): Promise<string> {
  const result = (await database.db.execute(sql`select current_user as "role"`)) as unknown as { rows: Array<{ role: string }> };
  const role = result.rows[0]?.role;
  if (!role) throw new Error('The database did not say which role the app connects as.');
  return role;
}
