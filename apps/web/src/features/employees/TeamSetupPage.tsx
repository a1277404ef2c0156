import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { FormProblem } from '../../ui/forms/FormProblem';
import { Page } from '../../ui/Page';
import { SeatSummary } from '../users/SeatSummary';
import { useEmployeeBase } from './employee-paths';
import { inviteEmployee, useRefreshTeamAndSeats } from './employees-api';
import { TeamRowFields } from './TeamRowFields';
import { emptyRow, isBlankRow, rowErrors, rowPayload } from './team-rows';
import type { TRowResult, TTeamRow } from './team-rows';
import { BackLink } from '../../ui/BackLink';

const MAX_ROWS = 20;

/** /staff/employee/setup and /home/employee/setup: a new owner invites the crew in one go. */
export function TeamSetupPage() {
  const base = useEmployeeBase();
  const refreshTeamAndSeats = useRefreshTeamAndSeats();
  const [rows, setRows] = useState<TTeamRow[]>(() => [emptyRow(), emptyRow(), emptyRow()]);
  const [results, setResults] = useState<Record<number, TRowResult>>({});
  const [errors, setErrors] = useState<Record<number, Record<string, string>>>({});
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pending = rows.filter((row) => !isBlankRow(row) && results[row.key]?.state !== 'sent');

  async function sendAll() {
    setProblem(null);
    const checked = Object.fromEntries(pending.map((row) => [row.key, rowErrors(row)]));
    setErrors(checked);
    if (pending.length === 0) return setProblem('Fill in at least one person.');
    if (Object.values(checked).some((found) => Object.keys(found).length > 0)) return setProblem('Please check the fields marked in red.');
    setSending(true);
    // One after another: each invitation takes a seat, so the order decides who gets the last one.
    for (const row of pending) {
      try {
        const { employee, message } = await inviteEmployee(rowPayload(row));
        setResults((current) => ({ ...current, [row.key]: { state: 'sent', message, employeeId: employee.id } }));
      } catch (error) {
        const fieldErrors = isApiError(error) ? error.errors : {};
        setErrors((current) => ({ ...current, [row.key]: fieldErrors }));
        setResults((current) => ({ ...current, [row.key]: { state: 'failed', message: errorMessage(error), errors: fieldErrors } }));
      }
    }
    setSending(false);
    refreshTeamAndSeats();
  }

  return (
    <Page title="Set up your team" size="xl">
      <BackLink to={base}>All employees</BackLink>
      <Text maw={720}>
        Add the people who work for you. Each gets an email to set up their account. Supervisors and leading hands run the site; workers answer their jobs.
        Leave a row empty to skip it.
      </Text>
      <SeatSummary />
      <form
        noValidate
        aria-label="Invite your team"
        onSubmit={(event) => {
          event.preventDefault();
          void sendAll();
        }}
      >
        <Stack gap="md">
          {rows.map((row, index) => (
            <TeamRowFields
              key={row.key}
              index={index}
              row={row}
              result={results[row.key]}
              errors={errors[row.key] ?? {}}
              onChange={(next) => setRows((current) => current.map((item) => (item.key === next.key ? next : item)))}
              onRemove={rows.length > 1 ? () => setRows((current) => current.filter((item) => item.key !== row.key)) : null}
            />
          ))}
          <Group>
            <Button
              variant="default"
              size="md"
              leftSection={<IconPlus size={20} aria-hidden />}
              disabled={rows.length >= MAX_ROWS}
              onClick={() => setRows((current) => [...current, emptyRow()])}
            >
              Add another person
            </Button>
          </Group>
          <FormProblem title="Nothing was sent" problem={problem} />
          <Group>
            <Button type="submit" size="md" loading={sending} leftSection={<IconSend size={20} aria-hidden />}>
              Send invitations
            </Button>
          </Group>
        </Stack>
      </form>
    </Page>
  );
}
