import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { allCommands, closeOutboxDatabase, deleteCommand, putCommand } from './outbox-db';
import { commandBody, newCommand } from './queued-command';
import type { TQueuedCommand, TQueuedFile } from './queued-command';
import { drainQueued, isWorthRetrying, sendQueued } from './send-outbox';
import type { TSendCommand, TSender } from './send-outbox';

/* The device outbox's queue in IndexedDB (fake-indexeddb here) and one sending pass over it. */

const store = { all: allCommands, put: putCommand, remove: deleteCommand };
const noFiles = async () => {
  throw new Error('no file expected');
};
const sender = (send: TSendCommand): TSender => ({ send, sendFile: noFiles });
const action = (label: string, at: Date) => newCommand({ userId: 'u1', label, method: 'POST', path: `/api/v3/${label}`, body: { jobId: 'j1' } }, at);

afterEach(async () => {
  for (const command of await allCommands()) await deleteCommand(command.id);
  closeOutboxDatabase();
});

describe('the queue', () => {
  it('keeps actions in the order they were made, with their tapped time, and sends each with its id', async () => {
    const second = action('clock-out', new Date('2026-11-26T06:00:00Z'));
    const first = action('clock-in', new Date('2026-11-25T21:00:00Z'));
    await putCommand(second);
    await putCommand(first);
    expect((await allCommands()).map((command) => command.label)).toEqual(['clock-in', 'clock-out']);
    expect(commandBody(first)).toEqual({ jobId: 'j1', commandId: first.id, at: '2026-11-25T21:00:00.000Z' });
  });
});

