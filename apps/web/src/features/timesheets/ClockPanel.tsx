import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCoffee, IconLogin2, IconLogout2, IconMapPin, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { formatZonedDateTime, formatZonedTime, workedMinutes } from '@hivis/contracts';
import { useEffect, useState } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { RefusedAction } from '../../offline/RefusedAction';
import { useOutbox } from '../../offline/outbox/use-outbox';
import { useStoredAuth } from '../auth/session';
import { clockViewOf, isClockCommand } from './clock-view';
import { notifySuccess } from '../../ui/notify';
import { askLocation } from './phone-location';
import { queueBreak, queueClockIn, queueClockOut, useClockSync, useCurrentShift } from './timesheets-api';
import { formatDuration } from './timesheet-format';
import { QueryGate } from '../../ui/QueryGate';

/** A clock that moves while the shift runs; a minute is fine grained enough for hours worked. */
function useNow(running: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

type TAction = 'in' | 'breakStart' | 'breakEnd' | 'out';

/** Longer than any real shift: most likely a forgotten clock-out. */
const LONG_SHIFT_MS = 14 * 60 * 60 * 1000;

/**
 * Clocking on a phone, for one job: big buttons for gloved hands, the time worked so far, and the
 * phone's location when the person allows it (clocking never waits on it or fails without it).
 * Each tap is saved on the phone first and sent when there is signal (the device outbox), so it
 * works with none; what the server refuses is shown here with its reason until dismissed.
 */
export function ClockPanel({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const current = useCurrentShift();
  const userId = useStoredAuth()?.id ?? null;
  const outbox = useOutbox(userId);
  useClockSync();
  const [locationNote, setLocationNote] = useState<string | null>(null);
  const shift = clockViewOf(current.data?.shift ?? null, outbox.waiting);
  const refused = outbox.needsAttention.filter(isClockCommand);
  const timeZone = current.data?.timeZone ?? 'Australia/Brisbane';
  const now = useNow(Boolean(shift));

  const act = useMutation({
    // Saving on the phone needs no network: the outbox sends when it can.
    networkMode: 'always',
    mutationFn: async (action: TAction): Promise<void> => {
      if (!userId) throw new Error('Please sign in to continue.');
      if (action === 'in' || action === 'out') {
        const found = await askLocation();
        const { location } = found;
        setLocationNote(
          found.location === null
            ? `${found.problem} Your time is still recorded.`
            : `${action === 'in' ? 'Clock-in' : 'Clock-out'} location recorded${found.location.accuracy ? ` (within ${found.location.accuracy} m)` : ''}.`,
        );
        if (action === 'in') {
          await queueClockIn(userId, { id: jobId, title: jobTitle }, location);
          return;
        }
        if (!shift) throw new Error('No running shift.');
        await queueClockOut(userId, shift.id, { location });
        return;
      }
      if (!shift) throw new Error('No running shift.');
      await queueBreak(userId, shift.id, action === 'breakStart' ? 'start' : 'end');
    },
    onSuccess: (_saved, action) => {
      const messages: Record<TAction, string> = {
        in: `Clocked in to ${shift?.jobTitle ?? jobTitle}.`,
        breakStart: 'Break started.',
        breakEnd: 'Break ended. Back to work.',
        out: 'Clocked out.',
      };
      // Offline, the panel and the strip under the header say it is saved on the phone.
      notifySuccess(messages[action]);
    },
  });

  // Timesheets off for the company, or not for this role: say so plainly, nothing to retry.
  if (current.isError && isApiError(current.error) && current.error.status === 403) {
    return (
      <Text c="dimmed" data-testid="clock-unavailable">
        {current.error.message}
      </Text>
    );
  }
  return (
    <QueryGate query={current} loading={<Loader aria-label="Loading your shift" />} errorTitle="Your shift could not be loaded">
      {() => {
        const elsewhere = shift && shift.jobId !== jobId;
        const busy = act.isPending;
        const big = { size: 'xl', fullWidth: true, loading: false, disabled: busy } as const;

        return (
          <Card withBorder padding="md" radius="md">
            <Stack gap="md">
              <Group justify="space-between" wrap="wrap">
                <Title order={2} size="h3">
                  Time on this job
                </Title>
                {shift && !elsewhere && (
                  <Badge size="lg" color={shift.onBreak ? 'orange' : 'green'} variant="light">
                    {shift.onBreak ? 'On break' : 'Clocked in'}
                  </Badge>
                )}
              </Group>

              {shift ? (
                <Stack gap={4} aria-live="polite">
                  {elsewhere && <Text fw={600}>You are clocked in to {shift.jobTitle}.</Text>}
                  <Text size="xl" fw={700} data-testid="worked-so-far">
                    {formatDuration(workedMinutes(shift, now))} worked
                  </Text>
                  <Text c="dimmed">
                    Since {formatZonedTime(shift.clockInAt, timeZone)}
                    {shift.breaks.length > 0 ? ` · ${shift.breaks.length} break${shift.breaks.length === 1 ? '' : 's'}` : ''}
                  </Text>
                </Stack>
              ) : (
                <Text>You are not clocked in. Clock in when you start work on this job.</Text>
              )}

              {shift && now.getTime() - Date.parse(shift.clockInAt) > LONG_SHIFT_MS && (
                <Alert color="yellow">
                  Still clocked in since {formatZonedDateTime(shift.clockInAt, timeZone)}. Forgot to clock out? Clock out now and ask the office to correct the
                  time.
                </Alert>
              )}
              {shift?.pending && (
                <Text size="sm" c="dimmed" data-testid="clock-pending">
                  Saved on this phone. It is sent when you have signal.
                </Text>
              )}
              {act.isError && (
                <Alert color="red" role="alert">
                  {errorMessage(act.error)}
                </Alert>
              )}
              {refused.map((command) => (
                <RefusedAction key={command.id} command={command} title={`${command.label}: not recorded`} />
              ))}

              {!shift && (
                <Button {...big} leftSection={<IconLogin2 size={26} aria-hidden />} onClick={() => act.mutate('in')} loading={busy}>
                  Clock in
                </Button>
              )}
              {shift && !elsewhere && !shift.onBreak && (
                <Button {...big} variant="light" color="orange" leftSection={<IconCoffee size={26} aria-hidden />} onClick={() => act.mutate('breakStart')}>
                  Start break
                </Button>
              )}
              {shift && !elsewhere && shift.onBreak && (
                <Button {...big} color="orange" leftSection={<IconPlayerPlay size={26} aria-hidden />} onClick={() => act.mutate('breakEnd')}>
                  End break
                </Button>
              )}
              {shift && (
                <Button {...big} color="red.8" leftSection={<IconLogout2 size={26} aria-hidden />} onClick={() => act.mutate('out')} loading={busy}>
                  {elsewhere ? `Clock out of ${shift.jobTitle}` : 'Clock out'}
                </Button>
              )}

              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="sm" c="dimmed">
                  {busy && (act.variables === 'in' || act.variables === 'out')
                    ? 'Finding your location…'
                    : (locationNote ?? 'Your location is recorded when you clock in and out, if you allow it. Clocking works without it.')}
                </Text>
              </Group>
            </Stack>
          </Card>
        );
      }}
    </QueryGate>
  );
}
