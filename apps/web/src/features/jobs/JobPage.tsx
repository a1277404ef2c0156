import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconPencil, IconUsersPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TJob } from '@hivis/contracts';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useAccess } from '../../app/access';
import { FormSection } from '../../ui/forms/FormSection';
import { LoadError } from '../../ui/LoadError';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { BackLink } from './BackLink';
import { COMPANY_JOBS_PATH, jobAssignStaffPath, jobFormPath, jobListPath, jobTimeSheetPath } from './job-paths';
import { JobDetails } from './JobDetails';
import { JobFiles } from './JobFiles';
import { JobNotes } from './JobNotes';
import { jobsKeys, useCompanyTimeZone, useJob } from './jobs-api';
import { JobStatusActions } from './JobStatusActions';
import { JobPeoplePanel } from '../assignments/JobPeoplePanel';
import { JobContractorPanel } from '../contractors/JobContractorPanel';

/** /worksite/{w}/project/{p}/job/{jobId}: the office's page of one job. */
export function JobPage() {
  const { jobId = '' } = useParams();
  const job = useJob(jobId);
  if (job.isPending) return <PageLoader />;
  if (job.isError) {
    const missing = isApiError(job.error) && (job.error.status === 404 || job.error.status === 400);
    return (
      <Page title="Job">
        <BackLink to={COMPANY_JOBS_PATH}>All jobs</BackLink>
        {missing ? (
          <Alert color="orange" title="Job not found">
            This job does not exist or belongs to another company.
          </Alert>
        ) : (
          <LoadError title="The job did not load" error={job.error} onRetry={() => void job.refetch()} />
        )}
      </Page>
    );
  }
  return <JobView job={job.data} />;
}

const peopleSummary = ({ accepted, offered, declined }: TJob['assignments']) => {
  const parts = [
    accepted > 0 ? `${accepted} accepted` : '',
    offered > 0 ? `${offered} waiting for an answer` : '',
    declined > 0 ? `${declined} declined` : '',
  ].filter(Boolean);
  return parts.length === 0 ? 'Nobody is on this job yet.' : `${parts.join(', ')}.`;
};

function JobView({ job }: { job: TJob }) {
  const queryClient = useQueryClient();
  const hasTimesheets = useAccess().features.has('timesheet');
  const timeZone = useCompanyTimeZone();
  const place = { worksiteId: job.worksite.id, projectId: job.project.id };
  const changed = (saved: TJob) => {
    queryClient.setQueryData(jobsKeys.one(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: ['jobs', 'page'] });
  };

  return (
    <Page title={job.title} size="lg">
      <Group justify="space-between" gap="sm">
        <BackLink to={jobListPath(place)}>Jobs of {job.project.name}</BackLink>
        <Group gap="sm">
          {hasTimesheets && (
            <Button component={Link} to={jobTimeSheetPath(place, job.id)} variant="default" size="md" leftSection={<IconClockHour4 size={20} aria-hidden />}>
              Time sheet
            </Button>
          )}
          <Button component={Link} to={jobFormPath(place, { jobId: job.id })} size="md" leftSection={<IconPencil size={20} aria-hidden />}>
            Edit
          </Button>
        </Group>
      </Group>
      <Stack gap="lg">
        <FormSection id="job-status" title="Status">
          <JobStatusActions job={job} onChanged={changed} />
        </FormSection>
        <FormSection id="job-details" title="Details">
          <JobDetails job={job} timeZone={timeZone} />
        </FormSection>
        <FormSection id="job-people" title="People on this job">
          <Text>{peopleSummary(job.assignments)}</Text>
          <JobPeoplePanel jobId={job.id} worksiteId={place.worksiteId} projectId={place.projectId} showAssignLink={false} />
          <Group>
            <Button component={Link} to={jobAssignStaffPath(place, job.id)} size="md" variant="light" leftSection={<IconUsersPlus size={20} aria-hidden />}>
              Assign staff
            </Button>
          </Group>
        </FormSection>
        <FormSection id="job-contractor" title="Contractor">
          <JobContractorPanel jobId={job.id} place={place} />
        </FormSection>
        <FormSection id="job-notes-list" title="Notes">
          <JobNotes job={job} onChanged={changed} />
        </FormSection>
        <FormSection id="job-files" title="Files">
          <JobFiles job={job} onChanged={changed} />
        </FormSection>
      </Stack>
    </Page>
  );
}
