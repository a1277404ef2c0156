import { ActionIcon, Button, Divider, Group, Indicator, Loader, Popover, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useNotifications, useUnreadCount } from './inbox-api';
import { NotificationItem } from './NotificationItem';
import { useOpenNotification } from './use-open-notification';

const LATEST = 5;

/** The header's bell: the unread count, and the latest few notifications on a tap. */
export function InboxBell() {
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount(true);
  const latest = useNotifications(1, LATEST, opened);
  const open = useOpenNotification(() => setOpened(false));
  const count = unread.data?.count ?? 0;
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <Indicator label={count > 99 ? '99+' : count} size={20} disabled={count === 0} color="red.9" offset={6} styles={{ indicator: { fontWeight: 700 } }}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withinPortal trapFocus>
        <Popover.Target>
          <ActionIcon variant="default" size={44} aria-label={label} onClick={() => setOpened((value) => !value)}>
            <IconBell size={26} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <Stack gap={4}>
            <Text fw={700} px="sm" pt="xs">
              Latest notifications
            </Text>
            {latest.isPending && <Loader size="sm" aria-label="Loading notifications" />}
            {latest.isError && <Text size="sm">Notifications did not load. Check your connection.</Text>}
            {latest.data?.items.length === 0 && <Text p="sm">Nothing new.</Text>}
            {latest.data?.items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={(item) => void open(item)} />
            ))}
            <Divider />
            <Group justify="center">
              <Button component={Link} to="/user/notifications" variant="subtle" onClick={() => setOpened(false)}>
                See all notifications
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
