import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled panel holding one form; the heading names the section for screen readers. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <Paper id={id} withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} fz="h3" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
