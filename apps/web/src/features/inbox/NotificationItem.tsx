import { Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { TUserNotification } from '@hivis/contracts';
import { formatDate, formatTime } from '../../ui/dates';

/** One line of the inbox: unread ones are bold with a dot, so they stand out in glare too. */
export function NotificationItem({ notification, onOpen }: { notification: TUserNotification; onOpen: (notification: TUserNotification) => void }) {
  const unread = notification.readOn === null;
  return (
    <UnstyledButton onClick={() => onOpen(notification)} p="sm" style={{ display: 'block', width: '100%', minHeight: 44, borderRadius: 8 }}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <span
          aria-hidden
          style={{ width: 10, height: 10, marginTop: 6, borderRadius: 5, flex: 'none', background: unread ? 'var(--mantine-color-orange-7)' : 'transparent' }}
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={unread ? 700 : 400}>
            {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
            {notification.title}
          </Text>
          {notification.body && <Text size="sm">{notification.body}</Text>}
          <Text size="xs" c="dimmed">
            {formatDate(notification.createdOn)} {formatTime(notification.createdOn)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
