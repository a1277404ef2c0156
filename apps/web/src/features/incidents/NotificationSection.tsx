import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { NOTIFICATION_METHOD_LABELS } from '@hivis/contracts';
import type { TIncidentDetails, TRegulator } from '@hivis/contracts';
import { useState } from 'react';
import { whenWords } from './incident-words';
import { NotificationForm } from './NotificationForm';

/*
 * The notice given to the regulator, as recorded: a notifiable incident's record must show it
 * before it is signed off. Recorded by whoever reported it or an account holder, and changed
 * when the written notice follows.
 */

type TNotificationSectionProps = { incident: TIncidentDetails; regulator: TRegulator; canRecord: boolean };

function writtenWords(notification: NonNullable<TIncidentDetails['notification']>, regulator: TRegulator): string {
  if (notification.writtenNoticeAt) return `Given ${whenWords(notification.writtenNoticeAt)}`;
  if (notification.method === 'online') return 'The online form is the written notice';
  if (regulator.writtenNotice === 'always') return 'Not given yet';
  return notification.writtenNoticeAsked ? `Not given yet: ${regulator.name} asked for one` : `Not asked for by ${regulator.name}`;
}

export function NotificationSection({ incident, regulator, canRecord }: TNotificationSectionProps) {
  const [editing, setEditing] = useState(false);
  const { notification } = incident;
  if (canRecord && (editing || !notification)) {
    return (
      <Stack gap="sm">
        {!notification && <Text>Once {regulator.name} has been told, record it here.</Text>}
        <NotificationForm
          incident={incident}
          regulator={regulator}
          onDone={() => setEditing(false)}
          onCancel={notification ? () => setEditing(false) : undefined}
        />
      </Stack>
    );
  }
  if (!notification) return <Text c="dimmed">No notice recorded yet.</Text>;
  return (
    <Stack gap="sm" data-testid="notification-record">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <div>
          <Text size="sm" c="dimmed">
            Told
          </Text>
          <Text>
            {whenWords(notification.notifiedAt)} by {notification.notifiedBy}
          </Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            How
          </Text>
          <Text>{NOTIFICATION_METHOD_LABELS[notification.method]}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            Reference
          </Text>
          <Text>{notification.reference ?? 'None given'}</Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {regulator.writtenNotice === 'always' ? 'Written record' : 'Written notice'}
          </Text>
          <Text>{writtenWords(notification, regulator)}</Text>
        </div>
      </SimpleGrid>
      {canRecord && (
        <Button variant="default" size="md" leftSection={<IconPencil size={18} aria-hidden />} onClick={() => setEditing(true)} w="fit-content">
          Change the notice record
        </Button>
      )}
    </Stack>
  );
}
