import { Container, Stack, Title } from '@mantine/core';
import type { MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './page-title';

type TPageProps = {
  /** The h1, and the browser tab's '{title} | HiVis'. */
  title: string;
  /** A different h1 when the tab title should stay short ('Home' vs 'Welcome, Sam'). */
  heading?: string;
  children: ReactNode;
  size?: MantineSize;
};

/** A signed-in screen: one h1, a readable width, consistent spacing. */
export function Page({ title, heading, children, size = 'md' }: TPageProps) {
  usePageTitle(title);
  return (
    <Container size={size} px={0} ml={0}>
      <Stack gap="lg">
        <Title order={1}>{heading ?? title}</Title>
        {children}
      </Stack>
    </Container>
  );
}
