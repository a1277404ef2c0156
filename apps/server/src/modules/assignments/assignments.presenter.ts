import type { TAssignment, TPersonClash, TWorkRequest } from '@hivis/contracts';
import { siteAddressOf, whenOf } from './assignments.messages.js';
import type { AssignmentWithPerson, JobContext } from './assignments.queries.js';
import type { Clash } from './clashes.queries.js';
import { formatJobWindow } from './job-times.js';

export function presentAssignment({ assignment, person }: AssignmentWithPerson): TAssignment {
  return {
    id: assignment.id,
    jobId: assignment.jobId,
    userId: assignment.userId,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    role: person.roles[0] ?? '',
    status: assignment.status,
    respondedOn: assignment.respondedAt?.toISOString() ?? null,
    assignedOn: assignment.createdAt.toISOString(),
  };
}

/** What a work request says about its job, whether it went to a person or to a contracted company. */
export function presentRequestJob(context: JobContext): Omit<TWorkRequest, 'firstName' | 'answer' | 'open' | 'closedReason'> {
  return {
    jobId: context.job.id,
    worksiteId: context.job.worksiteId,
    projectId: context.job.projectId,
    title: context.job.title,
    companyName: context.company.name,
    siteName: context.site.name,
    siteAddress: siteAddressOf(context),
    start: context.job.scheduledStart?.toISOString() ?? null,
    end: context.job.scheduledEnd?.toISOString() ?? null,
    when: whenOf(context),
    jobStatus: context.job.status,
  };
}

/** Clash rows (sorted by person) grouped into one entry per person. */
export function groupClashes(rows: Clash[], timeZone: string): TPersonClash[] {
  const byPerson = new Map<string, TPersonClash>();
  for (const row of rows) {
    let entry = byPerson.get(row.userId);
    if (!entry) {
      entry = { userId: row.userId, name: `${row.firstName} ${row.lastName}`.trim(), jobs: [] };
      byPerson.set(row.userId, entry);
    }
    entry.jobs.push({
      jobId: row.jobId,
      worksiteId: row.worksiteId,
      projectId: row.projectId,
      title: row.title,
      siteName: row.siteName,
      start: row.scheduledStart?.toISOString() ?? null,
      end: row.scheduledEnd?.toISOString() ?? null,
      when: formatJobWindow(row.scheduledStart, row.scheduledEnd, timeZone),
      answer: row.answer,
    });
  }
  return [...byPerson.values()];
}
