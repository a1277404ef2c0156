import { Alert, Button, Divider, Group, Loader, Pagination, Paper, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/Page';
import { markAllNotificationsRead, useNotifications, useUnreadCount, useRefreshInbox } from './inbox-api';
import { NotificationItem } from './NotificationItem';
import { useOpenNotification } from './use-open-notification';
import { QueryGate } from '../../ui/QueryGate';

const PAGE_SIZE = 20;

/** /user/notifications: the whole inbox, newest first, paged. */
export function NotificationsPage() {
  const [page, setPage] = useState(1);
  const refreshInbox = useRefreshInbox();
  const list = useNotifications(page, PAGE_SIZE);
  const unread = useUnreadCount(true);
  const open = useOpenNotification();
  const readAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: async (result) => {
      notifySuccess(result.updated === 1 ? '1 notification marked read.' : `${result.updated} notifications marked read.`);
      await refreshInbox();
    },
  });
  return (
    <Page title="Notifications">
      <Group justify="space-between" wrap="wrap">
        <Text>{unread.data ? (unread.data.count === 0 ? 'All read.' : `${unread.data.count} unread`) : ' '}</Text>
        <Button
          variant="default"
          size="md"
          leftSection={<IconChecks size={20} aria-hidden />}
          onClick={() => readAll.mutate()}
          loading={readAll.isPending}
          disabled={unread.data?.count === 0}
        >
          Mark all read
        </Button>
      </Group>
      {readAll.isError && <Alert color="red">{errorMessage(readAll.error)}</Alert>}
      <QueryGate query={list} loading={<Loader aria-label="Loading notifications" />} errorTitle="Notifications did not load">
        {(found) => (
          <Paper withBorder radius="md" p="xs">
            {found.items.length === 0 ? (
              <Text p="sm">No notifications yet. Work requests and answers to them show up here.</Text>
            ) : (
              <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {found.items.map((notification, index) => (
                  <li key={notification.id}>
                    {index > 0 && <Divider />}
                    <NotificationItem notification={notification} onOpen={(item) => void open(item)} />
                  </li>
                ))}
              </Stack>
            )}
          </Paper>
        )}
      </QueryGate>
      {list.data && list.data.total > PAGE_SIZE && (
        <Pagination
          total={Math.ceil(list.data.total / PAGE_SIZE)}
          value={page}
          onChange={setPage}
          size="lg"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
    </Page>
  );
}
