import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSwmsCompanyListSchema, accessMessages } from '@hivis/contracts';
import type { TSwmsCompanyList } from '@hivis/contracts';
import { jobAssignments, paperworkSignOns, paperworkVersions } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { api } from '../../../test/api.js';
import { UNFROZEN_HEADER } from '../../../test/swms-signing.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { setCompany } from '../../../test/factories.js';
import { swmsKit } from '../../../test/swms.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildAssignment, buildJob } from '../../../test/work-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const call = api(() => t);
const SWMS_MESSAGES = accessMessages('swms');
const { company, start, fileOf, setSwms } = swmsKit(() => t);

type Side = Awaited<ReturnType<typeof company>>;

async function list(token: string, query = ''): Promise<TSwmsCompanyList> {
  const response = await call('GET', `/api/v3/swms${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return ZSwmsCompanyListSchema.parse(response.json());
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Issues `version` of a SWMS (as Generate leaves it) with these sign-ons on it. */
async function issueWithSignOns(side: Side, swmsId: string, version: number, signedAt: Date[]) {
  const signature = await fileOf(side.company.id, 'swms_signature_photo');
  await withSystem(t.db, async (tx) => {
    await tx
      .insert(paperworkVersions)
      .values({ companyId: side.company.id, kind: 'swms', recordId: swmsId, version, header: UNFROZEN_HEADER, content: {} as never });
    for (const [index, at] of signedAt.entries()) {
      await tx.insert(paperworkSignOns).values({
        companyId: side.company.id,
        kind: 'swms',
        recordId: swmsId,
        version,
        signerName: `Signer ${version}.${index}`,
        fileId: signature.id,
        signedAt: at,
      });
    }
  });
  await setSwms(swmsId, { status: 'issued', currentVersion: version });
}

describe('GET /api/v3/swms: the company’s SWMS', () => {
  it('lists every job’s SWMS, newest save or sign-on first, with the job and who signed the current version', async () => {
    const side = await company();
    const tiling = await buildJob(t.db, side.company.id, { title: 'Retile bathrooms', jobNumber: 'J-0042' });
    const roofing = await start(side);
    const tiles = await start(side, tiling.id);
    const fencing = await start(side);
    await setSwms(roofing.id, { updatedAt: minutesAgo(60) });
    await setSwms(fencing.id, { updatedAt: minutesAgo(120) });
    // Saved longest ago, but signed on most recently: version 1 by one person, version 2 by two.
    await issueWithSignOns(side, tiles.id, 1, [minutesAgo(400)]);
    await issueWithSignOns(side, tiles.id, 2, [minutesAgo(200), minutesAgo(30)]);
    await setSwms(tiles.id, { updatedAt: minutesAgo(300), editedSinceIssue: true });

    const page = await list(side.ownerToken);
    expect(page).toMatchObject({ total: 3, page: 1, take: 5 });
    expect(page.items.map((item) => item.id)).toEqual([tiles.id, roofing.id, fencing.id]);
    const [first] = page.items;
    expect(first).toEqual({
      id: tiles.id,
      title: 'SWMS – Retile bathrooms',
      status: 'issued',
      currentVersion: 2,
      editedSinceIssue: true,
      updatedAt: first?.updatedAt,
      lastActivityAt: first?.lastActivityAt,
      signedCount: 2,
      job: {
        id: tiling.id,
        title: 'Retile bathrooms',
        jobNumber: 'J-0042',
        projectId: tiling.projectId,
        worksiteId: tiling.worksiteId,
        projectName: expect.any(String) as string,
        worksiteName: expect.any(String) as string,
      },
    });
    expect(Date.parse(first?.lastActivityAt ?? '')).toBeGreaterThan(Date.parse(first?.updatedAt ?? ''));
    expect(page.items[1]).toMatchObject({ status: 'draft', currentVersion: 0, signedCount: 0, job: { id: side.job.id } });
    expect(page.items[1]?.lastActivityAt).toBe(page.items[1]?.updatedAt);
  });

  it('pages on the server without repeating or skipping a SWMS, even when saved at the same moment', async () => {
    const side = await company();
    const ids: string[] = [];
    for (let index = 0; index < 7; index += 1) ids.push((await start(side)).id);
    const sameMoment = minutesAgo(10);
    for (const id of ids.slice(0, 4)) await setSwms(id, { updatedAt: sameMoment });

    const seen: string[] = [];
    for (const pageNumber of [1, 2, 3]) {
      const page = await list(side.ownerToken, `?page=${pageNumber}&take=3`);
      expect(page).toMatchObject({ total: 7, page: pageNumber, take: 3 });
      expect(page.items).toHaveLength(pageNumber === 3 ? 1 : 3);
      seen.push(...page.items.map((item) => item.id));
    }
    expect(new Set(seen).size).toBe(7);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect((await list(side.ownerToken, '?page=4&take=3')).items).toEqual([]);
  });

  it('finds by SWMS title, job title or job number, and filters by status', async () => {
    const side = await company();
    const tiling = await buildJob(t.db, side.company.id, { title: 'Retile bathrooms', jobNumber: 'J-0077' });
    const roofing = await start(side);
    const tiles = await start(side, tiling.id);
    await setSwms(roofing.id, { title: 'Gutters 100% replaced' });
    await issueWithSignOns(side, tiles.id, 1, [minutesAgo(5)]);

    const ids = async (query: string) => (await list(side.ownerToken, query)).items.map((item) => item.id);
    expect(await ids('?search=gutters')).toEqual([roofing.id]);
    expect(await ids('?search=RETILE')).toEqual([tiles.id]);
    expect(await ids('?search=j-0077')).toEqual([tiles.id]);
    // % is the character, not a wildcard.
    expect(await ids(`?search=${encodeURIComponent('100%')}`)).toEqual([roofing.id]);
    expect(await ids(`?search=${encodeURIComponent('0%')}`)).toEqual([roofing.id]);
    expect(await ids('?search=nothing-like-it')).toEqual([]);
    expect(await ids('?status=issued')).toEqual([tiles.id]);
    expect(await ids('?status=draft')).toEqual([roofing.id]);
    expect(await ids('?status=draft&search=retile')).toEqual([]);
    expect((await list(side.ownerToken, '?status=issued')).total).toBe(1);
  });

  it('leaves out deleted SWMS', async () => {
    const side = await company();
    const kept = await start(side);
    const deleted = await start(side);
    expect((await call('DELETE', `/api/v3/swms/${deleted.id}`, side.ownerToken)).statusCode).toBe(204);
    const page = await list(side.ownerToken);
    expect(page.items.map((item) => item.id)).toEqual([kept.id]);
    expect(page.total).toBe(1);
  });

  it('never shows another company’s SWMS', async () => {
    const side = await company();
    const other = await company({ name: 'Other Co' });
    const theirs = await start(other);
    await setSwms(theirs.id, { title: 'Shared words' });
    const ours = await start(side);
    await setSwms(ours.id, { title: 'Shared words' });
    for (const query of ['', '?search=shared', `?search=${encodeURIComponent(other.job.title)}`, '?status=draft']) {
      const page = await list(side.ownerToken, query);
      expect(page.items.map((item) => item.id)).not.toContain(theirs.id);
    }
    expect((await list(side.ownerToken)).items.map((item) => item.id)).toEqual([ours.id]);
  });

  it('shows staff the SWMS of the jobs they are on only; the account holder sees all', async () => {
    const side = await company();
    const otherJob = await buildJob(t.db, side.company.id, { title: 'Someone else’s job' });
    const removedFrom = await buildJob(t.db, side.company.id, { title: 'Taken off this one' });
    const onJob = await start(side);
    const notOn = await start(side, otherJob.id);
    const removed = await start(side, removedFrom.id);
    // The kit put both staff on side.job, accepted; an offer not yet answered counts as well.
    await withSystem(t.db, (tx) =>
      tx
        .update(jobAssignments)
        .set({ status: 'offered' })
        .where(and(eq(jobAssignments.jobId, side.job.id), eq(jobAssignments.userId, side.worker.id))),
    );
    await buildAssignment(t.db, removedFrom, side.worker.id, { status: 'removed' });

    expect((await list(side.supervisorToken)).items.map((item) => item.id)).toEqual([onJob.id]);
    const workers = await list(side.workerToken);
    expect(workers.items.map((item) => item.id)).toEqual([onJob.id]);
    expect(workers.total).toBe(1);
    expect((await list(side.workerToken, `?search=${encodeURIComponent('Someone else')}`)).items).toEqual([]);
    expect(new Set((await list(side.ownerToken)).items.map((item) => item.id))).toEqual(new Set([onJob.id, notOn.id, removed.id]));
  });

  it('refuses bad queries with a message per field', async () => {
    const side = await company();
    const get = (query: string) => call('GET', `/api/v3/swms${query}`, side.ownerToken);
    expectFieldErrors(await get('?page=0'), { page: 'Page starts at 1.' });
    expectFieldErrors(await get('?page=two'), { page: true });
    expectFieldErrors(await get('?take=201'), { take: 'Page size can be at most 200.' });
    expectFieldErrors(await get('?status=signed'), { status: 'Status must be draft or issued.' });
    expectFieldErrors(await get(`?search=${'x'.repeat(101)}`), { search: 'Search can be at most 100 characters.' });
  });

  it('needs a token, and the SWMS view feature in effect for the company', async () => {
    const side = await company();
    expectError(await call('GET', '/api/v3/swms', null), 401);
    const noView = await company({ name: 'No View', features: ['swms', 'swms.create'] });
    expect(expectError(await call('GET', '/api/v3/swms', noView.ownerToken), 403).message).toBe(SWMS_MESSAGES.featureOff);
    await setCompany(t.db, side.company.id, { featuresSwitchedOff: ['swms.view'] });
    expect(expectError(await call('GET', '/api/v3/swms', side.workerToken), 403).message).toBe(SWMS_MESSAGES.featureOff);
    // A suspended company still reads its SWMS.
    await setCompany(t.db, side.company.id, { featuresSwitchedOff: [], status: 'suspended' });
    expect((await call('GET', '/api/v3/swms', side.ownerToken)).statusCode).toBe(200);
  });
});
