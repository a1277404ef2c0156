import { existsSync } from 'node:fs';
import { cp, mkdtemp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';

/*
 * A backup of an embedded installation: one .tar.gz holding the database (PGlite's own dump of
 * its data directory), the uploaded files and the app secret (so sessions and signed links
 * survive a restore; keep backups as safe as the server itself). docs/operations.md, "Backups".
 */

const DATABASE_ENTRY = 'database.tar';
const MANIFEST_ENTRY = 'backup.json';
/** What is copied from DATA_DIR as it is, when present. */
const DATA_DIR_ENTRIES = ['files', 'app-secret'] as const;

export type BackupManifest = { format: 'hivis-embedded-backup'; version: 1; createdAt: string };

/**
 * The dump waits until no transaction is open (PGlite runs one at a time on its one connection),
 * and nothing runs while it is taken: the copy is what the database held between two transactions.
 * Files are copied after it: a file added since is extra, never missing, as files are written
 * before the rows that name them. Files are removed only after their rows are gone (a closed
 * account past its grace period): one deleted while a backup runs may be missing from it.
 */
export async function backupStream(client: PGlite, dataDir: string): Promise<Readable> {
  const staging = await mkdtemp(path.join(tmpdir(), 'hivis-backup-'));
  try {
    const dump = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
    await writeFile(path.join(staging, DATABASE_ENTRY), Buffer.from(await dump.arrayBuffer()));
    const manifest: BackupManifest = { format: 'hivis-embedded-backup', version: 1, createdAt: new Date().toISOString() };
    await writeFile(path.join(staging, MANIFEST_ENTRY), JSON.stringify(manifest, null, 2));
    const present = DATA_DIR_ENTRIES.filter((entry) => existsSync(path.join(dataDir, entry)));
    // Linked, not copied: the archive reads the files once, straight from DATA_DIR.
    for (const entry of present) await symlink(path.join(dataDir, entry), path.join(staging, entry));
    const stream = tar.create({ gzip: true, cwd: staging, follow: true, portable: true }, [MANIFEST_ENTRY, DATABASE_ENTRY, ...present]) as unknown as Readable;
    const cleanUp = () => void rm(staging, { recursive: true, force: true });
    stream.once('end', cleanUp);
    stream.once('error', cleanUp);
    stream.once('close', cleanUp);
    return stream;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

export class RestoreRefused extends Error {}

/** Unpacks a backup into an empty DATA_DIR: the database, the files and the app secret. */
export async function restoreBackup(archive: string, dataDir: string): Promise<BackupManifest> {
  if (existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new RestoreRefused(`${dataDir} already holds a database. Restore into an empty folder (set DATA_DIR), then point the server at it.`);
  }
  const staging = await mkdtemp(path.join(tmpdir(), 'hivis-restore-'));
  try {
    await tar.extract({ file: archive, cwd: staging, strict: true });
    const manifestFile = path.join(staging, MANIFEST_ENTRY);
    if (!existsSync(manifestFile) || !existsSync(path.join(staging, DATABASE_ENTRY))) throw new RestoreRefused(`${archive} is not a HiVis backup.`);
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
    if (manifest.format !== 'hivis-embedded-backup' || manifest.version !== 1) throw new RestoreRefused(`${archive} is a backup this version cannot read.`);

    await mkdir(dataDir, { recursive: true });
    const database = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([await readFile(path.join(staging, DATABASE_ENTRY))]) });
    await database.close();
    for (const entry of DATA_DIR_ENTRIES) {
      const from = path.join(staging, entry);
      if (existsSync(from)) await cp(from, path.join(dataDir, entry), { recursive: true, errorOnExist: true, force: false });
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
