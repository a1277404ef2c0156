import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type TEmptyStateProps = {
  /** What is missing, plainly: 'No jobs yet.' or 'Nobody matches that search.' */
  title: ReactNode;
  body?: ReactNode;
  /** The way to add the first one (a button or link), when the person may. */
  action?: ReactNode;
};

/**
 * An empty list says so and offers the way to add the first record, instead of a bare
 * 'Showing 0 of ~0' count. Shared by the paged tables and the lists built by hand.
 */
export function EmptyState({ title, body, action }: TEmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center" data-testid="empty-state">
      <Text fw={700} fz="lg">
        {title}
      </Text>
      {body && <Text c="dimmed">{body}</Text>}
      {action}
    </Stack>
  );
}
