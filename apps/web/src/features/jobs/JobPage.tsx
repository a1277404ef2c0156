import { Button, Group, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconPencil, IconUsersPlus } from '@tabler/icons-react';
import type { TJob } from '@hivis/contracts';
import { Link, useParams } from 'react-router';
import { can, useAccess } from '../auth/access';
import { FormSection } from '../../ui/forms/FormSection';
import { Page } from '../../ui/Page';
import { QueryGate } from '../../ui/QueryGate';
import { BackLink } from '../../ui/BackLink';
import { COMPANY_JOBS_PATH, jobAssignStaffPath, jobFormPath, jobListPath, jobTimeSheetPath } from './job-paths';
import { JOB_NOT_FOUND } from './job-not-found';
import { JobDetails } from './JobDetails';
import { JobFiles } from './JobFiles';
import { JobNotes } from './JobNotes';
import { useCompanyTimeZone, useJob, useStoreJob } from './jobs-api';
import { JobStatusActions } from './JobStatusActions';
import { JobPeoplePanel } from '../assignments/JobPeoplePanel';
import { JobContractorPanel } from '../contractors/JobContractorPanel';
import { JobTalkToday } from '../prestart-talks/JobTalkToday';
import { JobJsas } from '../jsa/JobJsas';

/** /worksite/{w}/project/{p}/job/{jobId}: the office's page of one job. */
export function JobPage() {
  const { jobId = '' } = useParams();
  const job = useJob(jobId);
  return (
    <QueryGate
      query={job}
      errorTitle="The job did not load"
      notFound={JOB_NOT_FOUND}
      frame={(problem) => (
        <Page title="Job">
          <BackLink to={COMPANY_JOBS_PATH}>All jobs</BackLink>
          {problem}
        </Page>
      )}
    >
      {(data) => <JobView job={data} />}
    </QueryGate>
  );
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
  const storeJob = useStoreJob();
  const hasTimesheets = can(useAccess(), 'timesheets.review');
  const timeZone = useCompanyTimeZone();
  const place = { worksiteId: job.worksite.id, projectId: job.project.id };
  const changed = (saved: TJob) => storeJob(saved);

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
        <JobTalkToday job={{ id: job.id, title: job.title, jobNumber: job.jobNumber, worksiteName: job.worksite.name }} status={job.status} />
        <JobJsas job={{ id: job.id, title: job.title, jobNumber: job.jobNumber, worksiteName: job.worksite.name }} />
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
