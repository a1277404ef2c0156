import { v7 as uuidv7 } from 'uuid';

/*
 * A field action waiting on this phone to be sent (docs/field.md): the call it makes, and the id
 * and tapped time that let the server apply it once, at the moment it was done, however late and
 * however often it arrives.
 */

/**
 * A file the action needs (a signature image, a photo), kept with it on the phone. It is sent
 * first, under an id made here, so a copy sent twice is stored once; the action then names it in
 * its `field`, or, for an action naming many files in its own shape (an audit's answers), already
 * names it by that id.
 */
export type TQueuedFile = {
  id: string;
  /** The action's field that names the stored file ('fileId'); none when the body names it already. */
  field?: string;
  fileType: string;
  name: string;
  blob: Blob;
  /** Other fields the upload needs (a signing link's id). */
  fields?: Record<string, string>;
  /** The server has stored it. */
  sent: boolean;
};

export type TQueuedCommand = {
  /** Made here (UUID v7: ids sort by the time they were made, so the queue is sent in order). */
  id: string;
  /**
   * Whose it is: the queue is per person, and signing out with unsent actions is refused. Null: an
   * action through a link (signing a SWMS from a mailed link), sent with no sign-in by whoever has
   * HiVis open on this phone.
   */
  userId: string | null;
  /** What the person did, in their words: 'Clock in to Bathroom fit-out'. */
  label: string;
  method: 'POST' | 'PUT';
  path: string;
  /** The call's own fields; commandId and at are added when it is sent. */
  body: Record<string, unknown>;
  /** What the screen shows of it before the server answers (a job's title), never sent. */
  meta?: Record<string, string>;
  /** When the person tapped, by this phone's clock (ISO 8601 with offset). */
  at: string;
  /** 'waiting' until sent; 'needs-attention' when the server refused it (problem says why). */
  state: 'waiting' | 'needs-attention';
  problem: string | null;
  /** Sending attempts that did not reach the server. */
  attempts: number;
  files?: TQueuedFile[];
};

export type TNewCommand = Pick<TQueuedCommand, 'userId' | 'label' | 'method' | 'path' | 'body' | 'meta'> & {
  /** Each file gets an id made here, unless it has one already (the body names it by that id). */
  files?: (Omit<TQueuedFile, 'id' | 'sent'> & { id?: string })[];
};

export function newCommand({ files, ...input }: TNewCommand, now: Date = new Date()): TQueuedCommand {
  return {
    ...input,
    id: uuidv7({ msecs: now.getTime() }),
    at: now.toISOString(),
    state: 'waiting',
    problem: null,
    attempts: 0,
    ...(files ? { files: files.map((file) => ({ ...file, id: file.id ?? uuidv7({ msecs: now.getTime() }), sent: false })) } : {}),
  };
}

/** What is sent: the action's fields, the files it names, and the command's id and tapped time. */
export function commandBody(command: TQueuedCommand): Record<string, unknown> {
  const files = Object.fromEntries((command.files ?? []).flatMap((file) => (file.field ? [[file.field, file.id]] : [])));
  return { ...command.body, ...files, commandId: command.id, at: command.at };
}

/** Is it this person's to send (or a link's, which anyone on the phone sends)? */
export function isSentBy(command: TQueuedCommand, userId: string | null): boolean {
  return command.userId === null || command.userId === userId;
}
