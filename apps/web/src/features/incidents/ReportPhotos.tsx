import { Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto, IconTrash } from '@tabler/icons-react';
import type { TFile } from '@hivis/contracts';
import { useState, type ReactNode } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { PhonePhoto } from '../../offline/attachments/PendingAttachments';
import { AttachmentRefused, prepareFile } from '../../offline/attachments/queue-attachment';
import type { TTakenPhoto } from './incident-commands';
import { MAX_PHOTOS } from './report-form-values';

/*
 * Photos of the scene: the camera first, for the site, or chosen from the gallery. Each is checked
 * by the server's rules and made smaller on the phone at once (a refusal says why), then held here
 * with the report; Send keeps them on the phone with it and sends them when there is signal. A
 * changed report shows the photos it has, each of which can be taken off.
 */

type TReportPhotosProps = {
  /** Photos the report has on the server (a report being changed). */
  kept?: readonly TFile[];
  onRemoveKept?: (fileId: string) => void;
  taken: readonly TTakenPhoto[];
  onTaken: (photos: TTakenPhoto[]) => void;
  onRemoveTaken: (id: string) => void;
  /** What happens to new photos: kept on the phone with the report, or sent with Save changes. */
  takenNote: string;
};

export function ReportPhotos({ kept = [], onRemoveKept, taken, onTaken, onRemoveTaken, takenNote }: TReportPhotosProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const room = MAX_PHOTOS - kept.length - taken.length;

  const add = async (files: File[]) => {
    setProblem(null);
    setAdding(true);
    const added: TTakenPhoto[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      try {
        const { blob, name, takenAt } = await prepareFile('incident_photo', file);
        added.push({ id: uuidv7(), name, blob, takenAt });
      } catch (error) {
        setProblem(error instanceof AttachmentRefused ? error.message : 'This photo could not be used. Please try again.');
      }
    }
    if (files.length > room) setProblem(`A report can have up to ${MAX_PHOTOS} photos.`);
    if (added.length > 0) onTaken(added);
    setAdding(false);
  };
  const pick = (files: File | File[] | null) => void add(files === null ? [] : Array.isArray(files) ? files : [files]);

  return (
    <Stack gap="sm">
      {kept.length === 0 && taken.length === 0 && <Text c="dimmed">No photos yet. Photos of the scene, before anything is moved, help the investigation.</Text>}
      {(kept.length > 0 || taken.length > 0) && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {kept.map((photo) => (
            <PhotoTile
              key={photo.id}
              name={photo.name}
              image={<Image src={photo.inlineUrl} alt={photo.name} w={72} h={72} fit="cover" radius="sm" loading="lazy" />}
              onRemove={onRemoveKept && (() => onRemoveKept(photo.id))}
            />
          ))}
          {taken.map((photo) => (
            <PhotoTile key={photo.id} name={photo.name} image={<PhonePhoto photo={photo.blob} alt={photo.name} />} onRemove={() => onRemoveTaken(photo.id)} />
          ))}
        </SimpleGrid>
      )}
      {room > 0 && (
        <Stack gap="xs">
          <FileButton onChange={pick} accept="image/*" capture="environment" disabled={adding}>
            {(props) => (
              <Button {...props} size="lg" leftSection={<IconCamera size={22} aria-hidden />} loading={adding}>
                Take photo
              </Button>
            )}
          </FileButton>
          <FileButton onChange={pick} accept="image/*" multiple disabled={adding}>
            {(props) => (
              <Button {...props} variant="default" size="lg" leftSection={<IconPhoto size={22} aria-hidden />}>
                Choose photos
              </Button>
            )}
          </FileButton>
        </Stack>
      )}
      {taken.length > 0 && (
        <Text size="sm" c="dimmed">
          {takenNote}
        </Text>
      )}
      {problem && (
        <Text size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

/** One photo of the report: its picture, its name, and Remove where it can be taken off. */
function PhotoTile({ name, image, onRemove }: { name: string; image: ReactNode; onRemove?: (() => void) | undefined }) {
  return (
    <Paper withBorder radius="md" p="xs">
      <Group gap="sm" wrap="nowrap">
        {image}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {onRemove && (
            <Button
              variant="default"
              size="sm"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onRemove}
              aria-label={`Remove ${name}`}
              w="fit-content"
            >
              Remove
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
