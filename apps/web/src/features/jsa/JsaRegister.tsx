import { Stack, Text } from '@mantine/core';
import { RefusedAction } from '../../offline/RefusedAction';
import { SignOnList } from '../../ui/sign-on/SignOnList';
import { whenWords } from '../../ui/zoned-time';
import { jsaRegister, signOnOf, signedThisVersion } from './jsa-view';
import type { TJsaView } from './jsa-view';
import { signedThisVersionWords } from './jsa-words';

/*
 * Who signed on: the version shown first, in the order they signed (a sign-on saved on this phone
 * shows at once, marked until it is sent), then whoever signed only an earlier version, marked to
 * sign again. A sign-on the server refused shows its words and Dismiss.
 */
export function JsaRegister({ jsa, timeZone }: { jsa: TJsaView; timeZone: string | undefined }) {
  const rows = jsaRegister(jsa);
  return (
    <Stack gap="sm">
      <Text fw={600} aria-live="polite">
        {signedThisVersionWords(signedThisVersion(jsa).length)}
      </Text>
      {jsa.refusedSignOns.map((command) => (
        <RefusedAction key={command.id} command={command} title={`${signOnOf(command).signerName || 'A sign-on'} was not signed on`} />
      ))}
      <SignOnList
        label="Signed on"
        rows={rows.map((row) => ({
          key: row.key,
          signerName: row.signerName,
          detail:
            row.state === 'earlier'
              ? `Signed version ${row.version} ${whenWords(row.signedAt, timeZone).toLowerCase()}. Needs to sign version ${jsa.version}.`
              : `Signed ${whenWords(row.signedAt, timeZone).toLowerCase()}`,
          state: row.state,
        }))}
      />
    </Stack>
  );
}
