import { Alert, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useNow } from './use-now';
import { dueByWords, writtenNoticeWords } from './written-notice-clock';

/*
 * The written notice's 48 hours, counting down while the page is open: orange while it runs, red
 * once overdue. In a list it is one line; on the incident's page a panel saying how to stop it.
 */

type TWrittenNoticeClockProps = {
  dueAt: string;
  /** One line, for a list. */
  inline?: boolean;
  /** What stops the clock, where the page offers it. */
  advice?: string;
};

export function WrittenNoticeClock({ dueAt, inline = false, advice }: TWrittenNoticeClockProps) {
  const words = writtenNoticeWords(dueAt, useNow());
  if (inline) {
    return (
      <Text size="sm" fw={700} c={words.overdue ? 'red' : 'orange'} data-testid="written-notice-clock">
        {words.text}
      </Text>
    );
  }
  return (
    <Alert
      color={words.overdue ? 'red' : 'orange'}
      variant={words.overdue ? 'filled' : 'light'}
      icon={<IconClockExclamation aria-hidden />}
      title={words.text}
      data-testid="written-notice-clock"
    >
      <Text size="sm">
        Due {dueByWords(dueAt)}.{advice ? ` ${advice}` : ''}
      </Text>
    </Alert>
  );
}
