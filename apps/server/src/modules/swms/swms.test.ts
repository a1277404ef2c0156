import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSwmsJobListSchema, ZSwmsSchema, accessMessages } from '@hivis/contracts';
import { projects, paperworkSignOns, paperworkSigningRequests, paperworkVersions, worksites } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { api } from '../../../test/api.js';
import { UNFROZEN_HEADER } from '../../../test/swms-signing.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { setCompany } from '../../../test/factories.js';
import { swmsKit } from '../../../test/swms.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildJob } from '../../../test/work-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const call = api(() => t);
const SWMS_MESSAGES = accessMessages('swms');
const { company, start, fileOf } = swmsKit(() => t);

const PC = {
  companyName: 'Apex Constructions Pty Ltd',
  abn: '51 824 753 556',
  contactName: 'Priya Head',
  contactPhone: '02 9000 1111',
  contactEmail: 'priya@apex.example',
  whsPersonName: 'Wendy Safety',
  whsPersonPhone: '0411 222 333',
  whsPersonEmail: 'wendy@apex.example',
};

describe('starting a SWMS for a job', () => {
  it('fills it in from the job, its project, the worksite, the company and the person starting it', async () => {
    const side = await company();
    await setCompany(t.db, side.company.id, {
      legalName: 'Ridge Roofing Pty Ltd',
      abn: '12 345 678 901',
      phone: '07 3000 4000',
      timeZone: 'Australia/Brisbane',
      address: { streetNumber: '4', streetName: 'Depot Rd', suburb: 'Eagle Farm', state: 'QLD', postCode: '4009', country: 'Australia' },
    });
    await withSystem(t.db, async (tx) => {
      await tx.update(projects).set({ principalContractor: PC }).where(eq(projects.id, side.job.projectId));
      await tx
        .update(worksites)
        .set({ address: { streetNumber: '9', streetName: 'High St', suburb: 'Fitzroy', state: 'Victoria', postCode: '3065', country: 'Australia' } })
        .where(eq(worksites.id, side.job.worksiteId));
    });
    const swms = await start(side, side.job.id, side.supervisorToken);
    expect(swms).toMatchObject({
      title: 'SWMS – Re-roof main house',
      status: 'draft',
      step: '',
      currentVersion: 0,
      editedSinceIssue: false,
      file: null,
      signatures: [],
      templateId: null,
    });
    expect(swms.swmsId).toBe(swms.id);
    expect(swms.job).toMatchObject({
      id: side.job.id,
      title: 'Re-roof main house',
      projectId: side.job.projectId,
      worksiteAddress: '9 High St, Fitzroy VIC 3065, Australia',
    });
    // The work is in Victoria, so Victoria's law applies even though the company is in Queensland.
    expect(swms.content.jurisdiction).toBe('VIC');
    expect(swms.content.principalContractor).toEqual({
      companyName: PC.companyName,
      abn: PC.abn,
      contactName: PC.contactName,
      contactPhone: PC.contactPhone,
      contactEmail: PC.contactEmail,
    });
    expect(swms.content.whsPerson).toEqual({ name: 'Wendy Safety', position: '', phone: '0411 222 333', email: 'wendy@apex.example' });
    expect(swms.content.preparedBy).toEqual({ name: 'Sam Super', position: '', phone: '0400 111 222', email: side.supervisor.email });
    // The account holder approves until someone else is named; the WHS person above is the principal contractor's.
    expect(swms.content.approvedBy).toMatchObject({ name: 'Olive Owner', email: side.owner.email });
    expect(swms.content.contractorDetails).toEqual({
      businessName: 'Ridge Roofing Pty Ltd',
      abn: '12 345 678 901',
      address: '4 Depot Rd, Eagle Farm QLD 4009, Australia',
      phone: '07 3000 4000',
      email: side.owner.email,
    });
    expect(swms.content.implementation).toMatch(/pre-start/);
    expect(swms.content.emergencyProcedures).toMatch(/call 000/);
    expect(swms.content.emergencyProcedures).toContain('muster point at (fill in)');
    const inAYear = new Date();
    inAYear.setFullYear(inAYear.getFullYear() + 1);
    expect(Math.abs(Date.parse(swms.content.reviewDate ?? '') - inAYear.getTime())).toBeLessThan(2 * 24 * 3600 * 1000);
    expect(swms.content.activities).toEqual([]);

    const read = await call('GET', `/api/v3/swms/${swms.id}`, side.workerToken);
    expect(read.statusCode, read.body).toBe(200);
    expect(ZSwmsSchema.parse(read.json())).toEqual(swms);
  });

  it('writes a New Zealand task analysis with 111, and leaves out what is not known', async () => {
    const side = await company({ country: 'NZ' });
    const swms = await start(side);
    expect(swms.content.jurisdiction).toBe('NZ');
    expect(swms.content.emergencyProcedures).toMatch(/call 111/);
    expect(swms.content.emergencyProcedures).toMatch(/WorkSafe New Zealand/);
    expect(swms.content.principalContractor).toBeNull();
    expect(swms.content.whsPerson).toBeNull();
    expect(swms.content.contractorDetails).toMatchObject({ businessName: 'Ridge Roofing', address: '', email: side.owner.email });
  });

  it('refuses a missing or malformed job (400) and another company’s job (404)', async () => {
    const side = await company();
    const other = await company({ name: 'Other Co' });
    expectFieldErrors(await call('POST', '/api/v3/swms', side.ownerToken, {}), { jobId: 'Please choose a job.' });
    expectFieldErrors(await call('POST', '/api/v3/swms', side.ownerToken, { jobId: 'job-1' }), { jobId: 'Please choose a job.' });
    expectError(await call('POST', '/api/v3/swms', side.ownerToken, { jobId: other.job.id }), 404);
  });
});

