import path from 'node:path';
import { loadConfig } from '../../config.js';
import { RestoreRefused, restoreBackup } from './backup-archive.js';

/*
 * npm run restore -- <file>: unpacks a backup made by npm run backup into DATA_DIR, which must
 * not hold a database yet (restore into a new folder, check it, then point the server at it).
 */
const archive = process.argv[2];
if (!archive) {
  console.error('Usage: npm run restore -- <backup file>   (restores into DATA_DIR, which must be empty)');
  process.exit(1);
}
const config = loadConfig();
try {
  const manifest = await restoreBackup(path.resolve(archive), config.dataDir);
  console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}. Start the server with DATA_DIR=${config.dataDir}.`);
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
