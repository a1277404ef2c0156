import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDeviceMobile } from '@tabler/icons-react';

/*
 * A sign-on register as a list (a pre-start talk's attendance, a JSA's sign-ons): each name, when
 * they signed, and where the sign-on stands: recorded by the server, saved on this phone and
 * waiting to be sent, or (a JSA changed since) signed an earlier version only.
 */

export type TSignOnListRow = {
  key: string;
  signerName: string;
  /** "Signed at 7:05 am", "Signed version 1 on 24/11/2026 at 7:00 am". */
  detail: string;
  state: 'recorded' | 'on-phone' | 'earlier';
};

const MARKS = {
  recorded: { icon: <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-green-9)" />, text: 'Recorded' },
  'on-phone': { icon: <IconDeviceMobile size={18} aria-hidden />, text: 'Saved on this phone' },
  earlier: { icon: <IconAlertTriangle size={18} aria-hidden color="var(--mantine-color-orange-9)" />, text: 'Signed an earlier version' },
} as const;

export function SignOnList({ rows, label }: { rows: readonly TSignOnListRow[]; label: string }) {
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs" component="ol" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => (
        <Paper key={row.key} component="li" withBorder p="sm" radius="md" data-state={row.state}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {row.signerName}
              </Text>
              <Text size="sm">{row.detail}</Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              {MARKS[row.state].icon}
              <Text size="sm">{MARKS[row.state].text}</Text>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
