/** How every screen names a job: its number first, as the office quotes it, then its title. */
export function jobName(job: { title: string; jobNumber: string | null }): string {
  return job.jobNumber ? `${job.jobNumber} · ${job.title}` : job.title;
}
