import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig, serverRoot } from './config.js';
import { openDatabase } from './db/client.js';
import { API_DOCUMENT_FILE, apiDocumentText } from './platform/http/api-document.js';

/**
 * npm run api:doc: writes the API document of a production server (no development routes, no web
 * build) to docs/api/openapi.json, for integrators to generate a client from. A test
 * (api-document.test.ts) fails when the committed file and the routes part ways.
 */
const scratch = await mkdtemp(path.join(tmpdir(), 'hivis-api-doc-'));
const database = await openDatabase({ kind: 'pglite', dataDir: null });
try {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'a-secret-only-for-writing-the-api-document',
    DATA_DIR: scratch,
    PUBLIC_URL: 'https://hivis.example',
    WEB_DIST: path.join(scratch, 'no-web'),
  });
  const { app } = await buildApp(config, database);
  await app.ready();
  const file = path.resolve(serverRoot, '../..', API_DOCUMENT_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, apiDocumentText(app.swagger()));
  await app.close();
  console.log(`Wrote ${API_DOCUMENT_FILE}.`);
} finally {
  await database.close();
  await rm(scratch, { recursive: true, force: true });
}
