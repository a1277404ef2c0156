import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { JOB_STATUS_LABELS, ZJobsPageSchema, ZMyJobsPageSchema } from '@hivis/contracts';
import { apiRequest } from '../../../api/client';
import { formatDate } from '../../../ui/dates';
import { jobsKeys } from '../../jobs/jobs-api';
import { myJobsKeys } from '../../my-jobs/my-jobs-api';

/* The jobs a person can pick on View SWMS: the company's (owners) or their own (staff). */

export type TJobChoice = {
  id: string;
  title: string;
  jobNumber: string | null;
  place: string;
  /** Status and start, so a finished or cancelled job is told apart from the one starting next week (owners' list). */
  when: string | null;
};

const MY_JOBS_TAKE = 50;

/** Owners search all the company's jobs on the server; staff pick from their current and upcoming jobs. */
export function useJobChoices(search: string, companyWide: boolean) {
  const query = { page: 1, take: 20, search: search || undefined };
  const company = useQuery({
    queryKey: jobsKeys.page(query),
    queryFn: ({ signal }) =>
      apiRequest(`/api/v3/job?page=1&take=20${search ? `&search=${encodeURIComponent(search)}` : ''}`, { schema: ZJobsPageSchema, signal }),
    enabled: companyWide,
    placeholderData: keepPreviousData,
  });
  const current = useQuery({
    queryKey: myJobsKeys.page('current', 1, MY_JOBS_TAKE),
    queryFn: ({ signal }) => apiRequest(`/api/v3/my-jobs?when=current&page=1&take=${MY_JOBS_TAKE}`, { schema: ZMyJobsPageSchema, signal }),
    enabled: !companyWide,
  });
  const upcoming = useQuery({
    queryKey: myJobsKeys.page('upcoming', 1, MY_JOBS_TAKE),
    queryFn: ({ signal }) => apiRequest(`/api/v3/my-jobs?when=upcoming&page=1&take=${MY_JOBS_TAKE}`, { schema: ZMyJobsPageSchema, signal }),
    enabled: !companyWide,
  });
  if (companyWide) {
    const choices: TJobChoice[] = (company.data?.items ?? []).map((job) => ({
      id: job.id,
      title: job.title,
      jobNumber: job.jobNumber,
      place: `${job.projectName}, ${job.worksiteName}`,
      when: `${JOB_STATUS_LABELS[job.status]}${job.scheduledStart ? `, starts ${formatDate(job.scheduledStart)}` : ''}`,
    }));
    return { choices, isPending: company.isPending, error: company.error, refetch: () => void company.refetch() };
  }
  const needle = search.toLowerCase();
  const seen = new Set<string>();
  const choices: TJobChoice[] = [...(current.data?.items ?? []), ...(upcoming.data?.items ?? [])]
    .filter((job) => {
      if (seen.has(job.jobId)) return false;
      seen.add(job.jobId);
      return needle === '' || `${job.title} ${job.jobNumber ?? ''} ${job.siteName}`.toLowerCase().includes(needle);
    })
    .map((job) => ({ id: job.jobId, title: job.title, jobNumber: job.jobNumber, place: job.siteName, when: null }));
  return {
    choices,
    isPending: current.isPending || upcoming.isPending,
    error: current.error ?? upcoming.error,
    refetch: () => {
      void current.refetch();
      void upcoming.refetch();
    },
  };
}
