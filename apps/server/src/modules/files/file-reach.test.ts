import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFileSchema } from '@hivis/contracts';
import { expectError } from '../../../test/assertions.js';
import type { TestUser } from '../../../test/factories.js';
import { bearer, buildUser, loginAs, setCompany } from '../../../test/factories.js';
import { multipart, png } from '../../../test/samples.js';
import { issuedSwms, swmsCompany } from '../../../test/swms-signing.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildAssignment, buildJob } from '../../../test/work-factories.js';
import { jobAssignments, qualifications, swms, paperworkVersions } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/*
 * A file is readable by whoever may read the record it belongs to, and only them: GET
 * /api/v3/files/{id} answers a signed link that opens the bytes, so it must not answer a worker a
 * file of a job they are not on.
 */

let t: TestApp;
let team: Awaited<ReturnType<typeof swmsCompany>>;
let colleague: TestUser;
let colleagueToken: string;
beforeAll(async () => {
  t = await createTestApp();
  team = await swmsCompany(t);
  colleague = await buildUser(t.db, { company: team.company, roles: ['SAH'] });
  colleagueToken = (await loginAs(t.ctx, colleague)).token;
});
afterAll(() => t?.close());

async function upload(token: string, fileType: string): Promise<string> {
  const { payload, headers } = multipart([
    { name: 'fileType', value: fileType },
    { name: 'file', filename: 'photo.png', data: png() },
  ]);
  const response = await t.app.inject({ method: 'POST', url: '/api/v3/files', payload, headers: { ...headers, ...bearer(token) } });
  expect(response.statusCode, response.body).toBe(201);
  return ZFileSchema.parse(response.json()).id;
}

const read = (fileId: string, token: string) => t.app.inject({ method: 'GET', url: `/api/v3/files/${fileId}`, headers: bearer(token) });

async function expectReadable(fileId: string, token: string) {
  const response = await read(fileId, token);
  expect(response.statusCode, response.body).toBe(200);
  expect(ZFileSchema.parse(response.json()).id).toBe(fileId);
}

describe('GET /api/v3/files/{id}: who may read a file', () => {
  it('the account holder reads every file of the company; staff their own uploads', async () => {
    const ownersUpload = await upload(team.ownerToken, 'audit_photo');
    await expectReadable(ownersUpload, team.ownerToken);
    expectError(await read(ownersUpload, team.workerToken), 404);

    const workersUpload = await upload(team.workerToken, 'audit_photo');
    await expectReadable(workersUpload, team.workerToken);
    await expectReadable(workersUpload, team.ownerToken);
    expectError(await read(workersUpload, colleagueToken), 404);
  });

  it("a job's files: the people on the job, not those removed from it", async () => {
    const job = await buildJob(t.db, team.company.id, { title: 'Fit-off level 3' });
    const fileId = await upload(team.ownerToken, 'job_file');
    const attached = await t.app.inject({ method: 'POST', url: `/api/v3/job/${job.id}/files`, payload: { fileId }, headers: bearer(team.ownerToken) });
    expect(attached.statusCode, attached.body).toBe(201);
    expectError(await read(fileId, team.workerToken), 404);

    const assignment = await buildAssignment(t.db, job, team.worker.id, { status: 'accepted' });
    await expectReadable(fileId, team.workerToken);
    expectError(await read(fileId, colleagueToken), 404);

    await withSystem(t.db, (tx) => tx.update(jobAssignments).set({ status: 'removed' }).where(eq(jobAssignments.id, assignment.id)));
    expectError(await read(fileId, team.workerToken), 404);
  });

  it("a SWMS's PDF and safety data sheets: the people on its job", async () => {
    const theirs = await issuedSwms(t, team.company.id, { crew: [team.worker] });
    const others = await issuedSwms(t, team.company.id);
    const pdfOf = async (swmsId: string) => {
      const [version] = await withSystem(t.db, (tx) => tx.select().from(paperworkVersions).where(eq(paperworkVersions.recordId, swmsId)));
      if (!version?.fileId) throw new Error('the issued version has no PDF');
      return version.fileId;
    };
    await expectReadable(await pdfOf(theirs.id), team.workerToken);
    expectError(await read(await pdfOf(others.id), team.workerToken), 404);

    const sheet = await upload(team.ownerToken, 'sds_msds');
    expectError(await read(sheet, team.workerToken), 404);
    const content = { ...theirs.content, substances: [{ substance: 'Two-pack epoxy', fileId: sheet }] };
    await withSystem(t.db, (tx) => tx.update(swms).set({ content }).where(eq(swms.id, theirs.id)));
    await expectReadable(sheet, team.workerToken);
    expectError(await read(sheet, colleagueToken), 404);
  });

  it("the company's logo: everyone of the company", async () => {
    const logo = await upload(team.ownerToken, 'company_logo');
    expectError(await read(logo, team.workerToken), 404);
    await setCompany(t.db, team.company.id, { logoFileId: logo });
    await expectReadable(logo, team.workerToken);
    await expectReadable(logo, colleagueToken);
  });

  it("a licence's copy: its holder", async () => {
    const copy = await upload(team.ownerToken, 'qualification_file');
    await withSystem(t.db, (tx) =>
      tx.insert(qualifications).values({ companyId: team.company.id, userId: team.worker.id, kind: 'white_card', name: 'White card', fileId: copy }),
    );
    await expectReadable(copy, team.workerToken);
    expectError(await read(copy, colleagueToken), 404);
  });

  it("another company's people never read it, whatever their role", async () => {
    const fileId = await upload(team.ownerToken, 'company_logo');
    await setCompany(t.db, team.company.id, { logoFileId: fileId });
    const stranger = await swmsCompany(t);
    expectError(await read(fileId, stranger.ownerToken), 404);
    expectError(await read(fileId, stranger.workerToken), 404);
  });
});
