import { Card, Group, Loader, Pagination, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { TMyJob, TMyJobsWhen } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../ui/Page';
import { AnswerBadge } from '../assignments/AnswerBadge';
import { jobStatusWord } from '../assignments/labels';
import { useMyJobs } from './my-jobs-api';
import { QueryGate } from '../../ui/QueryGate';

const PAGE_SIZE = 10;
const TABS: { value: TMyJobsWhen; label: string; empty: string }[] = [
  { value: 'current', label: 'Current', empty: 'No jobs on now or in the next day.' },
  { value: 'upcoming', label: 'Upcoming', empty: 'No upcoming jobs.' },
  { value: 'past', label: 'Past', empty: 'No past jobs yet.' },
];

/** One job as a big card: the whole card is the tap target, to the job view. */
function MyJobCard({ job }: { job: TMyJob }) {
  return (
    <UnstyledButton
      component={Link}
      to={`/worksite/${job.worksiteId}/project/${job.projectId}/job/${job.jobId}/view`}
      style={{ display: 'block', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Card withBorder radius="md" padding="md" style={{ minHeight: 88 }}>
        <Group justify="space-between" wrap="nowrap" align="center">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg">
              {job.title}
            </Text>
            <Text fw={600}>{job.when}</Text>
            <Text c="dimmed" size="sm">
              {job.siteName}
              {job.siteAddress ? `, ${job.siteAddress}` : ''}
            </Text>
            <Group gap="xs">
              <AnswerBadge status={job.answer} size="sm" />
              <Text size="sm">{jobStatusWord(job.jobStatus)}</Text>
            </Group>
          </Stack>
          <IconChevronRight size={28} aria-hidden />
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** /my-jobs: the jobs offered to or accepted by the signed-in person, phone first. */
export function MyJobsPage() {
  const [when, setWhen] = useState<TMyJobsWhen>('current');
  const [page, setPage] = useState(1);
  const jobs = useMyJobs(when, page, PAGE_SIZE);
  const tab = TABS.find((entry) => entry.value === when) ?? TABS[0];
  return (
    <Page title="My Jobs">
      <SegmentedControl
        fullWidth
        size="lg"
        value={when}
        onChange={(value) => {
          setWhen(value as TMyJobsWhen);
          setPage(1);
        }}
        data={TABS.map(({ value, label }) => ({ value, label }))}
        aria-label="Which jobs to show"
      />
      <QueryGate query={jobs} loading={<Loader aria-label="Loading your jobs" />} errorTitle="Your jobs did not load">
        {(found) => (
          <Stack gap="sm">
            {found.items.length === 0 && <Text>{tab?.empty}</Text>}
            {found.items.map((job) => (
              <MyJobCard key={job.assignmentId} job={job} />
            ))}
            {found.total > PAGE_SIZE && (
              <Pagination
                total={Math.ceil(found.total / PAGE_SIZE)}
                value={page}
                onChange={setPage}
                size="lg"
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              />
            )}
          </Stack>
        )}
      </QueryGate>
    </Page>
  );
}
