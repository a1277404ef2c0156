import { Paper, SimpleGrid, Text } from '@mantine/core';

/** Audits done, failed, the average score and (for the summary) what waits for review, as big figures. */
export function AuditTallies({
  total,
  failed,
  averagePercentage,
  awaitingReview,
}: {
  total: number;
  failed: number;
  averagePercentage: number | null;
  awaitingReview?: number;
}) {
  const figures: [string, string][] = [
    ['Audits done', String(total)],
    ['Failed', String(failed)],
    ['Average score', averagePercentage === null ? 'No score' : `${averagePercentage}%`],
    ...(awaitingReview === undefined ? [] : ([['Awaiting review', String(awaitingReview)]] as [string, string][])),
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: figures.length }} spacing="sm" component="dl" m={0}>
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder radius="md" p="sm">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700} size="xl">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
