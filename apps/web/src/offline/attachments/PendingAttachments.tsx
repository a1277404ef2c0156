import { Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { IconDeviceMobile, IconFile } from '@tabler/icons-react';
import { RefusedAction } from '../RefusedAction';
import { useOnline } from '../use-online';
import { usePendingAttachments } from './queue-attachment';

/**
 * Photos and files added on this phone that have not reached the record yet: each with its
 * picture, "Saved on this phone" while there is no signal, or the server's reason it was refused
 * and a way to put it aside.
 */
export function PendingAttachments({ path, noun }: { path: string; noun: 'photo' | 'file' }) {
  const pending = usePendingAttachments(path);
  const online = useOnline();
  if (pending.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="pending-attachments">
      {pending.map(({ command, name, photo }) =>
        command.state === 'needs-attention' ? (
          <RefusedAction key={command.id} command={command} title={`This ${noun} was not added: ${name}`} />
        ) : (
          <Paper key={command.id} withBorder radius="md" p="xs">
            <Group gap="sm" wrap="nowrap">
              {photo ? <PhonePhoto photo={photo} alt={`${name}, waiting to send`} /> : <IconFile size={40} aria-hidden />}
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <IconDeviceMobile size={16} aria-hidden />
                  <Text size="sm">{online ? 'Saved on this phone. Sending now.' : 'Saved on this phone. Sent by itself when you have signal.'}</Text>
                </Group>
              </Stack>
            </Group>
          </Paper>
        ),
      )}
    </Stack>
  );
}

/** A photo from the phone's copy: shown through an object URL that is let go when the picture goes. */
export function PhonePhoto({ photo, alt, size = 72 }: { photo: Blob; alt: string; size?: number }) {
  const show = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(photo);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [photo],
  );
  return <Image ref={show} alt={alt} w={size} h={size} fit="cover" radius="sm" />;
}