describe('who may', () => {
  it('needs a token, a role that creates SWMS, and the feature switched on', async () => {
    const side = await company();
    const swms = await start(side);
    expectError(await call('POST', '/api/v3/swms', null, { jobId: side.job.id }), 401);
    expectError(await call('GET', `/api/v3/swms/${swms.id}`, null), 401);
    // Workers (NAH) view and sign but do not write SWMS.
    for (const request of [
      { method: 'POST' as const, url: '/api/v3/swms', body: { jobId: side.job.id } },
      { method: 'PUT' as const, url: `/api/v3/swms/${swms.id}`, body: { step: 'job_details', content: { hrcwCodes: [] } } },
      { method: 'DELETE' as const, url: `/api/v3/swms/${swms.id}` },
    ]) {
      expect(expectError(await call(request.method, request.url, side.workerToken, request.body), 403).message).toBe(SWMS_MESSAGES.roleNone);
    }
    expect((await call('GET', `/api/v3/swms/job/${side.job.id}/all`, side.workerToken)).statusCode).toBe(200);

    const viewOnly = await company({ name: 'View Only', features: ['swms', 'swms.view'] });
    expect(expectError(await call('POST', '/api/v3/swms', viewOnly.ownerToken, { jobId: viewOnly.job.id }), 403).message).toBe(SWMS_MESSAGES.featureOff);
    await setCompany(t.db, side.company.id, { featuresSwitchedOff: ['swms'] });
    expectError(await call('GET', `/api/v3/swms/${swms.id}`, side.ownerToken), 403);
    expectError(await call('GET', `/api/v3/swms/job/${side.job.id}/all`, side.ownerToken), 403);
    await setCompany(t.db, side.company.id, { featuresSwitchedOff: [], status: 'suspended' });
    expect(expectError(await call('DELETE', `/api/v3/swms/${swms.id}`, side.ownerToken), 403).message).toBe(SWMS_MESSAGES.closed);
    expect((await call('GET', `/api/v3/swms/${swms.id}`, side.ownerToken)).statusCode).toBe(200);
  });

  it('answers 404 for another company’s SWMS and job, and for a malformed id 400', async () => {
    const side = await company();
    const other = await company({ name: 'Other Co' });
    const swms = await start(other);
    expectError(await call('GET', `/api/v3/swms/${swms.id}`, side.ownerToken), 404);
    expectError(await call('PUT', `/api/v3/swms/${swms.id}`, side.ownerToken, { step: 'job_details', content: { hrcwCodes: [] } }), 404);
    expectError(await call('DELETE', `/api/v3/swms/${swms.id}`, side.ownerToken), 404);
    expectError(await call('GET', `/api/v3/swms/job/${other.job.id}/all`, side.ownerToken), 404);
    expectFieldErrors(await call('GET', '/api/v3/swms/not-an-id', side.ownerToken), { id: true });
  });
});

