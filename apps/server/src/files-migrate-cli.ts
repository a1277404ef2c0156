import { existsSync } from 'node:fs';
import { loadConfig } from './config.js';
import { copyLocalFilesToStore, describeSummary } from './platform/files/copy-to-store.js';
import { localFilesDir } from './platform/files/file-storage-for.js';
import { createS3Client } from './platform/files/s3-client.js';

/**
 * npm run files:migrate: copies DATA_DIR/files into the object store named by the S3_* settings
 * (docs/operations.md, "Files in an object store"). Safe to run again: it sends only what is
 * missing or different. Exits 1 when any file could not be copied and verified.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.s3) {
    console.error('files:migrate copies DATA_DIR/files into an object store: set S3_BUCKET and the other S3_* settings (see .env.example).');
    return 1;
  }
  const root = localFilesDir(config.dataDir);
  if (!existsSync(root)) {
    console.log(`Nothing to copy: ${root} does not exist.`);
    return 0;
  }
  const summary = await copyLocalFilesToStore({ root, client: createS3Client(config.s3), bucket: config.s3.bucket, report: (line) => console.log(line) });
  console.log(describeSummary(summary));
  if (summary.failed > 0) console.error('Some files were not copied: run npm run files:migrate again; it sends only what is still missing.');
  return summary.failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
