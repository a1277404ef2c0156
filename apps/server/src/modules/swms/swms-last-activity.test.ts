import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSwmsCompanyListSchema } from '@hivis/contracts';
import type { TFeatureKey } from '@hivis/contracts';
import { bearer, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import { completeContent } from '../../../test/sample-swms.js';
import { multipart, png } from '../../../test/samples.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildAssignment, buildJob } from '../../../test/work-factories.js';
import { swms, paperworkSignOns } from '../../db/schema/index.js';
import type { SwmsRow } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/*
 * swms.last_activity_at, which the company's SWMS list sorts on: the later of the last save and
 * the newest sign-on of the current version, kept by the database (migration 0009). Each write
 * goes through the API, as people make it; the times before it are set straight in the table.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const FEATURES: TFeatureKey[] = ['swms', 'swms.create', 'swms.view', 'swms.send'];

/** A company with an owner and a worker, signed in. */
async function company() {
  const row = await buildCompany(t.db, { name: 'Last Activity Roofing', enabledFeatures: FEATURES });
  const owner = await buildUser(t.db, { company: row, roles: ['ROOT_PAH'], firstName: 'Olive', lastName: 'Owner' });
  const worker = await buildUser(t.db, { company: row, roles: ['NAH'], firstName: 'Wes', lastName: 'Worker' });
  return { company: row, worker, ownerToken: (await loginAs(t.ctx, owner)).token, workerToken: (await loginAs(t.ctx, worker)).token };
}
type Side = Awaited<ReturnType<typeof company>>;

/** A complete draft (ready for Generate) for a new job the worker is on. */
async function draft(side: Side): Promise<SwmsRow> {
  const job = await buildJob(t.db, side.company.id, { title: 'Re-roof at 12 Given Terrace' });
  await buildAssignment(t.db, job, side.worker.id, { status: 'accepted' });
  const [row] = await withSystem(t.db, (tx) =>
    tx
      .insert(swms)
      .values({ companyId: side.company.id, jobId: job.id, title: 'Re-roof SWMS', step: 'sds_msds', content: completeContent(1) })
      .returning(),
  );
  if (!row) throw new Error('draft: no row');
  return row;
}

async function stored(id: string): Promise<SwmsRow> {
  const [row] = await withSystem(t.db, (tx) => tx.select().from(swms).where(eq(swms.id, id)));
  if (!row) throw new Error('no such SWMS');
  return row;
}

/** Moves the last save `minutes` back (forward when negative), as if nothing had happened since; answers that moment. */
async function savedAgo(id: string, minutes: number): Promise<Date> {
  const at = new Date(Date.now() - minutes * 60_000);
  await withSystem(t.db, (tx) => tx.update(swms).set({ updatedAt: at }).where(eq(swms.id, id)));
  return at;
}

async function listedIds(token: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v3/swms?take=50', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return ZSwmsCompanyListSchema.parse(response.json()).items.map((item) => item.id);
}

async function generate(side: Side, swmsId: string): Promise<void> {
  const response = await t.app.inject({ method: 'POST', url: `/api/v3/swms/${swmsId}/generate`, headers: bearer(side.ownerToken) });
  expect(response.statusCode, response.body).toBe(200);
}

/** The worker signs the current version on Section 6: uploads a signature image, then signs. */
async function signAsWorker(side: Side, swmsId: string): Promise<void> {
  const body = multipart([
    { name: 'fileType', value: 'swms_signature_photo' },
    { name: 'file', filename: 'signature.png', contentType: 'image/png', data: png() },
  ]);
  const upload = await t.app.inject({ method: 'POST', url: '/api/v3/files', headers: { ...body.headers, ...bearer(side.workerToken) }, payload: body.payload });
  expect(upload.statusCode, upload.body).toBe(201);
  const fileId = (upload.json() as { id: string }).id;
  const response = await t.app.inject({ method: 'POST', url: '/api/v3/swms/sign/user', headers: bearer(side.workerToken), payload: { swmsId, fileId } });
  expect(response.statusCode, response.body).toBe(200);
}

/** Two complete drafts, the first saved an hour ago, the second half an hour ago. */
async function twoDrafts(side: Side): Promise<[SwmsRow, SwmsRow]> {
  const older = await draft(side);
  const newer = await draft(side);
  await savedAgo(older.id, 60);
  await savedAgo(newer.id, 30);
  expect(await listedIds(side.ownerToken)).toEqual([newer.id, older.id]);
  return [older, newer];
}

describe('the last activity of a SWMS', () => {
  it('moves to the moment of a builder save, and the list puts that SWMS first', async () => {
    const side = await company();
    const [older, newer] = await twoDrafts(side);
    expect((await stored(older.id)).lastActivityAt).toEqual((await stored(older.id)).updatedAt);

    const before = new Date();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/swms/${older.id}`,
      headers: bearer(side.ownerToken),
      payload: { step: 'job_details', content: { jurisdiction: 'NSW', hrcwCodes: ['fall_over_2m'] } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await stored(older.id);
    expect(row.lastActivityAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(row.lastActivityAt).toEqual(row.updatedAt);
    expect(await listedIds(side.ownerToken)).toEqual([older.id, newer.id]);
  });

  it('moves on Generate', async () => {
    const side = await company();
    const [older, newer] = await twoDrafts(side);
    const before = new Date();
    await generate(side, older.id);
    const row = await stored(older.id);
    expect(row).toMatchObject({ status: 'issued', currentVersion: 1 });
    expect(row.lastActivityAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(await listedIds(side.ownerToken)).toEqual([older.id, newer.id]);
  });

  it('moves on a sign-on, which leaves the last save where it was', async () => {
    const side = await company();
    const [older, newer] = await twoDrafts(side);
    await generate(side, older.id);
    const savedAt = await savedAgo(older.id, 90);
    expect(await listedIds(side.ownerToken)).toEqual([newer.id, older.id]);

    await signAsWorker(side, older.id);
    const [signOn] = await withSystem(t.db, (tx) => tx.select().from(paperworkSignOns).where(eq(paperworkSignOns.recordId, older.id)));
    const row = await stored(older.id);
    expect(row.updatedAt).toEqual(savedAt);
    expect(row.lastActivityAt).toEqual(signOn?.signedAt);
    expect(await listedIds(side.ownerToken)).toEqual([older.id, newer.id]);
    // Staff see the same order for the jobs they are on.
    expect(await listedIds(side.workerToken)).toEqual([older.id, newer.id]);
    const listed = await t.app.inject({ method: 'GET', url: '/api/v3/swms', headers: bearer(side.ownerToken) });
    expect(ZSwmsCompanyListSchema.parse(listed.json()).items[0]).toMatchObject({
      id: older.id,
      updatedAt: savedAt.toISOString(),
      lastActivityAt: signOn?.signedAt.toISOString(),
      signedCount: 1,
    });
  });

  it('is the later of the last save and the newest sign-on of the current version, after any mix of writes', async () => {
    const side = await company();
    const [first, second] = await twoDrafts(side);
    const third = await draft(side);
    for (const row of [first, second, third]) await generate(side, row.id);
    for (const row of [first, second, third]) await signAsWorker(side, row.id);
    // A later save than the sign-on counts; a save moved back behind it leaves the sign-on's time.
    await savedAgo(first.id, -5);
    await savedAgo(second.id, 600);
    // Edited and issued again: the sign-on of version 1 no longer counts, version 2's issue does.
    await withSystem(t.db, (tx) => tx.update(swms).set({ editedSinceIssue: true }).where(eq(swms.id, third.id)));
    await savedAgo(third.id, 600);
    await generate(side, third.id);
    expect(await stored(third.id)).toMatchObject({ currentVersion: 2 });

    const ids = [first.id, second.id, third.id];
    const rows = await withSystem(t.db, (tx) =>
      tx
        .select({
          id: swms.id,
          at: swms.lastActivityAt,
          updatedAt: swms.updatedAt,
          stored: sql<string>`${swms.lastActivityAt}::text`,
          // Spelt out: in a one-table select drizzle leaves columns bare, and in the subquery a bare "id" is the sign-on's.
          workedOut: sql<string>`greatest("swms"."updated_at", (select max(s.signed_at) from paperwork_sign_ons s where s.kind = 'swms' and s.record_id = "swms"."id" and s.version = "swms"."current_version"))::text`,
        })
        .from(swms)
        .where(inArray(swms.id, ids)),
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.stored, row.id).toBe(row.workedOut);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(first.id)?.at).toEqual(byId.get(first.id)?.updatedAt);
    expect(byId.get(second.id)?.at.getTime()).toBeGreaterThan(byId.get(second.id)?.updatedAt.getTime() ?? Infinity);
    expect(byId.get(third.id)?.at).toEqual(byId.get(third.id)?.updatedAt);
    // first (a save 5 minutes ahead), third (issued again just now), second (signed before that).
    expect(await listedIds(side.ownerToken)).toEqual([first.id, third.id, second.id]);
  });
});
