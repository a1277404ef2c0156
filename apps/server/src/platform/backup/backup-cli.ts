import { createWriteStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { backupStream } from './backup-archive.js';

/*
 * npm run backup [-- <file>]: a backup of the embedded database, the uploaded files and the app
 * secret into one .tar.gz (default: hivis-backup-<time>.tar.gz in the current folder). While the
 * server runs, the server takes the copy (it holds the database); when it is stopped, this
 * opens the data folder itself. With DATABASE_URL, PostgreSQL is backed up with its own tools.
 */
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'This server uses PostgreSQL (DATABASE_URL): back it up with pg_dump, and the object store with its own versioning (docs/operations.md, "Backups").',
  );
  process.exit(1);
}
const target = path.resolve(process.argv[2] ?? `hivis-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);

async function fromRunningServer(): Promise<Readable | null> {
  const response = await fetch(`http://127.0.0.1:${config.port}/api/ops/backup`).catch(() => null);
  if (!response) return null;
  if (!response.ok || !response.body)
    throw new Error(`The server on port ${config.port} refused the backup (${response.status}). Is it this installation's server?`);
  console.log(`Taking the backup through the server running on port ${config.port}…`);
  return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
}

async function fromDataFolder(): Promise<{ stream: Readable; close: () => Promise<void> }> {
  if (!existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'))) {
    console.error(`No server answers on port ${config.port}, and ${config.dataDir} holds no database: check DATA_DIR and PORT.`);
    process.exit(1);
  }
  console.log(`No server answers on port ${config.port}: reading ${config.dataDir} directly…`);
  const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return { stream: await backupStream(client, config.dataDir), close: database.close };
}

const viaServer = await fromRunningServer();
if (viaServer) {
  await pipeline(viaServer, createWriteStream(target, { flags: 'wx' }));
} else {
  const direct = await fromDataFolder();
  await pipeline(direct.stream, createWriteStream(target, { flags: 'wx' }));
  await direct.close();
}
const { size } = await stat(target);
console.log(`Backup written: ${target} (${(size / 1024 / 1024).toFixed(1)} MiB). It holds the app secret: keep it as safe as the server.`);
