import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFile, IconPencil, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { PhonePhoto } from '../../../../offline/attachments/PendingAttachments';
import { PhotoMarkup } from '../../../../ui/photo-markup/PhotoMarkup';
import type { TAuditFile } from '../audit-in-progress-db';

/**
 * A photo, recording or file taken for the audit, as kept on the phone: a photo can be marked up
 * (circle the crack) and is saved over with the marks, a recording can be played back, and each
 * can be removed.
 */
export function TakenFile({ file, onMarked, onRemove }: { file: TAuditFile; onMarked: (marked: Blob) => void; onRemove: () => void }) {
  const [marking, setMarking] = useState(false);
  const photo = file.blob.type.startsWith('image/');
  if (marking) {
    return (
      <PhotoMarkup
        photo={file.blob}
        name={file.name}
        onSave={(marked) => {
          onMarked(marked);
          setMarking(false);
        }}
        onClose={() => setMarking(false)}
      />
    );
  }
  return (
    <Paper withBorder radius="md" p="xs">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          {photo ? <PhonePhoto photo={file.blob} alt={file.name} size={72} /> : <IconFile size={36} aria-hidden />}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
        </Group>
        {file.blob.type.startsWith('audio/') && <PhoneAudio recording={file.blob} />}
        {/* Side by side where they fit; in a narrow card (a photo of a fix, inside an action) one under the other, never cut off. */}
        <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
          {photo && (
            <Button
              variant="default"
              size="md"
              leftSection={<IconPencil size={18} aria-hidden />}
              onClick={() => setMarking(true)}
              aria-label={`Mark up ${file.name}`}
            >
              Mark up
            </Button>
          )}
          <Button variant="default" size="md" leftSection={<IconTrash size={18} aria-hidden />} onClick={onRemove} aria-label={`Remove ${file.name}`}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A recording from the phone's copy, to play back before it is sent. */
function PhoneAudio({ recording }: { recording: Blob }) {
  const play = useCallback(
    (audio: HTMLAudioElement | null) => {
      if (!audio) return;
      const url = URL.createObjectURL(recording);
      audio.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [recording],
  );
  return <audio ref={play} controls preload="metadata" style={{ width: '100%' }} aria-label="Play the recording" />;
}
