import { Anchor, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { SEAT_KINDS, SEAT_LABELS } from '@hivis/contracts';
import { Link } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { useCurrentPlan } from '../payments/payments-api';

/** Seats bought and in use per tier (GET /api/v4/payments/current), so a refusal is never a surprise. */
export function SeatSummary() {
  const plan = useCurrentPlan();
  if (plan.isError) return <LoadError title="Seat usage did not load" error={plan.error} onRetry={() => void plan.refetch()} />;
  const seats = plan.data?.seats;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="seats-heading">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text id="seats-heading" fw={700} component="h2" fz="lg" m={0}>
            Seats on your plan
          </Text>
          <Anchor component={Link} to="/user/account">
            Add seats on My Account
          </Anchor>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          {SEAT_KINDS.map((kind) => {
            const label = SEAT_LABELS[kind];
            const usage = seats?.[kind];
            const full = usage !== undefined && usage.used >= usage.bought;
            return (
              <Stack key={kind} gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={500}>
                    {label}
                  </Text>
                  <Text size="sm" fw={full ? 700 : 400} c={full ? 'orange.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
                    {usage ? `${usage.used} of ${usage.bought} used` : '…'}
                  </Text>
                </Group>
                <Progress
                  value={usage && usage.bought > 0 ? Math.min(100, (usage.used / usage.bought) * 100) : 0}
                  color={full ? 'orange' : 'teal'}
                  aria-label={usage ? `${label}: ${usage.used} of ${usage.bought} seats used` : `${label}: loading`}
                />
              </Stack>
            );
          })}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Active and invited people take a seat; deactivated people do not.
        </Text>
      </Stack>
    </Paper>
  );
}
