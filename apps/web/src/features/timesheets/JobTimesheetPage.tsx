import { Card, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import type { TTimeEntry } from '@hivis/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Page } from '../../ui/Page';
import { CorrectEntryModal } from './CorrectEntryModal';
import { EntryDetails } from './EntryDetails';
import { formatDuration } from './timesheet-format';
import { JOB_PAGE_SIZE, useJobTimesheet, useRefreshTimesheets } from './timesheets-api';
import { QueryGate } from '../../ui/QueryGate';
import { BackLink } from '../../ui/BackLink';

/** /worksite/:worksiteId/project/:projectId/job/:jobId/time-sheet: every shift on one job, newest first. */
export function JobTimesheetPage() {
  const { worksiteId = '', projectId = '', jobId = '' } = useParams();
  const [page, setPage] = useState(1);
  const [correcting, setCorrecting] = useState<TTimeEntry | null>(null);
  const sheet = useJobTimesheet(jobId, page);
  const refresh = useRefreshTimesheets();
  const data = sheet.data;
  const jobTitle = data?.items[0]?.jobTitle;

  return (
    <Page title="Job timesheet" heading={jobTitle ? `Timesheet: ${jobTitle}` : 'Job timesheet'}>
      <BackLink to={`/worksite/${worksiteId}/project/${projectId}/job/${jobId}`}>Back to the job</BackLink>
      <QueryGate query={sheet} loading={<Loader aria-label="Loading the job's hours" />} errorTitle="The job's hours could not be loaded">
        {(data) => (
          <Stack gap="md">
            <Group gap="xl" wrap="wrap">
              <Stack gap={0}>
                <Text size="sm" c="dimmed">
                  Total worked
                </Text>
                <Text fw={700} size="xl" data-testid="job-total">
                  {formatDuration(data.totalMinutes)}
                </Text>
              </Stack>
              <Stack gap={0}>
                <Text size="sm" c="dimmed">
                  Shifts
                </Text>
                <Text fw={700} size="xl">
                  {data.total}
                </Text>
              </Stack>
            </Group>
            {data.total === 0 ? (
              <Text>Nobody has clocked in to this job yet.</Text>
            ) : (
              <Card withBorder padding="md" radius="md">
                {data.items.map((entry, index) => (
                  <EntryDetails key={entry.id} entry={entry} timeZone={data.timeZone} showPerson divider={index > 0} onCorrect={setCorrecting} />
                ))}
              </Card>
            )}
            {data.total > data.take && (
              <Pagination
                total={Math.ceil(data.total / JOB_PAGE_SIZE)}
                value={page}
                onChange={setPage}
                size="lg"
                getControlProps={(control) => ({ 'aria-label': `Go to ${control} page` })}
              />
            )}
          </Stack>
        )}
      </QueryGate>
      {correcting && data && (
        <CorrectEntryModal
          entry={correcting}
          timeZone={data.timeZone}
          onClose={() => setCorrecting(null)}
          onSaved={() => {
            setCorrecting(null);
            void refresh();
          }}
        />
      )}
    </Page>
  );
}
