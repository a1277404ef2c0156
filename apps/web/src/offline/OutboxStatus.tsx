import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { getStoredAuth, subscribeAuth } from '../api/auth-storage';
import { NeedsAttention } from './NeedsAttention';
import { useJustSent } from './outbox/use-just-sent';
import { useOutbox } from './outbox/use-outbox';
import { useOnline } from './use-online';
import { formatShownAsOf, useShownAsOf } from './use-shown-as-of';

const actions = (n: number) => (n === 1 ? '1 action' : `${n} actions`);

/**
 * A strip under the header, for people on site (and anyone with a link): offline, what they do is
 * saved on the phone and what they see is as of when it was last loaded;
 * "3 waiting to send" while actions wait; "All sent" for a moment once they have gone. Nothing
 * when there is signal and nothing waits.
 */
export function OutboxStatus() {
  // The stored login, live (offline/ sits below the features, so it reads the store itself).
  const userId = useSyncExternalStore(
    subscribeAuth,
    () => getStoredAuth()?.id ?? null,
    () => null,
  );
  const online = useOnline();
  const { waiting, needsAttention } = useOutbox(userId);
  const justSent = useJustSent();

  const shownAsOf = useShownAsOf();
  const [showingRefused, setShowingRefused] = useState(false);

  if (online && waiting.length === 0 && needsAttention.length === 0 && !justSent) return null;
  return (
    <Paper role="status" withBorder radius="md" px="sm" py={6} mb="sm" bg={online ? undefined : 'gray.1'} data-testid="outbox-status">
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Group gap={6} wrap="nowrap">
          {online ? (
            waiting.length > 0 ? (
              <IconCloudUpload size={20} aria-hidden />
            ) : (
              <IconCloudCheck size={20} aria-hidden />
            )
          ) : (
            <IconWifiOff size={20} aria-hidden />
          )}
          <Text size="sm" fw={500}>
            {online ? (waiting.length > 0 ? 'Sending what was saved on this phone.' : 'All sent.') : "You're offline. What you do is saved on this phone."}
            {!online && shownAsOf !== null && (
              <Text span size="sm" fw={400} data-testid="shown-as-of">
                {' '}
                Shown as of {formatShownAsOf(shownAsOf)}.
              </Text>
            )}
          </Text>
        </Group>
        <Group gap={6}>
          {waiting.length > 0 && (
            <Badge color="orange" variant="light" size="lg">
              {waiting.length} waiting to send
            </Badge>
          )}
          {needsAttention.length > 0 && (
            <Button color="red" variant="light" size="compact-md" onClick={() => setShowingRefused(true)}>
              {actions(needsAttention.length)} not recorded
            </Button>
          )}
        </Group>
      </Group>
      <NeedsAttention opened={showingRefused && needsAttention.length > 0} onClose={() => setShowingRefused(false)} commands={needsAttention} />
    </Paper>
  );
}
