import { Anchor, Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { JOB_STATUS_LABELS } from '@hivis/contracts';
import type { TEmployee, TEmployeeJob } from '@hivis/contracts';
import { Link } from 'react-router';
import { formatDate } from '../../ui/dates';
import { formatDay, formatMinutes } from './employee-paths';

const ANSWER_LABELS: Record<string, string> = { offered: 'Not answered yet', accepted: 'Accepted', declined: 'Declined', removed: 'Taken off the job' };

const jobPath = (job: TEmployeeJob) => `/worksite/${job.worksiteId}/project/${job.projectId}/job/${job.jobId}`;

function datesOf(job: TEmployeeJob): string {
  if (!job.scheduledStart) return 'No date set';
  const start = formatDate(job.scheduledStart);
  const end = job.scheduledEnd ? formatDate(job.scheduledEnd) : '';
  return end && end !== start ? `${start} to ${end}` : start;
}

/** Their latest 20 jobs: what, when, the job's status and their answer. */
export function EmployeeJobs({ jobs }: { jobs: TEmployee['jobs'] }) {
  if (jobs.length === 0) return <Text c="dimmed">No jobs given to them yet.</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0}>
      {jobs.map((job) => (
        <Group
          key={job.jobId}
          component="li"
          justify="space-between"
          gap="xs"
          style={{ listStyle: 'none', borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          pb="xs"
        >
          <Stack gap={0}>
            <Anchor component={Link} to={jobPath(job)} fw={600} style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
              {job.title}
            </Anchor>
            <Text size="sm">
              {datesOf(job)} · {(JOB_STATUS_LABELS as Record<string, string>)[job.jobStatus] ?? job.jobStatus}
            </Text>
          </Stack>
          <Badge color={job.answer === 'declined' ? 'red.9' : job.answer === 'accepted' ? 'teal.9' : 'gray.2'} autoContrast>
            {ANSWER_LABELS[job.answer] ?? job.answer}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}

/** Worked time from their timesheets, breaks taken off; weeks start on Monday. */
export function EmployeeHours({ hours }: { hours: TEmployee['hours'] }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={2}>
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            This week
          </Text>
          <Text fz="xl" fw={700}>
            {formatMinutes(hours.thisWeekMinutes)}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            The 4 weeks before
          </Text>
          <Text fz="xl" fw={700}>
            {formatMinutes(hours.lastFourWeeksMinutes)}
          </Text>
        </Stack>
      </SimpleGrid>
      <Table verticalSpacing="xs" aria-label="Hours by week">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Week starting</Table.Th>
            <Table.Th scope="col">Hours</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hours.weeks.map((week) => (
            <Table.Tr key={week.weekStart}>
              <Table.Td>{formatDay(week.weekStart)}</Table.Td>
              <Table.Td>{formatMinutes(week.minutes)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
