import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAssignments, paperworkSignOns } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { api } from '../../../test/api.js';
import { expectError } from '../../../test/assertions.js';
import { bearer } from '../../../test/factories.js';
import { swmsKit } from '../../../test/swms.js';
import { issuedSwms, signatureFileId, swmsCompany } from '../../../test/swms-signing.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildAssignment, buildJob } from '../../../test/work-factories.js';

/*
 * Staff reach a SWMS only through a job they are on, as they reach only those jobs; the account
 * holder reaches every job's. Out of reach answers 404, the same as a SWMS that is not there,
 * and changes nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const call = api(() => t);
const { company, start, swmsRow } = swmsKit(() => t);

/** Every signed-in SWMS call a supervisor may make, for a job and a SWMS of it. */
function supervisorCalls(jobId: string, swmsId: string) {
  return [
    { method: 'POST', url: '/api/v3/swms', body: { jobId } },
    { method: 'GET', url: `/api/v3/swms/job/${jobId}/all` },
    { method: 'GET', url: `/api/v3/swms/${swmsId}` },
    { method: 'PUT', url: `/api/v3/swms/${swmsId}`, body: { step: 'job_details' } },
    { method: 'POST', url: `/api/v3/swms/${swmsId}/generate` },
    { method: 'GET', url: `/api/v3/swms/${swmsId}/signing` },
    { method: 'POST', url: '/api/v3/swms/send', body: { swmsId, emails: ['mate@example.test'] } },
    { method: 'DELETE', url: `/api/v3/swms/${swmsId}` },
  ] as const;
}

describe('a SWMS of a job the staff member is not on', () => {
  it('answers 404 to every call of a supervisor off the job and changes nothing', async () => {
    const side = await company();
    const otherJob = await buildJob(t.db, side.company.id, { title: 'Fence at Lot 9' });
    const swms = await start(side, otherJob.id);
    const before = await swmsRow(swms.id);

    for (const request of supervisorCalls(otherJob.id, swms.id)) {
      const response = await call(request.method, request.url, side.supervisorToken, 'body' in request ? request.body : undefined);
      expectError(response, 404);
      expect(`${request.method} ${request.url} ${response.statusCode}`).toBe(`${request.method} ${request.url} 404`);
    }
    expect(await swmsRow(swms.id)).toEqual(before);
    // The account holder reaches it as before.
    expect((await call('GET', `/api/v3/swms/${swms.id}`, side.ownerToken)).statusCode).toBe(200);
  });

  it('opens to a supervisor put on the job, and closes again once removed', async () => {
    const side = await company();
    const otherJob = await buildJob(t.db, side.company.id, { title: 'Carport at Lot 2' });
    const swms = await start(side, otherJob.id);
    const read = () => call('GET', `/api/v3/swms/${swms.id}`, side.supervisorToken);
    const jobList = () => call('GET', `/api/v3/swms/job/${otherJob.id}/all`, side.supervisorToken);

    const assignment = await buildAssignment(t.db, otherJob, side.supervisor.id, { status: 'offered' });
    expect((await read()).statusCode).toBe(200);
    expect((await jobList()).statusCode).toBe(200);

    await withSystem(t.db, (tx) => tx.update(jobAssignments).set({ status: 'removed' }).where(eq(jobAssignments.id, assignment.id)));
    expectError(await read(), 404);
    expectError(await jobList(), 404);
  });

  it('refuses a worker off the job the sign-on (404, nothing signed) and takes it once on the job', async () => {
    const crewless = await swmsCompany(t);
    const offJob = await issuedSwms(t, crewless.company.id);
    const fileId = await signatureFileId(t, { token: crewless.workerToken });
    const sign = (swmsId: string, file: string) =>
      t.app.inject({ method: 'POST', url: '/api/v3/swms/sign/user', headers: bearer(crewless.workerToken), payload: { swmsId, fileId: file } });

    expectError(await sign(offJob.id, fileId), 404);
    const signed = () => withSystem(t.db, (tx) => tx.select().from(paperworkSignOns).where(eq(paperworkSignOns.recordId, offJob.id)));
    expect(await signed()).toEqual([]);

    const onJob = await issuedSwms(t, crewless.company.id, { crew: [crewless.worker] });
    expect((await sign(onJob.id, fileId)).statusCode).toBe(200);
  });
});
