import { Button, FileButton, Stack, Text } from '@mantine/core';
import { IconCamera, IconMicrophone, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { AttachmentRefused } from '../../../../offline/attachments/queue-attachment';
import { AudioRecorder } from '../../../../ui/audio-recorder/AudioRecorder';
import type { TAuditFile } from '../audit-in-progress-db';
import type { TAuditFileStore } from './answer-props';
import { takeFile } from './take-file';
import { TakenFile } from './TakenFile';

/*
 * Photos, recordings and files for an answer, or as evidence of a failed one: taken with the
 * camera or recorded here, or chosen from the gallery or files, kept on the phone with the audit
 * (nothing is uploaded until it is submitted), each shown with Mark up (photos) and Remove.
 */

type TKind = 'photo' | 'audio' | 'file';
const FILE_TYPES = { photo: 'audit_photo', audio: 'audit_audio', file: 'audit_file' } as const;

type TFilesAnswerProps = {
  kind: TKind;
  /** The ids the answer names, in order. */
  ids: readonly string[];
  /** Changes the ids from the audit's latest (a photo still being made smaller must not undo a Remove meanwhile). */
  onChange: (change: (ids: readonly string[]) => string[]) => void;
  max: number;
  store: TAuditFileStore;
  labelId: string;
  errorId: string | undefined;
};

/** "IMG_0042.jpg" marked up is "IMG_0042-marked.jpg". */
const markedName = (name: string) => `${name.replace(/\.[^.]+$/, '').replace(/-marked$/, '')}-marked.jpg`;

export function FilesAnswer({ kind, ids, onChange, max, store, labelId, errorId }: TFilesAnswerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);
  const [adding, setAdding] = useState(false);
  const taken = ids.map((id) => store.files.find((file) => file.id === id)).filter((file): file is TAuditFile => file !== undefined);
  const room = max - ids.length;
  const add = async (chosen: File[]) => {
    setProblem(null);
    setAdding(true);
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
    if (added.length > 0) onChange((latest) => [...latest, ...added]);
    setAdding(false);
  };
  const remove = async (id: string) => {
    onChange((latest) => latest.filter((each) => each !== id));
    await store.drop(id);
  };
  // Saved over the photo under the same id: the answer names it already.
  const mark = (file: TAuditFile, marked: Blob) => void store.keep({ ...file, blob: marked, name: markedName(file.name) });

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} aria-describedby={errorId}>
      {taken.map((file) => (
        <TakenFile key={file.id} file={file} onMarked={(marked) => mark(file, marked)} onRemove={() => void remove(file.id)} />
      ))}
      {recording ? (
        <AudioRecorder
          onSave={(file) => {
            setRecording(false);
            void add([file]);
          }}
          onClose={() => setRecording(false)}
        />
      ) : (
        room > 0 && <AddButtons kind={kind} many={room > 1} busy={adding} onChosen={(files) => void add(files)} onRecord={() => setRecording(true)} />
      )}
      {problem && (
        <Text size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

type TAddButtonsProps = { kind: TKind; many: boolean; busy: boolean; onChosen: (files: File[]) => void; onRecord: () => void };

/**
 * The camera or the recorder first, for the site; the gallery or files below it. One above the
 * other: side by side, "Take photo" no longer fits a phone inside a failed answer's box.
 */
function AddButtons({ kind, many, busy, onChosen, onRecord }: TAddButtonsProps) {
  const pick = (files: File | File[] | null) => onChosen(files === null ? [] : Array.isArray(files) ? files : [files]);
  if (kind === 'file') {
    return (
      <FileButton onChange={pick} multiple={many} disabled={busy}>
        {(props) => (
          <Button {...props} variant="default" size="lg" leftSection={<IconUpload size={22} aria-hidden />}>
            Choose a file
          </Button>
        )}
      </FileButton>
    );
  }
  const accept = kind === 'photo' ? 'image/*' : 'audio/*';
  return (
    <Stack gap="xs">
      {kind === 'photo' ? (
        <FileButton onChange={pick} accept={accept} capture="environment" disabled={busy}>
          {(props) => (
            <Button {...props} size="lg" leftSection={<IconCamera size={22} aria-hidden />} loading={busy}>
              Take photo
            </Button>
          )}
        </FileButton>
      ) : (
        <Button size="lg" leftSection={<IconMicrophone size={22} aria-hidden />} onClick={onRecord} disabled={busy}>
          Record
        </Button>
      )}
      <FileButton onChange={pick} accept={accept} multiple={many} disabled={busy}>
        {(props) => (
          <Button {...props} variant="default" size="lg" leftSection={<IconPhoto size={22} aria-hidden />}>
            {kind === 'photo' ? 'Choose from gallery' : 'Choose a recording'}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
