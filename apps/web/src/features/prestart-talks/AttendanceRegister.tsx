import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDeviceMobile } from '@tabler/icons-react';
import { RefusedAction } from '../../offline/RefusedAction';
import { dayIn, timeWords, whenWords } from './talk-time';
import { signOnOf } from './talk-view';
import type { TTalkView } from './talk-view';
import { signedWords } from './talk-words';

/*
 * Who signed on, in the order they signed, and when. A sign-on saved on this phone shows at once,
 * marked "Saved on this phone" until it is sent; one the server refused shows its words and Dismiss.
 */
export function AttendanceRegister({ talk, timeZone }: { talk: TTalkView; timeZone: string | undefined }) {
  const talkDay = dayIn(talk.heldAt, timeZone);
  // Signed the day of the talk (the usual case): the time says enough.
  const signedWhen = (signedAt: string) => (dayIn(signedAt, timeZone) === talkDay ? `at ${timeWords(signedAt, timeZone)}` : whenWords(signedAt, timeZone));
  return (
    <Stack gap="sm">
      <Text fw={600} aria-live="polite">
        {signedWords(talk.register.length)}
      </Text>
      {talk.refusedSignOns.map((command) => (
        <RefusedAction key={command.id} command={command} title={`${signOnOf(command).signerName} was not signed on`} />
      ))}
      {talk.register.length > 0 && (
        <Stack gap="xs" component="ol" aria-label="Signed on" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {talk.register.map((row) => (
            <Paper key={row.key} component="li" withBorder p="sm" radius="md">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {row.signerName}
                  </Text>
                  <Text size="sm">Signed {signedWhen(row.signedAt)}</Text>
                </Stack>
                {row.onPhone ? (
                  <Group gap={4} wrap="nowrap">
                    <IconDeviceMobile size={18} aria-hidden />
                    <Text size="sm">Saved on this phone</Text>
                  </Group>
                ) : (
                  <Group gap={4} wrap="nowrap">
                    <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-green-9)" />
                    <Text size="sm">Recorded</Text>
                  </Group>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
