import { Alert, Card, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TTimeEntry, TTimesheetPersonWeek } from '@hivis/contracts';
import { plusDays } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/Page';
import { ApproveWeekButton } from './ApproveWeekButton';
import { CorrectEntryModal } from './CorrectEntryModal';
import { ExportCsvForm } from './ExportCsvForm';
import { PersonWeekCard } from './PersonWeekCard';
import { WeekPicker } from './WeekPicker';
import { formatDuration } from './timesheet-format';
import { WEEK_PAGE_SIZE, approveWeek, useRefreshTimesheets, useTimesheetWeek } from './timesheets-api';
import { QueryGate } from '../../ui/QueryGate';

/** /timesheets: the office's week. Everyone's hours by day, corrections, approval and the CSV. */
export function TimesheetsPage() {
  // null until the server says which Monday "this week" is in the company's time zone.
  const [start, setStart] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [correcting, setCorrecting] = useState<TTimeEntry | null>(null);
  const week = useTimesheetWeek(start, page);
  const refresh = useRefreshTimesheets();
  const data = week.data;
  const approveOne = useMutation({
    mutationFn: (person: TTimesheetPersonWeek) => approveWeek({ start: data?.start ?? '', userIds: [person.userId] }),
    onSuccess: ({ approved }, person) => {
      notifySuccess(`${person.name}: ${approved === 1 ? '1 shift' : `${approved} shifts`} approved.`);
      void refresh();
    },
    onError: (error) => notifyError(errorMessage(error)),
  });

  const chooseWeek = (monday: string) => {
    setStart(monday);
    setPage(1);
  };

  const entries = data?.people.flatMap((person) => person.entries) ?? [];
  const waiting = entries.filter((entry) => entry.clockOutAt && !entry.approvedAt).length;
  const pageMinutes = data?.people.reduce((sum, person) => sum + person.totalMinutes, 0) ?? 0;
  const morePages = data ? data.total > data.take : false;

  return (
    <Page title="Timesheets" size="lg">
      <QueryGate query={week} loading={<Loader aria-label="Loading the week" />} errorTitle="The timesheets could not be loaded">
        {(data) => (
          <Stack gap="lg">
            <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
              <WeekPicker start={data.start} onChange={chooseWeek} />
              {data.allPeople && (
                <ApproveWeekButton start={data.start} waiting={morePages ? Math.max(waiting, 1) : waiting} onApproved={() => void refresh()} />
              )}
            </Group>

            <Text>
              {data.total === 0
                ? 'Nobody has clocked in this week.'
                : `${data.total} ${data.total === 1 ? 'person' : 'people'} worked this week${morePages ? '' : `: ${formatDuration(pageMinutes)} in total`}. Times are in ${data.timeZone.replace('_', ' ')}.`}
            </Text>

            {data.people.length > 0 && (
              <Stack gap="md">
                {data.people.map((person) => (
                  <PersonWeekCard
                    key={person.userId}
                    person={person}
                    days={data.days}
                    timeZone={data.timeZone}
                    onCorrect={data.allPeople ? setCorrecting : undefined}
                    onApprove={data.allPeople ? (one) => approveOne.mutate(one) : undefined}
                  />
                ))}
              </Stack>
            )}

            {morePages && (
              <Pagination
                total={Math.ceil(data.total / WEEK_PAGE_SIZE)}
                value={page}
                onChange={setPage}
                size="lg"
                getControlProps={(control) => ({ 'aria-label': `Go to ${control} page` })}
              />
            )}

            {data.allPeople && (
              <Card withBorder padding="md" radius="md" component="section" aria-labelledby="export-heading">
                <Stack gap="sm">
                  <Title order={2} size="h3" id="export-heading">
                    Export for payroll
                  </Title>
                  <Text size="sm" c="dimmed">
                    Every shift between two dates (at most about three months), one line per shift, as a CSV file for a spreadsheet or payroll.
                  </Text>
                  <ExportCsvForm key={data.start} initialFrom={data.start} initialTo={plusDays(data.start, 6)} />
                </Stack>
              </Card>
            )}

            {!data.allPeople && <Alert color="blue">Only the account holder can correct and approve hours.</Alert>}
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
