import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCamera, IconFile, IconMicrophone, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { PhonePhoto } from '../../../../offline/attachments/PendingAttachments';
import type { TAuditFile } from '../audit-in-progress-db';
import type { TAuditFileStore } from './answer-props';
import { AttachmentRefused } from '../../../../offline/attachments/queue-attachment';
import { takeFile } from './take-file';

/*
 * Photos, recordings and files for an answer, or as evidence of a failed one: taken with the
 * camera or the phone's recorder, or chosen from the gallery or files, kept on the phone with the
 * audit (nothing is uploaded until it is submitted), each shown with Remove.
 */

type TKind = 'photo' | 'audio' | 'file';
const FILE_TYPES = { photo: 'audit_photo', audio: 'audit_audio', file: 'audit_file' } as const;

type TFilesAnswerProps = {
  kind: TKind;
  /** The ids the answer names, in order. */
  ids: readonly string[];
  onChange: (ids: string[]) => void;
  max: number;
  store: TAuditFileStore;
  labelId: string;
  errorId: string | undefined;
};

export function FilesAnswer({ kind, ids, onChange, max, store, labelId, errorId }: TFilesAnswerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const taken = ids.map((id) => store.files.find((file) => file.id === id)).filter((file): file is TAuditFile => file !== undefined);
  const room = max - ids.length;
  const add = async (chosen: File[]) => {
    setProblem(null);
    const added: string[] = [];
    for (const file of chosen.slice(0, Math.max(0, room))) {
      try {
        const kept = await takeFile(FILE_TYPES[kind], file);
        await store.keep(kept);
        added.push(kept.id);
      } catch (error) {
        setProblem(error instanceof AttachmentRefused ? error.message : 'This file could not be kept on the phone. Please try again.');
      }
    }
    if (chosen.length > room) setProblem(`Only ${max} can be added here.`);
    if (added.length > 0) onChange([...ids, ...added]);
  };
  const remove = async (id: string) => {
    onChange(ids.filter((each) => each !== id));
    await store.drop(id);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} aria-describedby={errorId}>
      {taken.length > 0 && (
        <Stack gap="xs">
          {taken.map((file) => (
            <Paper key={file.id} withBorder radius="md" p="xs">
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  {file.blob.type.startsWith('image/') ? <PhonePhoto photo={file.blob} alt={file.name} size={64} /> : <IconFile size={36} aria-hidden />}
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Text>
                </Group>
                <Button
                  variant="default"
                  size="md"
                  leftSection={<IconTrash size={18} aria-hidden />}
                  onClick={() => void remove(file.id)}
                  aria-label={`Remove ${file.name}`}
                >
                  Remove
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {room > 0 && <AddButtons kind={kind} many={room > 1} onChosen={(files) => void add(files)} />}
      {problem && (
        <Text size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

/** The camera (or recorder) first, for the site; the gallery or files beside it. */
function AddButtons({ kind, many, onChosen }: { kind: TKind; many: boolean; onChosen: (files: File[]) => void }) {
  const pick = (files: File | File[] | null) => onChosen(files === null ? [] : Array.isArray(files) ? files : [files]);
  if (kind === 'file') {
    return (
      <FileButton onChange={pick} multiple={many}>
        {(props) => (
          <Button {...props} variant="default" size="lg" leftSection={<IconUpload size={22} aria-hidden />}>
            Choose a file
          </Button>
        )}
      </FileButton>
    );
  }
  const accept = kind === 'photo' ? 'image/*' : 'audio/*';
  // One above the other: side by side, "Take photo" no longer fits a phone inside a failed answer's box.
  return (
    <Stack gap="xs">
      <FileButton onChange={pick} accept={accept} capture={kind === 'photo' ? 'environment' : true}>
        {(props) => (
          <Button {...props} size="lg" leftSection={kind === 'photo' ? <IconCamera size={22} aria-hidden /> : <IconMicrophone size={22} aria-hidden />}>
            {kind === 'photo' ? 'Take photo' : 'Record'}
          </Button>
        )}
      </FileButton>
      <FileButton onChange={pick} accept={accept} multiple={many}>
        {(props) => (
          <Button {...props} variant="default" size="lg" leftSection={<IconPhoto size={22} aria-hidden />}>
            {kind === 'photo' ? 'Choose from gallery' : 'Choose a recording'}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
