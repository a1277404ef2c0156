import type { TScheduleJob, TUnscheduledJob } from '@hivis/contracts';
import type { ScheduleJobRow, SchedulePersonRow } from './schedule.queries.js';
import type { UnscheduledJobRow } from './unscheduled.queries.js';

function peopleByJob(people: SchedulePersonRow[]): Map<string, TScheduleJob['people']> {
  const byJob = new Map<string, TScheduleJob['people']>();
  for (const person of people) {
    const list = byJob.get(person.jobId) ?? [];
    list.push({ id: person.userId, name: `${person.firstName} ${person.lastName}`.trim(), status: person.status });
    byJob.set(person.jobId, list);
  }
  return byJob;
}

/** Each job with its people, as the calendar draws it. */
export function presentScheduleJobs(jobs: ScheduleJobRow[], people: SchedulePersonRow[]): TScheduleJob[] {
  const byJob = peopleByJob(people);
  return jobs.map((job) => ({
    id: job.id,
    title: job.title,
    jobNumber: job.jobNumber,
    status: job.status,
    start: job.scheduledStart.toISOString(),
    end: job.scheduledEnd?.toISOString() ?? null,
    worksite: { id: job.worksiteId, name: job.worksiteName },
    project: { id: job.projectId, name: job.projectName },
    people: byJob.get(job.id) ?? [],
  }));
}

/** The jobs waiting for a time, with their people. */
export function presentUnscheduledJobs(jobs: UnscheduledJobRow[], people: SchedulePersonRow[]): TUnscheduledJob[] {
  const byJob = peopleByJob(people);
  return jobs.map((job) => ({
    id: job.id,
    title: job.title,
    jobNumber: job.jobNumber,
    status: job.status,
    worksite: { id: job.worksiteId, name: job.worksiteName },
    project: { id: job.projectId, name: job.projectName },
    people: byJob.get(job.id) ?? [],
  }));
}
