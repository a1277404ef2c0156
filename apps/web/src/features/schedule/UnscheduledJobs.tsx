import { Anchor, Button, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { TUnscheduledJob } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { JobStatusBadge } from '../../ui/JobStatusBadge';
import { jobPath } from '../jobs/job-paths';
import { useUnscheduled } from './schedule-api';
import { jobName } from '../jobs/job-name';

const PAGE_SIZE = 10;

type TUnscheduledJobsProps = {
  personId: string;
  worksiteId: string;
  onSchedule: (job: TUnscheduledJob) => void;
};

/** "Not scheduled yet": open jobs without a start, under the same filters, to give each a time. */
export function UnscheduledJobs({ personId, worksiteId, onSchedule }: TUnscheduledJobsProps) {
  const [page, setPage] = useState(1);
  const unscheduled = useUnscheduled({ page, take: PAGE_SIZE, userId: personId || undefined, worksiteId: worksiteId || undefined });
  const data = unscheduled.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  // The last job of the last page was just given a time.
  const pastTheEnd = data !== undefined && data.items.length === 0 && page > 1;

  return (
    <Stack gap="sm" component="section" aria-labelledby="unscheduled-heading">
      <Title order={2} size="h3" id="unscheduled-heading">
        Not scheduled yet{data ? ` (${data.total})` : ''}
      </Title>
      {unscheduled.isError && <LoadError title="The jobs without a time did not load" error={unscheduled.error} onRetry={() => void unscheduled.refetch()} />}
      {data && data.total === 0 && <Text>Every open job has a time.</Text>}
      {pastTheEnd && (
        <Button variant="default" onClick={() => setPage(pages)} style={{ alignSelf: 'flex-start' }}>
          Show page {pages}
        </Button>
      )}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-busy={unscheduled.isFetching}>
        {(data?.items ?? []).map((job) => (
          <Card key={job.id} withBorder radius="md" padding="sm" component="li">
            <Group justify="space-between" align="center" gap="sm" wrap="wrap">
              <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Anchor component={Link} to={jobPath({ worksiteId: job.worksite.id, projectId: job.project.id }, job.id)} fw={700}>
                    {jobName(job)}
                  </Anchor>
                  <JobStatusBadge status={job.status} size="sm" />
                </Group>
                <Text size="sm">
                  {job.worksite.name} · {job.project.name}
                </Text>
              </Stack>
              <Button
                variant="default"
                leftSection={<IconCalendarPlus size={20} aria-hidden />}
                onClick={() => onSchedule(job)}
                aria-label={`Schedule ${job.title}`}
              >
                Schedule
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={setPage}
          size="lg"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
    </Stack>
  );
}
