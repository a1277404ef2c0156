import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { NotGiven } from './ContactLinks';

export type TDetail = { label: string; value: ReactNode };

/** Label and value pairs of a record, as a description list (two columns from tablet width). */
export function DetailList({ details }: { details: TDetail[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" m={0}>
      {details.map((detail) => (
        <Stack key={detail.label} gap={2}>
          <Text component="dt" size="sm" c="dimmed" fw={500}>
            {detail.label}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {detail.value === null || detail.value === undefined || detail.value === '' ? <NotGiven /> : detail.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
