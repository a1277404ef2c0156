import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../ui/page-title';

type TAuthCardProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
};

/** The narrow card of the sign-in screens: full width on a phone, centred on a desk. */
export function AuthCard({ title, intro, children }: TAuthCardProps) {
  usePageTitle(title);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        {intro && <Text>{intro}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
