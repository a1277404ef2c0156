import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../ui/Page';
import { FIRST_JOB_PATH } from './job-paths';
import { jobStatusFromSearch } from './job-status-param';
import { JobsTable } from './JobsTable';
import { useProjectChoices } from './jobs-api';
import { NewJobPicker } from './NewJobPicker';

/** /home/job: the company's jobs across every project, newest first; ?status= filters them. */
export function CompanyJobListPage() {
  const [picking, setPicking] = useState(false);
  const [search, setSearch] = useSearchParams();
  const status = jobStatusFromSearch(search);
  const projects = useProjectChoices(null);
  // Without a project there is nowhere to put a job: the guide walks through worksite and project.
  const noProjectYet = projects.data?.total === 0;

  const newJob = noProjectYet ? (
    <Button component={Link} to={FIRST_JOB_PATH} size="md" leftSection={<IconPlus size={20} aria-hidden />}>
      New job
    </Button>
  ) : (
    <Button size="md" leftSection={<IconPlus size={20} aria-hidden />} onClick={() => setPicking(true)} disabled={projects.isPending}>
      New job
    </Button>
  );

  return (
    <Page title="Jobs" size="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text maw={640}>Every job of your company, newest first. Open a job to change its status, add notes and files, or put people on it.</Text>
        {newJob}
      </Group>
      {noProjectYet && (
        <Alert color="blue" title="Your first job">
          A job belongs to a project at a worksite.{' '}
          <Anchor component={Link} to={FIRST_JOB_PATH}>
            Follow the three steps
          </Anchor>{' '}
          to set them up.
        </Alert>
      )}
      <JobsTable
        caption="Jobs"
        emptyText="No jobs yet."
        emptyAction={newJob}
        status={status}
        // In the address, so a reload, Back and a shared link keep the filter; replace keeps history short.
        onStatusChange={(next) => setSearch(next ? { status: next } : {}, { replace: true })}
      />
      <NewJobPicker opened={picking} onClose={() => setPicking(false)} />
    </Page>
  );
}
