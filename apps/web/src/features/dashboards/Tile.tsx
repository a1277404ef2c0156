import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type TTileProps = {
  title: string;
  /** The tile's count, large, with what it counts. */
  figure?: { value: ReactNode; label: string };
  /** The list behind the tile; left out on an embedded dashboard, which has no links. */
  link?: { to: string; label: string } | null;
  children?: ReactNode;
};

/** One dashboard tile: a heading, its figure, the detail, and a link to the full list. */
export function Tile({ title, figure, link, children }: TTileProps) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId} h="100%">
      <Stack gap="sm" h="100%">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {figure && (
          <Group gap="xs" align="baseline" wrap="nowrap">
            <Text fz={40} fw={800} lh={1} className="dashboard-figure">
              {figure.value}
            </Text>
            <Text c="dimmed" fw={500}>
              {figure.label}
            </Text>
          </Group>
        )}
        <Stack gap="sm" style={{ flexGrow: 1 }}>
          {children}
        </Stack>
        {link && (
          <Button
            component={Link}
            to={link.to}
            variant="light"
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
            justify="space-between"
            fullWidth
          >
            {link.label}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
