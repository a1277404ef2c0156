import type { TestApp } from '../../../test/test-app.js';
import { buildJob } from '../../../test/work-factories.js';
import { jobsTeam } from '../jobs/jobs-test-kit.js';

/** An owner, two staff and one project of a Brisbane company (UTC+10 all year, the default zone). */
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
