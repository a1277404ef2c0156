import { keepWallKey } from '../platform/tenancy/database-wall.js';
import { TEST_WALL_KEY } from '../../test/test-secret.js';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptySwmsContent } from '@hivis/contracts';
import { buildCompany, buildUser } from '../../test/factories.js';
import { buildJob } from '../../test/work-factories.js';
import { openDatabase, type Database } from './client.js';
import { APP_ROLE, CONNECTED_VIEW_ROLE, PLATFORM_ROLE } from './migrate.js';
import { swms } from './schema/index.js';
import { withSystem } from '../platform/tenancy/tenant.js';

/*
 * Migration 0011 moves the SWMS's versions, signing links and sign-ons into the paperwork core's
 * tables. A database is migrated to 0010, given SWMS data the way the earlier release wrote it,
 * then migrated to the end: every row must arrive with its id (links already mailed keep working),
 * the pre-start talk in the sign-on's details, and the SWMS list's last activity still kept.
 * The SQL is the same on PostgreSQL, so the embedded database is enough.
 */

const drizzleFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const LAST_BEFORE = '0010_paperwork';

let database: Database;
let scratch: string;

/** The migrations folder as the earlier release shipped it: everything up to LAST_BEFORE. */
async function foldersBefore(): Promise<string> {
  scratch = await mkdtemp(path.join(tmpdir(), 'hivis-migrations-'));
  await cp(drizzleFolder, scratch, { recursive: true });
  const journalFile = path.join(scratch, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === LAST_BEFORE);
  if (last < 0) throw new Error(`no migration ${LAST_BEFORE}`);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return scratch;
}

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  for (const role of [APP_ROLE, CONNECTED_VIEW_ROLE, PLATFORM_ROLE]) await database.db.execute(sql.raw(`CREATE ROLE ${role} NOLOGIN`));
  await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: await foldersBefore() });
  // The factories open system transactions; before the wall's migrations its proof changes nothing.
  keepWallKey(database.db, TEST_WALL_KEY);
});
afterAll(async () => {
  await database?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

type Row = Record<string, unknown>;
const rows = async (query: string): Promise<Row[]> => ((await database.db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;

describe.skipIf(process.env.HIVIS_TEST_DB === 'pg')('migration 0011: SWMS onto the paperwork core', () => {
  it('moves versions, links and sign-ons with their ids, and keeps the last activity', async () => {
    const db = database.db;
    const company = await buildCompany(db);
    const signer = await buildUser(db, { company, firstName: 'Sam', lastName: 'Supervisor' });
    const job = await buildJob(db, company.id);
    const ids = await withSystem(db, async (tx) => {
      const [row] = await tx
        .insert(swms)
        .values({
          companyId: company.id,
          jobId: job.id,
          title: 'Strip-out',
          step: 'confirm_details',
          content: emptySwmsContent(),
          status: 'issued',
          currentVersion: 2,
        })
        .returning();
      // The files table as 0010 left it (later releases add columns the schema object would name).
      const insertFile = async (fileType: string, name: string) => {
        const inserted = await tx.execute(
          sql`INSERT INTO files (company_id, file_type, name, content_type, size, storage_key) VALUES (${company.id}, ${fileType}, ${name}, 'image/png', 10, ${`k/${name}`}) RETURNING id`,
        );
        return (inserted as unknown as { rows: { id: string }[] }).rows[0];
      };
      const pdf = await insertFile('swms_document', 'v1.pdf');
      const ink = await insertFile('swms_signature_photo', 's.png');
      if (!row || !pdf || !ink) throw new Error('no rows');
      return { swmsId: row.id, pdfId: pdf.id, inkId: ink.id };
    });
    const [v1] = await rows(
      `INSERT INTO swms_versions (company_id, swms_id, version, content, header, file_id) VALUES ('${company.id}', '${ids.swmsId}', 1, '{}', '{"swmsTitle":"Strip-out"}', '${ids.pdfId}') RETURNING id`,
    );
    const [v2] = await rows(
      `INSERT INTO swms_versions (company_id, swms_id, version, content) VALUES ('${company.id}', '${ids.swmsId}', 2, '{}') RETURNING id`,
    );
    const [link] = await rows(
      `INSERT INTO swms_signing_requests (company_id, swms_id, email, version, expires_at, signed_at) VALUES ('${company.id}', '${ids.swmsId}', 'sam@example.test', 1, now() + interval '30 days', '2026-11-20T08:00:00Z') RETURNING id`,
    );
    const [byLink] = await rows(
      `INSERT INTO swms_signatures (company_id, swms_id, version, signing_request_id, signer_name, signer_email, file_id, pre_start_talk, signed_at) VALUES ('${company.id}', '${ids.swmsId}', 1, '${String(link?.id)}', 'Casey Contractor', 'sam@example.test', '${ids.inkId}', 'attended', '2026-11-20T08:00:00Z') RETURNING id`,
    );
    const [signedIn] = await rows(
      `INSERT INTO swms_signatures (company_id, swms_id, version, user_id, signer_name, file_id, signed_at) VALUES ('${company.id}', '${ids.swmsId}', 2, '${signer.id}', 'Sam Supervisor', '${ids.inkId}', '2026-11-21T08:00:00Z') RETURNING id`,
    );

    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: drizzleFolder });

    const versions = await rows(`SELECT id, kind, record_id, version, header, file_id FROM paperwork_versions ORDER BY version`);
    expect(versions).toEqual([
      { id: v1?.id, kind: 'swms', record_id: ids.swmsId, version: 1, header: { swmsTitle: 'Strip-out' }, file_id: ids.pdfId },
      // Never frozen: JSON null, which the document prints with the details as they are now.
      { id: v2?.id, kind: 'swms', record_id: ids.swmsId, version: 2, header: null, file_id: null },
    ]);
    const links = await rows(`SELECT id, kind, record_id, email, version, signed_at IS NOT NULL AS used FROM paperwork_signing_requests`);
    expect(links).toEqual([{ id: link?.id, kind: 'swms', record_id: ids.swmsId, email: 'sam@example.test', version: 1, used: true }]);
    const signOns = await rows(
      `SELECT id, kind, record_id, version, user_id, signing_request_id, signer_name, details FROM paperwork_sign_ons ORDER BY signed_at`,
    );
    expect(signOns).toEqual([
      {
        id: byLink?.id,
        kind: 'swms',
        record_id: ids.swmsId,
        version: 1,
        user_id: null,
        signing_request_id: link?.id,
        signer_name: 'Casey Contractor',
        details: { preStartTalk: 'attended' },
      },
      {
        id: signedIn?.id,
        kind: 'swms',
        record_id: ids.swmsId,
        version: 2,
        user_id: signer.id,
        signing_request_id: null,
        signer_name: 'Sam Supervisor',
        details: null,
      },
    ]);
    expect(
      await rows(
        `SELECT to_regclass('swms_versions') AS versions, to_regclass('swms_signatures') AS signatures, to_regclass('swms_signing_requests') AS links`,
      ),
    ).toEqual([{ versions: null, signatures: null, links: null }]);

    // The last activity is kept by the new triggers: a sign-on of the current version moves it; one of an older version does not.
    const later = '2030-01-01T00:00:00.000Z';
    await rows(
      `INSERT INTO paperwork_sign_ons (company_id, kind, record_id, version, signer_name, file_id, signed_at) VALUES ('${company.id}', 'swms', '${ids.swmsId}', 1, 'Old Version', '${ids.inkId}', '${later}')`,
    );
    const movedTo = async (at: string) =>
      (await rows(`SELECT last_activity_at = '${at}'::timestamptz AS moved FROM swms WHERE id = '${ids.swmsId}'`))[0]?.moved;
    expect(await movedTo(later)).toBe(false);
    await rows(
      `INSERT INTO paperwork_sign_ons (company_id, kind, record_id, version, signer_name, file_id, signed_at) VALUES ('${company.id}', 'swms', '${ids.swmsId}', 2, 'New Version', '${ids.inkId}', '${later}')`,
    );
    expect(await movedTo(later)).toBe(true);
    await rows(`UPDATE swms SET updated_at = '2026-01-01T00:00:00Z' WHERE id = '${ids.swmsId}'`);
    expect(await movedTo(later)).toBe(true);
  });
});
