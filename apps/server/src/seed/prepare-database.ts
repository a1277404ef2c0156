import type { Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { keepWallKey } from '../platform/tenancy/database-wall.js';
import { loadStarterLibrary } from './swms-library/load.js';

/**
 * Every database HiVis runs on (embedded, server, tests): migrated, then holding HiVis's own
 * reference data, the starter SWMS library, loaded under the migration lock so instances starting
 * together load it once. Here rather than in db/, which the library's modules build on.
 * The database handle keeps the wall's key (platform/tenancy/database-wall.ts) for its tenants.
 */
export async function prepareDatabase(database: Database, wallKey: string): Promise<void> {
  await migrateDatabase(database, { wallKey, referenceData: [loadStarterLibrary] });
  keepWallKey(database.db, wallKey);
}
