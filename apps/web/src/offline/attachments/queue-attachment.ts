import type { TFileType } from '@hivis/contracts';
import { useEffect, useMemo } from 'react';
import { getStoredAuth } from '../../api/auth-storage';
import { onCommandSent, queueCommand } from '../outbox/outbox';
import type { TQueuedCommand } from '../outbox/queued-command';
import { useOutbox } from '../outbox/use-outbox';
import { contentKindOf, fileProblem } from '../../api/check-file';
import { shrinkPhoto } from './shrink-photo';

/*
 * A photo or file added to a record (a worksite's photos, a job's files) goes through the device
 * outbox like every field action (docs/field.md): checked and, for a photo, made smaller on the
 * phone, kept there with the action that attaches it, and sent when there is signal: the file
 * first, under its own id and with the time it was taken, then the action that names it.
 */

export type TAttachmentInput = {
  fileType: TFileType;
  file: File;
  /** The call that attaches the stored file: `POST {path}` with `{ fileId, ...body }`. */
  path: string;
  /** What the person did, in their words ('Photo of Bondi Pavilion'). */
  label: string;
  body?: Record<string, unknown>;
};

/** The file cannot be used (too large, a kind the record does not take): nothing was queued. */
export class AttachmentRefused extends Error {}

/** When a photo was taken, by the phone: the camera file's time, unless it is ahead of the phone's own clock. */
function takenAtOf(file: File, now = Date.now()): string | null {
  return file.lastModified > 0 && file.lastModified <= now ? new Date(file.lastModified).toISOString() : null;
}

export type TPreparedFile = { blob: Blob; name: string; takenAt: string | null };

/**
 * The file as it will be sent: checked by the server's rules for its file type (refused with
 * AttachmentRefused in the server's words), and a photo drawn again smaller, with when it was taken.
 */
export async function prepareFile(fileType: TFileType, file: File): Promise<TPreparedFile> {
  // A type the record cannot take is refused before the photo is redrawn; the size is checked on what is sent.
  const kindProblem = fileProblem(fileType, { size: 1, type: file.type, name: file.name });
  if (kindProblem) throw new AttachmentRefused(kindProblem);
  const photo = contentKindOf(file) === 'image';
  const shrunk = photo ? await shrinkPhoto(file) : null;
  const blob: Blob = shrunk?.blob ?? file;
  const name = shrunk?.name ?? file.name;
  const problem = fileProblem(fileType, { size: blob.size, type: blob.type || file.type, name });
  if (problem) throw new AttachmentRefused(problem);
  return { blob, name, takenAt: photo ? takenAtOf(file) : null };
}

/** Checks the file, makes a photo smaller, and queues it with its action. Resolves once it is safely on the phone. */
export async function queueAttachment({ fileType, file, path, label, body = {} }: TAttachmentInput): Promise<TQueuedCommand> {
  const { blob, name, takenAt } = await prepareFile(fileType, file);
  return queueCommand({
    userId: getStoredAuth()?.id ?? null,
    label,
    method: 'POST',
    path,
    body,
    meta: { name },
    files: [{ field: 'fileId', fileType, name, blob, ...(takenAt ? { fields: { takenAt } } : {}) }],
  });
}

export type TPendingAttachment = {
  command: TQueuedCommand;
  name: string;
  /** The phone's copy of a photo, to show while it waits; null for other files. */
  photo: Blob | null;
};

/** What waits on this phone (or was refused) to be attached at `path`. */
export function usePendingAttachments(path: string): TPendingAttachment[] {
  const outbox = useOutbox(getStoredAuth()?.id ?? null);
  return useMemo(
    () =>
      [...outbox.needsAttention, ...outbox.waiting]
        .filter((command) => command.path === path)
        .map((command) => {
          const blob = command.files?.[0]?.blob ?? null;
          return { command, name: command.meta?.name ?? command.files?.[0]?.name ?? 'File', photo: blob?.type.startsWith('image/') ? blob : null };
        }),
    [outbox, path],
  );
}

/** Calls `onAttached` with the server's answer each time an attachment queued for `path` arrives. */
export function useAttachmentSync(path: string, onAttached: (answer: unknown) => void): void {
  useEffect(
    () =>
      onCommandSent((command, answer) => {
        if (command.path === path) onAttached(answer);
      }),
    [path, onAttached],
  );
}