describe('a sending pass', () => {
  it('sends in order and empties the queue, telling who listens what each answer was', async () => {
    const commands = [action('clock-in', new Date(1000)), action('break/start', new Date(2000)), action('clock-out', new Date(3000))];
    for (const command of commands) await putCommand(command);
    const sent: string[] = [];
    const onSent = vi.fn();
    const result = await sendQueued(
      store,
      'u1',
      sender(async (command) => {
        sent.push(command.label);
        return { ok: command.label };
      }),
      onSent,
    );
    expect(result).toEqual({ sent: 3, refused: 0, stoppedBy: null });
    expect(sent).toEqual(['clock-in', 'break/start', 'clock-out']);
    expect(onSent).toHaveBeenLastCalledWith(expect.objectContaining({ label: 'clock-out' }), { ok: 'clock-out' });
    expect(await allCommands()).toEqual([]);
  });

  it('stops at the first action that does not reach the server and keeps it and the rest, in order', async () => {
    const commands = [action('clock-in', new Date(1000)), action('clock-out', new Date(2000))];
    for (const command of commands) await putCommand(command);
    const offline = new ApiError(0, 'NETWORK', 'We could not reach HiVis.');
    const send = vi.fn(async () => {
      throw offline;
    });
    const result = await sendQueued(store, 'u1', sender(send));
    expect(result).toEqual({ sent: 0, refused: 0, stoppedBy: offline });
    expect(send).toHaveBeenCalledOnce();
    const left = await allCommands();
    expect(left.map((command: TQueuedCommand) => [command.label, command.state, command.attempts])).toEqual([
      ['clock-in', 'waiting', 1],
      ['clock-out', 'waiting', 0],
    ]);
  });

  it('sets a refused action aside with the server’s words, goes on with the rest, and does not send it again', async () => {
    const commands = [action('clock-in', new Date(1000)), action('photo', new Date(2000))];
    for (const command of commands) await putCommand(command);
    const send = vi.fn(async (command: TQueuedCommand) => {
      if (command.label === 'clock-in') throw new ApiError(409, 'CONFLICT', 'This job is completed or cancelled, so time cannot be recorded on it.');
      return {};
    });
    expect(await sendQueued(store, 'u1', sender(send))).toEqual({ sent: 1, refused: 1, stoppedBy: null });
    const [refused] = await allCommands();
    expect(refused).toMatchObject({
      label: 'clock-in',
      state: 'needs-attention',
      problem: 'This job is completed or cancelled, so time cannot be recorded on it.',
    });
    send.mockClear();
    await sendQueued(store, 'u1', sender(send));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends only the signed-in person’s actions: another person’s wait for them', async () => {
    const theirs = { ...action('clock-in', new Date(1000)), userId: 'u2' };
    await putCommand(theirs);
    await putCommand(action('clock-out', new Date(2000)));
    const send = vi.fn(async () => ({}));
    expect(await sendQueued(store, 'u1', sender(send))).toEqual({ sent: 1, refused: 0, stoppedBy: null });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ userId: 'u1' }), expect.anything());
    expect(await allCommands()).toEqual([theirs]);
  });

  it('also sends an action queued while it was sending, instead of leaving it for the next trigger', async () => {
    await putCommand(action('clock-in', new Date(1000)));
    const sent: string[] = [];
    const send = async (command: TQueuedCommand) => {
      sent.push(command.label);
      // The person taps again while the first is on its way.
      if (command.label === 'clock-in') await putCommand(action('break/start', new Date(2000)));
      return {};
    };
    expect(await drainQueued(store, 'u1', sender(send))).toEqual({ sent: 2, refused: 0, stoppedBy: null });
    expect(sent).toEqual(['clock-in', 'break/start']);
    expect(await allCommands()).toEqual([]);
  });

  it('sends a link’s action whoever is signed in, or nobody, and without their sign-in', async () => {
    const throughLink = newCommand({ userId: null, label: 'Sign SWMS', method: 'POST', path: '/api/v3/swms/sign/request', body: {} }, new Date(1000));
    await putCommand(throughLink);
    const send = vi.fn(async () => ({}));
    expect(await sendQueued(store, null, sender(send))).toEqual({ sent: 1, refused: 0, stoppedBy: null });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ userId: null }), expect.anything());
  });

  it('sends the files first, names them in the action, and does not send a stored file again', async () => {
    const signature = new Blob(['png'], { type: 'image/png' });
    const signing = newCommand(
      {
        userId: 'u1',
        label: 'Sign SWMS',
        method: 'POST',
        path: '/api/v3/swms/sign/user',
        body: { swmsId: 's1' },
        files: [{ field: 'fileId', fileType: 'swms_signature_photo', name: 'signature.png', blob: signature }],
      },
      new Date(1000),
    );
    await putCommand(signing);
    const fileId = signing.files?.[0]?.id;
    const sendFile = vi.fn(async () => ({ id: fileId }));
    // The signature arrives, then the signal drops before the action goes.
    const offline = new ApiError(0, 'NETWORK', 'We could not reach HiVis.');
    const send = vi.fn<TSendCommand>(async () => {
      throw offline;
    });
    expect(await sendQueued(store, 'u1', { send, sendFile })).toEqual({ sent: 0, refused: 0, stoppedBy: offline });
    expect(sendFile).toHaveBeenCalledOnce();
    expect((await allCommands())[0]?.files?.[0]).toMatchObject({ id: fileId, sent: true });
    // Next pass: only the action, naming the stored file.
    send.mockImplementation(async () => ({}));
    expect(await sendQueued(store, 'u1', { send, sendFile })).toEqual({ sent: 1, refused: 0, stoppedBy: null });
    expect(sendFile).toHaveBeenCalledOnce();
    expect(send).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ swmsId: 's1', fileId, commandId: signing.id }));
  });

  it('keeps the ids of files the action names in its own shape, and sends them all first', async () => {
    const photo = (name: string) => new Blob([name], { type: 'image/jpeg' });
    const audit = newCommand(
      {
        userId: 'u1',
        label: 'Audit: Gate check',
        method: 'POST',
        path: '/api/v3/audit/response',
        body: { answers: { gate: ['p-1', 'p-2'] } },
        files: [
          { id: 'p-1', fileType: 'audit_photo', name: 'one.jpg', blob: photo('one') },
          { id: 'p-2', fileType: 'audit_photo', name: 'two.jpg', blob: photo('two') },
        ],
      },
      new Date(1000),
    );
    await putCommand(audit);
    const stored: string[] = [];
    const sendFile = vi.fn(async (_command: TQueuedCommand, file: TQueuedFile) => stored.push(file.id));
    const send = vi.fn<TSendCommand>(async () => ({}));
    expect(await sendQueued(store, 'u1', { send, sendFile })).toEqual({ sent: 1, refused: 0, stoppedBy: null });
    expect(stored).toEqual(['p-1', 'p-2']);
    // The body is sent as it was: no file field added beside the answers that name them.
    expect(send).toHaveBeenCalledWith(expect.anything(), { answers: { gate: ['p-1', 'p-2'] }, commandId: audit.id, at: audit.at });
  });

  it('sends again later what the network or a busy server stopped, not what the server refused', () => {
    expect(isWorthRetrying(new ApiError(0, 'NETWORK', 'x'))).toBe(true);
    expect(isWorthRetrying(new ApiError(503, 'UNAVAILABLE', 'x'))).toBe(true);
    expect(isWorthRetrying(new ApiError(429, 'TOO_MANY', 'x'))).toBe(true);
    expect(isWorthRetrying(new TypeError('Failed to fetch'))).toBe(true);
    expect(isWorthRetrying(new ApiError(400, 'VALIDATION', 'x'))).toBe(false);
    expect(isWorthRetrying(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
  });
});
