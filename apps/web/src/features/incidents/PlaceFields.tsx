import { Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/api-error';
import { can, useAccess } from '../auth/access';
import { jobName } from '../jobs/job-name';
import { useJobs } from '../jobs/jobs-api';
import { useMyJobs } from '../my-jobs/my-jobs-api';
import { useWorksites } from '../worksites/worksites-api';
import type { TReportFormValues } from './report-form-values';
import { UseMyLocation } from './UseMyLocation';

/*
 * Where it happened: the worksite and the job (both optional: an incident in a yard or on the
 * road has neither), where exactly in words, and the phone's location when it is allowed.
 */

/** The company's current sites, the first 100, as the job form lists them (the same answer, kept on the phone). */
const SITES_QUERY = { page: 1, take: 100, archived: 'false' } as const;
/** A field person's jobs of now, as their home keeps them on the phone (keep-jobs-for-site.ts). */
const MY_JOBS_KEPT = 20;

type TOption = { value: string; label: string };
type TJobsRender = (options: TOption[], loading: boolean, problem: string | null) => ReactNode;

/** The office's jobs at the site (account holders list every job). */
function CompanyJobsAtSite({ worksiteId, children }: { worksiteId: string; children: TJobsRender }) {
  const jobs = useJobs({ page: 1, take: 100, worksiteId });
  const options = (jobs.data?.items ?? []).map((job) => ({ value: job.id, label: jobName(job) }));
  return children(options, jobs.isPending, jobs.isError ? errorMessage(jobs.error) : null);
}

/** A supervisor's own jobs at the site: the ones they are on now. */
function MyJobsAtSite({ worksiteId, children }: { worksiteId: string; children: TJobsRender }) {
  const jobs = useMyJobs('current', 1, MY_JOBS_KEPT);
  const options = (jobs.data?.items ?? []).filter((job) => job.worksiteId === worksiteId).map((job) => ({ value: job.jobId, label: jobName(job) }));
  return children(options, jobs.isPending, jobs.isError ? errorMessage(jobs.error) : null);
}

export function PlaceFields({ form }: { form: UseFormReturnType<TReportFormValues> }) {
  const access = useAccess();
  const sites = useWorksites(SITES_QUERY);
  const { worksiteId, jobId, point } = form.values;
  const siteOptions = (sites.data?.items ?? []).map((site) => ({ value: site.id, label: site.suburb ? `${site.name} (${site.suburb})` : site.name }));
  const JobsAtSite = can(access, 'jobs.list') ? CompanyJobsAtSite : MyJobsAtSite;

  return (
    <Stack gap="md">
      <Select
        label="Worksite"
        description="Leave it empty when it happened away from your sites."
        placeholder={sites.isPending ? 'Loading your worksites…' : 'Choose a worksite'}
        size="md"
        searchable
        clearable
        data={siteOptions}
        nothingFoundMessage="No worksite by that name."
        value={worksiteId}
        onChange={(next) => {
          form.setFieldValue('worksiteId', next);
          // A job belongs to one site: another site starts without one.
          if (next !== worksiteId) form.setFieldValue('jobId', null);
        }}
        error={form.errors.worksiteId}
      />
      {sites.isError && (
        <Text size="sm" c="red.9">
          Your worksites did not load: {errorMessage(sites.error)} Say where it happened below instead.
        </Text>
      )}
      {worksiteId && (
        <JobsAtSite worksiteId={worksiteId}>
          {(options, loading, problem) => (
            <>
              <Select
                label="Job (optional)"
                placeholder={loading ? 'Loading the jobs…' : options.length === 0 ? 'No current job at this worksite' : 'Choose a job'}
                size="md"
                searchable
                clearable
                data={jobId && !options.some((option) => option.value === jobId) ? [{ value: jobId, label: 'The job chosen before' }, ...options] : options}
                nothingFoundMessage="No job by that name."
                value={jobId}
                onChange={(next) => form.setFieldValue('jobId', next)}
                error={form.errors.jobId}
              />
              {problem && (
                <Text size="sm" c="red.9">
                  The jobs did not load: {problem}
                </Text>
              )}
            </>
          )}
        </JobsAtSite>
      )}
      <TextInput
        label="Where exactly"
        description={worksiteId ? 'Optional: e.g. Level 2 balcony, unit 3.' : 'Needed without a worksite: the street, the yard, the road.'}
        size="md"
        autoComplete="off"
        maxLength={300}
        {...form.getInputProps('location')}
      />
      <UseMyLocation point={point} onPoint={(next) => form.setFieldValue('point', next)} />
    </Stack>
  );
}
