import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';

type TLinkCardProps = {
  to: string;
  title: string;
  description: string;
  icon: TablerIcon;
};

/** A large tappable shortcut: the whole card is one link, easy to hit with a gloved thumb. */
export function LinkCard({ to, title, description, icon: Icon }: TLinkCardProps) {
  return (
    <Paper component={Link} to={to} withBorder p="md" radius="md" className="link-card">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" aria-hidden>
          <Icon size={26} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={700} fz="lg">
            {title}
          </Text>
          <Text c="dimmed">{description}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}
