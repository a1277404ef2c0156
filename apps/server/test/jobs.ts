import { expect } from 'vitest';
import { ZFileSchema } from '@hivis/contracts';
import type { TFileType } from '@hivis/contracts';
import type { CompanyOverrides } from './factories.js';
import { uploadFile } from './files.js';
import { png } from './samples.js';
import { buildTeam } from './team.js';
import type { TestApp } from './test-app.js';
import { buildJob, buildProject } from './work-factories.js';

/** A company with an owner (PAH) and two staff (SAH, NAH), all signed in, and one project. */
export async function jobsTeam(t: TestApp, company: CompanyOverrides = {}) {
  const { company: row, people } = await buildTeam(
    t,
    {
      owner: { roles: ['PAH'], firstName: 'Olive', lastName: 'Owner' },
      supervisor: { roles: ['SAH'], firstName: 'Sam', lastName: 'Super' },
      worker: { roles: ['NAH'], firstName: 'Will', lastName: 'Worker' },
    },
    company,
  );
  const project = await buildProject(t.db, row.id);
  return {
    company: row,
    project,
    users: people,
    owner: people.owner.token,
    supervisor: people.supervisor.token,
    worker: people.worker.token,
  };
}

/** The jobs team of a Brisbane company (UTC+10 all year, the default zone) and jobs in its project. */
export async function scheduleTeam(t: TestApp) {
  const team = await jobsTeam(t);
  /** A job in the team's project, between two instants (end null: no end given). */
  const jobAt = (title: string, start: string | null, end: string | null, extra: Parameters<typeof buildJob>[2] = {}) =>
    buildJob(t.db, team.company.id, {
      projectId: team.project.id,
      worksiteId: team.project.worksiteId,
      title,
      scheduledStart: start ? new Date(start) : null,
      scheduledEnd: end ? new Date(end) : null,
      ...extra,
    });
  return { ...team, jobAt };
}

/** The week of Monday 7 December 2026 in Brisbane: [06/12 14:00 UTC, 13/12 14:00 UTC). */
export const WEEK = { from: '2026-12-07', to: '2026-12-14' };

/** Uploads a small picture as the given file type; answers the file id. */
export async function uploadAs(t: TestApp, token: string, fileType: TFileType = 'job_file'): Promise<string> {
  const response = await uploadFile(t, token, { fileType, filename: 'drawing.png', data: png() });
  expect(response.statusCode, response.body).toBe(201);
  return ZFileSchema.parse(response.json()).id;
}

/** A job's fields as the form sends them. */
export const rooftopJob = {
  title: 'Install roof safety mesh',
  description: 'Lay safety mesh under the new sheeting on block B.',
  scope: 'Block B roof, grid lines 1 to 6.',
  jobNumber: '',
  scheduledStart: '2026-12-01T22:00:00.000Z',
  scheduledEnd: '2026-12-02T06:00:00.000Z',
  notes: 'Crane booked 7 AM.',
};
