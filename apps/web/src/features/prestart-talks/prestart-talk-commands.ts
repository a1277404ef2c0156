import { useEffect, useMemo } from 'react';
import { ZPrestartTalkSchema } from '@hivis/contracts';
import type { TNewPrestartTalkInput } from '@hivis/contracts';
import { getStoredAuth } from '../../api/auth-storage';
import { onCommandSent, queueCommand } from '../../offline/outbox/outbox';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';
import { useOutbox } from '../../offline/outbox/use-outbox';
import { useStoreTalk } from './prestart-talks-api';
import { signOnLabel, talkLabel } from './talk-words';
import { TALK_COMMAND_PATH, commandsOfTalk, signOnCommandPath } from './talk-view';
import type { TTalkMeta } from './talk-view';
import type { TSigner } from '../../ui/sign-on/sign-on-choice';

/*
 * What is done at a talk goes through the device outbox (docs/field.md): the talk itself, started
 * when the presenter taps Start, and each person's sign-on with their signature. Each is kept on
 * the phone, sent when there is signal and applied once, at the moment it was tapped. The talk is
 * named by the id made on the phone, so the crew's sign-ons, queued after it with no signal, name
 * it before the server has it; the outbox sends them in order, the talk first.
 */

/** The talk as sent: everything but the command's own id and time, which the outbox adds. */
export type TNewTalkBody = Omit<TNewPrestartTalkInput, 'commandId' | 'at'> & { id: string; jobId: string };

function signedInUserId(): string {
  const userId = getStoredAuth()?.id;
  // A command with no person would be sent as a link's, with no sign-in: refused, so not queued.
  if (!userId) throw new Error('Not signed in.');
  return userId;
}

/** The talk, held now. Resolves once it is safely on the phone. */
export async function queueTalk(body: TNewTalkBody, meta: Omit<TTalkMeta, 'talkId' | 'jobId'>): Promise<TQueuedCommand> {
  return queueCommand({
    userId: signedInUserId(),
    label: talkLabel(meta.jobTitle),
    method: 'POST',
    path: TALK_COMMAND_PATH,
    body,
    meta: { ...meta, talkId: body.id, jobId: body.jobId },
  });
}

/**
 * One person signed on, with their signature: the outbox stores the image first (a
 * prestart_talk_signature file under an id made here), then sends the sign-on naming it.
 */
export async function queueSignOn(talk: { id: string; jobTitle: string }, signer: TSigner, png: Blob): Promise<TQueuedCommand> {
  return queueCommand({
    userId: signedInUserId(),
    label: signOnLabel(signer.signerName, talk.jobTitle),
    method: 'POST',
    path: signOnCommandPath(talk.id),
    body: { signerName: signer.signerName, ...(signer.userId ? { userId: signer.userId } : {}) },
    meta: { talkId: talk.id },
    files: [{ field: 'fileId', fileType: 'prestart_talk_signature', name: 'signature.png', blob: png }],
  });
}

const isTalkCommand = (command: TQueuedCommand) => command.meta?.talkId !== undefined;

/** The person's talk actions on this phone, waiting or refused, oldest first; `loaded` once the queue is read. */
export function useTalkCommandsOnPhone(): { loaded: boolean; commands: TQueuedCommand[] } {
  const outbox = useOutbox(getStoredAuth()?.id ?? null);
  return useMemo(
    () => ({ loaded: outbox.loaded, commands: [...outbox.needsAttention, ...outbox.waiting].filter(isTalkCommand).sort((a, b) => a.id.localeCompare(b.id)) }),
    [outbox],
  );
}

/** One talk's actions on this phone: its create (while the server does not have it) and its sign-ons. */
export function useTalkCommands(talkId: string) {
  const { loaded, commands } = useTalkCommandsOnPhone();
  return useMemo(() => ({ loaded, ...commandsOfTalk(commands, talkId) }), [loaded, commands, talkId]);
}

/** Talks started on this phone and not on the server yet (waiting, or refused), newest first. */
export function useTalksOnPhone(): TQueuedCommand[] {
  const { commands } = useTalkCommandsOnPhone();
  return useMemo(() => commands.filter((command) => command.path === TALK_COMMAND_PATH).reverse(), [commands]);
}

/** While mounted: each talk action the outbox gets answered goes straight into the talk's page, the lists and today's. */
export function useTalkCommandSync(): void {
  const store = useStoreTalk();
  useEffect(
    () =>
      onCommandSent((command, answer) => {
        const talkId = command.meta?.talkId;
        if (!talkId) return;
        const talk = ZPrestartTalkSchema.safeParse(answer);
        store(talkId, talk.success && talk.data.id === talkId ? talk.data : null);
      }),
    [store],
  );
}
