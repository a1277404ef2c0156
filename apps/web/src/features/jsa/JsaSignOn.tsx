import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconSignature, IconUsersGroup } from '@tabler/icons-react';
import { JSA_MESSAGES } from '@hivis/contracts';
import { useState } from 'react';
import { SignOnPanel } from '../../ui/sign-on/SignOnPanel';
import { SignaturePad } from '../../ui/SignaturePad';
import { useMe } from '../auth/use-me';
import { queueAttendee, queueOwnSignature } from './jsa-commands';
import { signedThisVersion } from './jsa-view';
import type { TJsaView } from './jsa-view';
import type { TJsaWords } from './jsa-words';

/*
 * Signing on to the version shown: "Sign" for the signed-in person on their own phone, or "Sign
 * the crew on" to pass the phone around (each picks their name or types it, and signs). One pad at
 * a time. Each signature is saved on the phone at once and sent when there is signal, with the
 * version read, so a newer version saved meanwhile refuses it rather than put it on a text the
 * person has not seen.
 */

const SIGN_ON_MESSAGES = { signerName: JSA_MESSAGES.signerName, signedAlready: JSA_MESSAGES.signedAlready };
const NOT_SAVED = 'This phone could not save your signature. Free some space on the phone or leave private browsing, then sign again.';

type TMode = 'none' | 'me' | 'crew';

export function JsaSignOn({ jsa, words }: { jsa: TJsaView; words: TJsaWords }) {
  const me = useMe();
  const [mode, setMode] = useState<TMode>('none');
  const [signedMe, setSignedMe] = useState(false);
  const [notSaved, setNotSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const signed = signedThisVersion(jsa);
  const meSigned = me !== null && signed.some((entry) => entry.userId === me.userId);
  const target = { id: jsa.id, task: jsa.content.task, version: jsa.version };
  const toggle = (next: TMode) => {
    setMode((current) => (current === next ? 'none' : next));
    setSignedMe(false);
    setNotSaved(null);
  };

  const signMe = async (png: Blob) => {
    if (!me) return;
    setSaving(true);
    setNotSaved(null);
    try {
      await queueOwnSignature(target, me, png, words);
      setMode('none');
      setSignedMe(true);
    } catch {
      setNotSaved(NOT_SAVED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Text>Everyone doing the task reads it, then signs on to version {jsa.version}. It works with no signal.</Text>
      {signedMe && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          You signed on to version {jsa.version}.
        </Alert>
      )}
      {meSigned && !signedMe && <Text fw={600}>You have signed this version.</Text>}
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        {me && !meSigned && (
          <Button
            size="lg"
            variant={mode === 'me' ? 'filled' : 'light'}
            leftSection={<IconSignature size={22} aria-hidden />}
            aria-expanded={mode === 'me'}
            onClick={() => toggle('me')}
          >
            Sign
          </Button>
        )}
        <Button
          size="lg"
          variant={mode === 'crew' ? 'filled' : 'light'}
          leftSection={<IconUsersGroup size={22} aria-hidden />}
          aria-expanded={mode === 'crew'}
          onClick={() => toggle('crew')}
        >
          Sign the crew on
        </Button>
      </Group>
      {mode === 'me' && me && (
        <Stack gap="sm">
          <Text>
            Signing as <strong>{me.name}</strong>: you have read this {words.one} (version {jsa.version}), you understand the hazards and controls of each step,
            and you will work to them.
          </Text>
          {notSaved && (
            <Alert color="red" title="Not signed yet">
              {notSaved}
            </Alert>
          )}
          <SignaturePad onSave={(png) => void signMe(png)} saveLabel="Sign" busy={saving} label="Your signature" />
        </Stack>
      )}
      {mode === 'crew' && (
        <SignOnPanel
          jobId={jsa.job.id}
          me={me}
          signed={signed}
          messages={SIGN_ON_MESSAGES}
          onSignOn={(signer, png) => queueAttendee(target, signer, png, words)}
        />
      )}
    </Stack>
  );
}
