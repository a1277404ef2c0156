import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { InviteFriendModal } from './InviteFriendModal';

/** A home-page shortcut, shaped like the link cards beside it, that opens 'Invite a friend'. */
export function InviteFriendCard() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Paper
        component="button"
        type="button"
        onClick={open}
        withBorder
        p="md"
        radius="md"
        className="link-card"
        aria-haspopup="dialog"
        ta="left"
        w="100%"
        style={{ cursor: 'pointer', font: 'inherit', color: 'inherit' }}
      >
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={44} radius="md" aria-hidden>
            <IconUserPlus size={26} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={700} fz="lg">
              Invite a friend
            </Text>
            <Text c="dimmed">Invite another business to HiVis and see who signed up.</Text>
          </Stack>
        </Group>
      </Paper>
      <InviteFriendModal opened={opened} onClose={close} />
    </>
  );
}
