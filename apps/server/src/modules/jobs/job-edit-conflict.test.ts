import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_CONFLICT, EDIT_MESSAGES, ZJobSavedSchema, ZJobSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectFieldErrors } from '../../../test/assertions.js';
import { jobsTeam, rooftopJob } from '../../../test/jobs.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';

/* A job edited from two desks: the save based on the version before the other's is not saved over it. */

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

describe('PUT /api/v3/job/{id} with the version it was based on', () => {
  it('answers a stale edit with 409 and the job as it is now, changing nothing', async () => {
    const team = await jobsTeam(t);
    const opened = ZJobSchema.parse((await call('POST', '/api/v3/job', team.owner, { ...rooftopJob, projectId: team.project.id })).json());
    const first = await call('PUT', `/api/v3/job/${opened.id}`, team.owner, { ...rooftopJob, notes: 'Crane moved to 8 AM.', basedOn: opened.updatedOn });
    expect(first.statusCode, first.body).toBe(200);
    const saved = ZJobSavedSchema.parse(first.json());

    const stale = await call('PUT', `/api/v3/job/${opened.id}`, team.owner, { ...rooftopJob, title: 'Roof mesh, block B', basedOn: opened.updatedOn });
    expect(stale.statusCode, stale.body).toBe(409);
    const body = stale.json() as { code: string; message: string; current: unknown };
    expect(body).toMatchObject({ code: EDIT_CONFLICT, message: EDIT_MESSAGES.conflict });
    expect(ZJobSchema.parse(body.current)).toMatchObject({ title: rooftopJob.title, notes: 'Crane moved to 8 AM.', updatedOn: saved.updatedOn });
    expect(ZJobSchema.parse((await call('GET', `/api/v3/job/${opened.id}`, team.owner)).json()).title).toBe(rooftopJob.title);

    expectFieldErrors(await call('PUT', `/api/v3/job/${opened.id}`, team.owner, { ...rooftopJob, basedOn: 'last week' }), { basedOn: EDIT_MESSAGES.basedOn });
    const kept = await call('PUT', `/api/v3/job/${opened.id}`, team.owner, { ...rooftopJob, title: 'Roof mesh, block B', basedOn: saved.updatedOn });
    expect(ZJobSavedSchema.parse(kept.json()).title).toBe('Roof mesh, block B');
  });
});
