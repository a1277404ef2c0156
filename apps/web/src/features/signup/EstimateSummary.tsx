import { Alert, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TEstimate } from '@hivis/contracts';
import { formatMoney } from './cart';

type TSummaryProps = {
  estimate: TEstimate | undefined;
  /** A newer estimate is on its way. */
  updating?: boolean;
  problem?: string | null;
  title?: string;
  headingOrder?: 2 | 3;
  /** A plan change is billed pro rata on the next invoice, so it has no 'Due today'. */
  showDueToday?: boolean;
};

/** Order lines and totals (AUD, GST included): the pricing page's live estimate and the test checkout's order. */
export function EstimateSummary({ estimate, updating = false, problem = null, title = 'Your estimate', headingOrder = 2, showDueToday = true }: TSummaryProps) {
  const monthly = estimate?.lines.filter((line) => line.billing === 'monthly') ?? [];
  const oneOff = estimate?.lines.filter((line) => line.billing === 'one_off') ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="estimate-heading">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={headingOrder} fz="h3" id="estimate-heading">
            {title}
          </Title>
          {updating && <Loader size="sm" aria-label="Updating the estimate" />}
        </Group>
        {problem && (
          <Alert color="red" title="We could not price this choice">
            {problem}
          </Alert>
        )}
        {!estimate && !problem && <Text c="dimmed">Choose a plan to see its price.</Text>}
        {estimate && (
          <Stack gap="xs" aria-live="polite" aria-busy={updating}>
            {monthly.length > 0 && <Lines title="Monthly" lines={monthly} />}
            {oneOff.length > 0 && <Lines title="One-off" lines={oneOff} />}
            <Divider />
            <Total label="Monthly total" cents={estimate.monthlyTotalCents} testId="monthly-total" />
            <Text size="sm" c="dimmed" ta="right">
              Includes GST of {formatMoney(estimate.monthlyGstCents)}
            </Text>
            {oneOff.length > 0 && (
              <>
                <Total label="One-off total" cents={estimate.oneOffTotalCents} testId="one-off-total" />
                <Text size="sm" c="dimmed" ta="right">
                  Includes GST of {formatMoney(estimate.oneOffGstCents)}
                </Text>
              </>
            )}
            {showDueToday && (
              <>
                <Divider />
                <Total label="Due today" cents={estimate.dueTodayCents} testId="due-today" strong />
              </>
            )}
            <Text size="sm" c="dimmed">
              Prices in Australian dollars (AUD), GST included.
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Lines({ title, lines }: { title: string; lines: TEstimate['lines'] }) {
  return (
    <Stack gap={4}>
      <Text fw={700} size="sm">
        {title}
      </Text>
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={`${title} items`}>
        {lines.map((line) => (
          <Group component="li" key={`${line.billing}-${line.key}`} justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Text size="sm" style={{ minWidth: 0 }}>
              {line.name}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(line.amountCents)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

function Total({ label, cents, testId, strong = false }: { label: string; cents: number; testId: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <Text fw={strong ? 800 : 700}>{label}</Text>
      <Text fw={strong ? 800 : 700} fz={strong ? 'lg' : undefined}>
        {formatMoney(cents)}
      </Text>
    </Group>
  );
}
