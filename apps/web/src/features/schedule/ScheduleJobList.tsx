import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { TScheduleJob } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { JobStatusBadge } from '../../ui/JobStatusBadge';
import { jobPath } from '../jobs/job-paths';
import { formatSchedule } from '../jobs/zoned-time';
import { peopleLine } from './schedule-events';
import { canMove } from './status-style';
import { jobName } from '../jobs/job-name';

const FIRST_SHOWN = 20;

type TScheduleJobListProps = {
  jobs: TScheduleJob[];
  timeZone: string;
  onReschedule?: (job: TScheduleJob) => void;
};

const placeOf = (job: TScheduleJob) => ({ worksiteId: job.worksite.id, projectId: job.project.id });

/**
 * The jobs on show as a list: readable on a phone in the sun, reachable by keyboard and screen
 * reader, and the way to move a job without dragging it.
 */
export function ScheduleJobList({ jobs, timeZone, onReschedule }: TScheduleJobListProps) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? jobs : jobs.slice(0, FIRST_SHOWN);
  return (
    <Stack gap="sm" component="section" aria-labelledby="schedule-list-heading">
      <Title order={2} size="h3" id="schedule-list-heading">
        Jobs in this view ({jobs.length})
      </Title>
      {jobs.length === 0 && <Text>No jobs are scheduled in these days. Change the days or the filters to see more.</Text>}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((job) => (
          <Card key={job.id} withBorder radius="md" padding="sm" component="li">
            <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Anchor component={Link} to={jobPath(placeOf(job), job.id)} fw={700}>
                    {jobName(job)}
                  </Anchor>
                  <JobStatusBadge status={job.status} size="sm" />
                </Group>
                <Text size="sm">{formatSchedule(job.start, job.end, timeZone)}</Text>
                <Text size="sm">
                  {job.worksite.name} · {job.project.name}
                </Text>
                <Text size="sm">{peopleLine(job)}</Text>
              </Stack>
              {onReschedule && canMove(job.status) && (
                <Button
                  variant="default"
                  leftSection={<IconCalendarEvent size={20} aria-hidden />}
                  onClick={() => onReschedule(job)}
                  aria-label={`Reschedule ${job.title}`}
                >
                  Reschedule
                </Button>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
      {jobs.length > FIRST_SHOWN && (
        <Button variant="subtle" onClick={() => setShowAll((value) => !value)} style={{ alignSelf: 'flex-start' }}>
          {showAll ? `Show the first ${FIRST_SHOWN}` : `Show all ${jobs.length} jobs`}
        </Button>
      )}
    </Stack>
  );
}
