import type { Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { loadStarterLibrary } from './swms-library/load.js';

/**
 * Every database HiVis runs on (embedded, server, tests): migrated, then holding HiVis's own
 * reference data, the starter SWMS library, loaded under the migration lock so instances starting
 * together load it once. Here rather than in db/, which the library's modules build on.
 */
export function prepareDatabase(database: Database): Promise<void> {
  return migrateDatabase(database, [loadStarterLibrary]);
}
