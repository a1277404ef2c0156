import { Stack, Text } from '@mantine/core';
import { RefusedAction } from '../../offline/RefusedAction';
import { SignOnList } from '../../ui/sign-on/SignOnList';
import { dayIn, timeWords, whenWords } from '../../ui/zoned-time';
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
      <SignOnList
        label="Signed on"
        rows={talk.register.map((row) => ({
          key: row.key,
          signerName: row.signerName,
          detail: `Signed ${signedWhen(row.signedAt)}`,
          state: row.onPhone ? 'on-phone' : 'recorded',
        }))}
      />
    </Stack>
  );
}
