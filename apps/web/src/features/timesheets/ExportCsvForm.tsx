import { Alert, Button, Group, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { TIMESHEET_EXPORT_MAX_DAYS, TIMESHEET_MESSAGES, daysBetween, isIsoDate } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { notifySuccess } from '../../ui/notify';
import { downloadTimesheetCsv } from './timesheets-api';

function rangeProblem(from: string, to: string): string | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return TIMESHEET_MESSAGES.date;
  const days = daysBetween(from, to);
  if (days < 0) return TIMESHEET_MESSAGES.toBeforeFrom;
  if (days + 1 > TIMESHEET_EXPORT_MAX_DAYS) return TIMESHEET_MESSAGES.rangeTooLong;
  return null;
}

/** A CSV of every shift between two dates, for payroll. */
export function ExportCsvForm({ initialFrom, initialTo }: { initialFrom: string; initialTo: string }) {
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [problem, setProblem] = useState<string | null>(null);
  const download = useMutation({
    mutationFn: () => downloadTimesheetCsv(from, to),
    onMutate: () => setProblem(null),
    onSuccess: () => notifySuccess('Timesheet CSV downloaded.'),
    onError: (error) => setProblem(errorMessage(error)),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const found = rangeProblem(from, to);
        if (found) setProblem(found);
        else download.mutate();
      }}
      noValidate
    >
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput type="date" label="From" size="md" value={from} onChange={(event) => setFrom(event.currentTarget.value)} w={190} />
        <TextInput type="date" label="To" size="md" value={to} onChange={(event) => setTo(event.currentTarget.value)} w={190} />
        <Button type="submit" size="md" variant="default" leftSection={<IconDownload size={20} aria-hidden />} loading={download.isPending}>
          Export CSV
        </Button>
      </Group>
      {problem && (
        <Alert color="red" role="alert" mt="sm">
          {problem}
        </Alert>
      )}
    </form>
  );
}
