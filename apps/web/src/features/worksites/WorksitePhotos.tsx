import { Button, FileButton, Group, Image, Modal, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { WORKSITE_PHOTO_CAPTION_MAX, ZWorksiteSchema } from '@hivis/contracts';
import type { TWorksite, TWorksitePhoto } from '@hivis/contracts';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { PendingAttachments } from '../../offline/attachments/PendingAttachments';
import { AttachmentRefused, queueAttachment, useAttachmentSync, usePendingAttachments } from '../../offline/attachments/queue-attachment';
import { formatDate, formatTime } from '../../ui/dates';
import { notifySuccess } from '../../ui/notify';
import { removeWorksitePhoto } from './worksites-api';

type TProps = { worksite: TWorksite; readOnly: boolean; onChanged: (worksite: TWorksite) => void };

const photoName = (photo: TWorksitePhoto, index: number) => photo.caption || `Photo ${index + 1}`;

/** "Taken 26/11/2026 10:42" when the phone said when; else the day it was added. */
const photoTime = (photo: TWorksitePhoto) =>
  photo.takenAt ? `Taken ${formatDate(photo.takenAt)} ${formatTime(photo.takenAt)}` : `Added ${formatDate(photo.createdOn)}`;

/**
 * Photos of the site (access, hazards, the finished work). On a phone the button opens the camera
 * (capture); the photo is made smaller and kept on the phone with its caption, then sent through
 * the device outbox, so a photo taken with no signal arrives when the signal does.
 */
export function WorksitePhotos({ worksite, readOnly, onChanged }: TProps) {
  const [caption, setCaption] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ photo: TWorksitePhoto; name: string } | null>(null);

  const photosPath = `/api/v3/worksite/${worksite.id}/photos`;
  // Photos waiting on this phone are shown below; "No photos yet" would say otherwise.
  const waiting = usePendingAttachments(photosPath);
  const add = useMutation({
    // Queued on the phone, not sent: it works with no signal (the outbox sends it when it can).
    networkMode: 'always',
    mutationFn: (file: File) =>
      queueAttachment({
        fileType: 'worksite_photo',
        file,
        path: photosPath,
        label: `Photo of ${worksite.name}`,
        body: caption.trim() ? { caption: caption.trim() } : {},
      }),
    onMutate: () => setProblem(null),
    onSuccess: () => setCaption(''),
    onError: (error) => setProblem(`The photo was not added: ${error instanceof AttachmentRefused ? error.message : errorMessage(error)}`),
  });
  useAttachmentSync(
    photosPath,
    useCallback(
      (answer: unknown) => {
        const saved = ZWorksiteSchema.safeParse(answer);
        if (saved.success) onChanged(saved.data);
        notifySuccess('Photo added.');
      },
      [onChanged],
    ),
  );

  const remove = useMutation({
    mutationFn: (photo: TWorksitePhoto) => removeWorksitePhoto(worksite.id, photo.id),
    onSuccess: (saved) => {
      setRemoving(null);
      onChanged(saved);
      notifySuccess('Photo removed.');
    },
    onError: (error) => {
      setRemoving(null);
      setProblem(`The photo was not removed: ${errorMessage(error)}`);
    },
  });

  return (
    <Stack gap="md">
      {worksite.photos.length === 0 ? (
        waiting.length === 0 && <Text c="dimmed">No photos yet. Photos of the gate, parking and hazards help a new crew find their way.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {worksite.photos.map((photo, index) => (
            <Paper key={photo.id} withBorder radius="md" p="xs">
              <Stack gap={6}>
                <Image src={photo.inlineUrl} alt={photoName(photo, index)} h={180} fit="cover" radius="sm" loading="lazy" />
                <Text fw={500}>
                  {photo.caption || (
                    <Text span c="dimmed">
                      No caption
                    </Text>
                  )}
                </Text>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text size="sm" c="dimmed">
                    {photoTime(photo)}
                  </Text>
                  {!readOnly && (
                    <Button
                      variant="default"
                      c="red.9"
                      leftSection={<IconTrash size={18} aria-hidden />}
                      aria-label={`Remove ${photoName(photo, index)}`}
                      onClick={() => setRemoving({ photo, name: photoName(photo, index) })}
                    >
                      Remove
                    </Button>
                  )}
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <PendingAttachments path={photosPath} noun="photo" />

      {!readOnly && (
        <Text size="sm" c="dimmed">
          Each photo is saved as soon as it is added, on this phone first when there is no signal: no need to press Save changes.
        </Text>
      )}
      {!readOnly && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Caption for the next photo (optional)"
            placeholder="e.g. Gate on Campbell Pde"
            size="md"
            maxLength={WORKSITE_PHOTO_CAPTION_MAX}
            value={caption}
            onChange={(event) => setCaption(event.currentTarget.value)}
            w={{ base: '100%', xs: 320 }}
          />
          <FileButton onChange={(file) => file && add.mutate(file)} accept="image/*" capture="environment">
            {(props) => (
              <Button {...props} size="md" leftSection={<IconCamera size={20} aria-hidden />} loading={add.isPending}>
                Take or add photo
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}

      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove this photo?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        {removing && (
          <Stack gap="md">
            <Text>
              “{removing.name}” will be removed from {worksite.name}. This cannot be undone.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setRemoving(null)} disabled={remove.isPending}>
                Cancel
              </Button>
              <Button color="red.8" loading={remove.isPending} onClick={() => remove.mutate(removing.photo)}>
                Remove photo
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
