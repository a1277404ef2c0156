import { v7 as uuidv7 } from 'uuid';

/*
 * A field action waiting on this phone to be sent (docs/field.md): the call it makes, and the id
 * and tapped time that let the server apply it once, at the moment it was done, however late and
 * however often it arrives.
 */

export type TQueuedCommand = {
  /** Made here (UUID v7: ids sort by the time they were made, so the queue is sent in order). */
  id: string;
  /** Whose it is: the queue is per person, and signing out with unsent actions is refused. */
  userId: string;
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
};

export function newCommand(input: Pick<TQueuedCommand, 'userId' | 'label' | 'method' | 'path' | 'body' | 'meta'>, now: Date = new Date()): TQueuedCommand {
  return { ...input, id: uuidv7({ msecs: now.getTime() }), at: now.toISOString(), state: 'waiting', problem: null, attempts: 0 };
}

/** What is sent: the action's fields with the command's id and tapped time. */
export function commandBody(command: TQueuedCommand): Record<string, unknown> {
  return { ...command.body, commandId: command.id, at: command.at };
}
