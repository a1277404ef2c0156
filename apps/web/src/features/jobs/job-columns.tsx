import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { TJobListItem } from '@hivis/contracts';
import { Link } from 'react-router';
import type { TColumn } from '../../ui/PaginatedTable';
import { jobPath } from './job-paths';
import { JobStatusBadge } from '../../ui/JobStatusBadge';
import { formatSchedule } from './zoned-time';
import { jobName } from './job-name';

const peopleLabel = (count: number) => (count === 0 ? 'Nobody assigned' : count === 1 ? '1 person assigned' : `${count} people assigned`);

function TitleLink({ job }: { job: TJobListItem }) {
  return (
    <Anchor component={Link} to={jobPath(job, job.id)} fw={600} style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
      {jobName(job)}
    </Anchor>
  );
}

const placeOf = (job: TJobListItem) => `${job.projectName} · ${job.worksiteName}`;

/** Desktop: one fact per column; the project column only where jobs of many projects are listed. */
export function wideJobColumns(timeZone: string, options: { showProject: boolean }): TColumn<TJobListItem>[] {
  return [
    { key: 'title', header: 'Job', cell: (job) => <TitleLink job={job} /> },
    ...(options.showProject ? [{ key: 'project', header: 'Project and worksite', cell: (job: TJobListItem) => <Text size="sm">{placeOf(job)}</Text> }] : []),
    { key: 'status', header: 'Status', cell: (job) => <JobStatusBadge status={job.status} /> },
    { key: 'when', header: 'Scheduled', cell: (job) => <Text size="sm">{formatSchedule(job.scheduledStart, job.scheduledEnd, timeZone)}</Text> },
    { key: 'people', header: 'People', cell: (job) => <Text size="sm">{peopleLabel(job.assignedCount)}</Text> },
  ];
}

/** Phone: one column that fits 360 px, each job as a small card. */
export function narrowJobColumns(timeZone: string, options: { showProject: boolean }): TColumn<TJobListItem>[] {
  return [
    {
      key: 'job',
      header: 'Job',
      cell: (job) => (
        <Stack gap={2}>
          <TitleLink job={job} />
          {options.showProject && <Text size="sm">{placeOf(job)}</Text>}
          <Text size="sm">{formatSchedule(job.scheduledStart, job.scheduledEnd, timeZone)}</Text>
          <Group gap="sm" justify="space-between">
            <JobStatusBadge status={job.status} size="sm" />
            <Text size="sm" c="dimmed">
              {peopleLabel(job.assignedCount)}
            </Text>
          </Group>
        </Stack>
      ),
    },
  ];
}
