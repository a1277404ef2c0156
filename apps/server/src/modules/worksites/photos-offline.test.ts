import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_MESSAGES, FILE_MESSAGES, ZFileSchema, ZJobSchema, ZWorksiteSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import { uploadFile } from '../../../test/files.js';
import { jobsTeam } from '../../../test/jobs.js';
import { png } from '../../../test/samples.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildJob } from '../../../test/work-factories.js';
import { files, jobFiles, worksitePhotos } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/*
 * Photos taken with no signal (docs/field.md): the phone keeps the picture and the action, then
 * sends the picture under its own id with the time it was taken, and the action that attaches it.
 * Either may arrive twice (the answer was lost); each is applied once.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = api(() => t);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const siteNamed = (name: string) => ({
  name,
  address: { streetNumber: '12', streetName: 'Bay Tce', suburb: 'Wynnum', state: 'Queensland', country: 'Australia', postCode: '4178' },
  siteContacts: [],
});

async function siteOwner() {
  const company = await buildCompany(t.db);
  const owner = await buildUser(t.db, { company, roles: ['ROOT_PAH'] });
  const { token } = await loginAs(t.ctx, owner);
  const created = await call('POST', '/api/v3/worksite', token, siteNamed('Wynnum units'));
  expect(created.statusCode, created.body).toBe(201);
  return { company, token, site: ZWorksiteSchema.parse(created.json()) };
}

function sendPhoto(token: string, fields: Record<string, string>, fileType = 'worksite_photo') {
  return uploadFile(t, token, { fileType, fields, filename: 'IMG_0042.png', data: png() });
}

const photosOf = (worksiteId: string) => withSystem(t.db, (tx) => tx.select().from(worksitePhotos).where(eq(worksitePhotos.worksiteId, worksiteId)));

describe('a photo sent from the phone', () => {
  it('keeps the time it was taken, stores a copy sent again once, and attaches it once for a repeated command', async () => {
    const { token, site } = await siteOwner();
    const fileId = uuidv7();
    const takenAt = minutesAgo(45);
    const stored = await sendPhoto(token, { id: fileId, takenAt });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(ZFileSchema.parse(stored.json())).toMatchObject({ id: fileId, takenAt: new Date(takenAt).toISOString() });
    const storedAgain = await sendPhoto(token, { id: fileId, takenAt });
    expect(storedAgain.statusCode, storedAgain.body).toBe(201);
    expect(await withSystem(t.db, (tx) => tx.select().from(files).where(eq(files.id, fileId)))).toHaveLength(1);

    const command = { fileId, caption: 'Cracked balustrade, unit 3', commandId: uuidv7(), at: minutesAgo(44) };
    const first = await call('POST', `/api/v3/worksite/${site.id}/photos`, token, command);
    expect(first.statusCode, first.body).toBe(201);
    const again = await call('POST', `/api/v3/worksite/${site.id}/photos`, token, command);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await photosOf(site.id)).toHaveLength(1);
    expect(ZWorksiteSchema.parse(first.json()).photos[0]).toMatchObject({ caption: 'Cracked balustrade, unit 3', takenAt: new Date(takenAt).toISOString() });

    // The same command id on another site is not answered with this one.
    const other = await call('POST', '/api/v3/worksite', token, siteNamed('Manly shed'));
    const otherId = ZWorksiteSchema.parse(other.json()).id;
    expect(expectError(await call('POST', `/api/v3/worksite/${otherId}/photos`, token, command), 409).message).toBe(COMMAND_MESSAGES.reused);
    expect(await photosOf(otherId)).toHaveLength(0);
  });

  it('refuses a taken time that is not a time or is ahead of the real time, and stores nothing', async () => {
    const { token, company } = await siteOwner();
    const ahead = new Date(Date.now() + 60 * 60_000).toISOString();
    expectFieldErrors(await sendPhoto(token, { id: uuidv7(), takenAt: 'yesterday' }), { takenAt: FILE_MESSAGES.takenAt });
    expectFieldErrors(await sendPhoto(token, { id: uuidv7(), takenAt: ahead }), { takenAt: FILE_MESSAGES.takenInFuture });
    expect(await withSystem(t.db, (tx) => tx.select().from(files).where(eq(files.companyId, company.id)))).toHaveLength(0);
  });

  it('refuses a malformed command with field errors, and a command older than the outbox keeps', async () => {
    const { token, site } = await siteOwner();
    const stored = ZFileSchema.parse((await sendPhoto(token, { id: uuidv7() })).json());
    expectFieldErrors(await call('POST', `/api/v3/worksite/${site.id}/photos`, token, { fileId: stored.id, commandId: 'not-an-id', at: 'soon' }), {
      commandId: COMMAND_MESSAGES.commandId,
      at: COMMAND_MESSAGES.at,
    });
    const tooOld = { fileId: stored.id, commandId: uuidv7(), at: minutesAgo(8 * 24 * 60) };
    expectFieldErrors(await call('POST', `/api/v3/worksite/${site.id}/photos`, token, tooOld), { at: COMMAND_MESSAGES.tooOld });
    expect(await photosOf(site.id)).toHaveLength(0);
  });

  it('is attached to a job once for a repeated command, and another company’s job answers 404', async () => {
    const team = await jobsTeam(t);
    const job = await buildJob(t.db, team.company.id, { projectId: team.project.id, worksiteId: team.project.worksiteId });
    const fileId = uuidv7();
    const takenAt = minutesAgo(20);
    expect((await uploadFile(t, team.owner, { fileType: 'job_file', fields: { id: fileId, takenAt }, filename: 'IMG_0043.png', data: png() })).statusCode).toBe(
      201,
    );
    const command = { fileId, commandId: uuidv7(), at: minutesAgo(19) };
    const first = await call('POST', `/api/v3/job/${job.id}/files`, team.owner, command);
    expect(first.statusCode, first.body).toBe(201);
    expect((await call('POST', `/api/v3/job/${job.id}/files`, team.owner, command)).json()).toEqual(first.json());
    expect(await withSystem(t.db, (tx) => tx.select().from(jobFiles).where(eq(jobFiles.jobId, job.id)))).toHaveLength(1);
    expect(ZJobSchema.parse(first.json()).files[0]?.takenAt).toBe(new Date(takenAt).toISOString());

    const stranger = await jobsTeam(t);
    expectError(await call('POST', `/api/v3/job/${job.id}/files`, stranger.owner, { ...command, commandId: uuidv7() }), 404);
  });
});
