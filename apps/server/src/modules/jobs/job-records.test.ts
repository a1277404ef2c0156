import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES, ZJobSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { jobsTeam, uploadAs } from '../../../test/jobs.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildAssignment, buildJob } from '../../../test/work-factories.js';
import { jobFiles, jobNotes } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

async function teamWithJob() {
  const team = await jobsTeam(t);
  const job = await buildJob(t.db, team.company.id, { projectId: team.project.id, worksiteId: team.project.worksiteId });
  return { ...team, job };
}

const notesOf = (jobId: string) => withSystem(t.db, (tx) => tx.select().from(jobNotes).where(eq(jobNotes.jobId, jobId)));
const filesOf = (jobId: string) => withSystem(t.db, (tx) => tx.select().from(jobFiles).where(eq(jobFiles.jobId, jobId)));

describe('POST /api/v3/job/{id}/notes', () => {
  it('lets the owner and a person on the job write notes, newest last', async () => {
    const team = await teamWithJob();
    await buildAssignment(t.db, team.job, team.users.worker.id, { status: 'accepted' });
    const first = await call('POST', `/api/v3/job/${team.job.id}/notes`, team.owner, { body: 'Gate code 4321.' });
    expect(first.statusCode, first.body).toBe(201);
    const second = ZJobSchema.parse((await call('POST', `/api/v3/job/${team.job.id}/notes`, team.worker, { body: '  Mesh delivered.  ' })).json());
    expect(second.jobNotes.map((note) => [note.body, note.authorName])).toEqual([
      ['Gate code 4321.', 'Olive Owner'],
      ['Mesh delivered.', 'Will Worker'],
    ]);
  });

  it('answers 400 for a blank note, 404 for staff not on the job or another company, 401 without a token', async () => {
    const team = await teamWithJob();
    const other = await teamWithJob();
    await buildAssignment(t.db, team.job, team.users.supervisor.id, { status: 'removed' });
    expectFieldErrors(await call('POST', `/api/v3/job/${team.job.id}/notes`, team.owner, { body: '   ' }), { body: JOB_MESSAGES.noteBody });
    expectError(await call('POST', `/api/v3/job/${team.job.id}/notes`, team.supervisor, { body: 'Hi' }), 404);
    expectError(await call('POST', `/api/v3/job/${other.job.id}/notes`, team.owner, { body: 'Hi' }), 404);
    expectError(await call('POST', `/api/v3/job/${team.job.id}/notes`, null, { body: 'Hi' }), 401);
    expect(await notesOf(team.job.id)).toHaveLength(0);
    expect(await notesOf(other.job.id)).toHaveLength(0);
  });
});

describe('POST and DELETE /api/v3/job/{id}/files', () => {
  it('attaches an uploaded job file with view and download links, and takes it off', async () => {
    const team = await teamWithJob();
    const fileId = await uploadAs(t, team.owner);
    const added = await call('POST', `/api/v3/job/${team.job.id}/files`, team.owner, { fileId });
    expect(added.statusCode, added.body).toBe(201);
    const job = ZJobSchema.parse(added.json());
    expect(job.files).toHaveLength(1);
    expect(job.files[0]).toMatchObject({ fileId, name: 'drawing.png', contentType: 'image/png' });
    expect(job.files[0]?.inlineUrl).toContain(`/api/v3/files/${fileId}/content`);
    expect(job.files[0]?.url).not.toBe(job.files[0]?.inlineUrl);
    // A retry on weak data attaches it once.
    await call('POST', `/api/v3/job/${team.job.id}/files`, team.owner, { fileId });
    expect(await filesOf(team.job.id)).toHaveLength(1);
    const removed = await call('DELETE', `/api/v3/job/${team.job.id}/files/${fileId}`, team.owner);
    expect(ZJobSchema.parse(removed.json()).files).toEqual([]);
    expectError(await call('DELETE', `/api/v3/job/${team.job.id}/files/${fileId}`, team.owner), 404);
  });

  it("answers 400 for a file of another type or company, 403 for staff, 404 for another company's job, 401 without a token", async () => {
    const team = await teamWithJob();
    const other = await teamWithJob();
    const photo = await uploadAs(t, team.owner, 'worksite_photo');
    const theirs = await uploadAs(t, other.owner);
    const mine = await uploadAs(t, team.owner);
    expectFieldErrors(await call('POST', `/api/v3/job/${team.job.id}/files`, team.owner, { fileId: photo }), { fileId: JOB_MESSAGES.file });
    expectFieldErrors(await call('POST', `/api/v3/job/${team.job.id}/files`, team.owner, { fileId: theirs }), { fileId: JOB_MESSAGES.file });
    expectFieldErrors(await call('POST', `/api/v3/job/${team.job.id}/files`, team.owner, { fileId: 'x' }), { fileId: JOB_MESSAGES.file });
    await buildAssignment(t.db, team.job, team.users.supervisor.id, { status: 'accepted' });
    expectError(await call('POST', `/api/v3/job/${team.job.id}/files`, team.supervisor, { fileId: mine }), 403);
    expectError(await call('DELETE', `/api/v3/job/${team.job.id}/files/${mine}`, team.supervisor), 403);
    expectError(await call('POST', `/api/v3/job/${other.job.id}/files`, team.owner, { fileId: mine }), 404);
    expectError(await call('DELETE', `/api/v3/job/${other.job.id}/files/${theirs}`, team.owner), 404);
    expectError(await call('POST', `/api/v3/job/${team.job.id}/files`, null, { fileId: mine }), 401);
    expect(await filesOf(team.job.id)).toHaveLength(0);
  });
});