describe('a job’s SWMS and deleting one', () => {
  it('lists them newest first with versions, PDFs and sign-ons; deleting hides one and closes its links', async () => {
    const side = await company();
    const first = await start(side);
    const second = await start(side);
    const elsewhere = await buildJob(t.db, side.company.id);
    await start(side, elsewhere.id);
    // Issue version 1 and 2 of the first SWMS by hand: generating is another module's.
    const pdf1 = await fileOf(side.company.id, 'swms_document');
    const pdf2 = await fileOf(side.company.id, 'swms_document');
    const signature = await fileOf(side.company.id, 'swms_signature_photo');
    await withSystem(t.db, async (tx) => {
      await tx.insert(paperworkVersions).values([
        { companyId: side.company.id, kind: 'swms', recordId: first.id, version: 1, header: UNFROZEN_HEADER, content: first.content, fileId: pdf1.id },
        { companyId: side.company.id, kind: 'swms', recordId: first.id, version: 2, header: UNFROZEN_HEADER, content: first.content, fileId: pdf2.id },
      ]);
      await tx.insert(paperworkSignOns).values({
        companyId: side.company.id,
        kind: 'swms',
        recordId: first.id,
        version: 1,
        userId: side.worker.id,
        signerName: 'Wes Worker',
        fileId: signature.id,
      });
    });
    const { setSwms } = swmsKit(() => t);
    await setSwms(first.id, { status: 'issued', currentVersion: 2, step: 'confirm_details' });

    const response = await call('GET', `/api/v3/swms/job/${side.job.id}/all`, side.supervisorToken);
    expect(response.statusCode, response.body).toBe(200);
    const list = ZSwmsJobListSchema.parse(response.json());
    expect(list.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(list.job).toMatchObject({ id: side.job.id, title: 'Re-roof main house' });
    expect(list.items[0]).toMatchObject({ status: 'draft', step: '', resumeRoute: 'section-one', versions: [] });
    const issued = list.items[1];
    expect(issued).toMatchObject({ status: 'issued', currentVersion: 2, resumeRoute: 'generated' });
    expect(issued?.versions.map((version) => [version.version, version.file?.id, version.signatures.length])).toEqual([
      [2, pdf2.id, 0],
      [1, pdf1.id, 1],
    ]);
    expect(issued?.versions[1]?.signatures[0]).toMatchObject({ signerName: 'Wes Worker', version: 1, current: false });
    expect(issued?.versions[0]?.file?.url).toMatch(/^\/api\//);

    const one = ZSwmsSchema.parse((await call('GET', `/api/v3/swms/${first.id}`, side.ownerToken)).json());
    expect(one.file?.id).toBe(pdf2.id);
    expect(one.signatures).toEqual([expect.objectContaining({ signerName: 'Wes Worker', current: false })]);

    const [request] = await withSystem(t.db, (tx) =>
      tx
        .insert(paperworkSigningRequests)
        .values({
          companyId: side.company.id,
          kind: 'swms',
          recordId: first.id,
          email: 'sub@example.test',
          version: 2,
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning(),
    );
    const deleted = await call('DELETE', `/api/v3/swms/${first.id}`, side.supervisorToken);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expectError(await call('GET', `/api/v3/swms/${first.id}`, side.ownerToken), 404);
    expectError(await call('DELETE', `/api/v3/swms/${first.id}`, side.ownerToken), 404);
    const after = ZSwmsJobListSchema.parse((await call('GET', `/api/v3/swms/job/${side.job.id}/all`, side.ownerToken)).json());
    expect(after.items.map((item) => item.id)).toEqual([second.id]);
    const { swmsRow } = swmsKit(() => t);
    expect(await swmsRow(first.id)).toMatchObject({ deletedBy: side.supervisor.id });
    const [revoked] = await withSystem(t.db, (tx) =>
      tx
        .select()
        .from(paperworkSigningRequests)
        .where(eq(paperworkSigningRequests.id, request?.id ?? '')),
    );
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
  });
});
