import { useEffect, useMemo } from 'react';
import { ZJsaSchema } from '@hivis/contracts';
import { getStoredAuth } from '../../api/auth-storage';
import { onCommandSent, queueCommand } from '../../offline/outbox/outbox';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';
import { useOutbox } from '../../offline/outbox/use-outbox';
import type { TCrewMember, TSigner } from '../../ui/sign-on/sign-on-choice';
import { useStoreJsa } from './jsa-api';
import type { TNewJsaBody } from './jsa-form-values';
import { JSA_COMMAND_PATH, attendeeCommandPath, commandsOfJsa, signCommandPath } from './jsa-view';
import type { TJsaMeta } from './jsa-view';
import { jsaLabel, ownSignatureLabel, signOnLabel } from './jsa-words';
import type { TJsaWords } from './jsa-words';

/*
 * What is done with a JSA at the workface goes through the device outbox (docs/field.md): the JSA
 * itself, saved when the crew taps Save and sign on, the signed-in person's own signature, and
 * each of the crew signing on with the phone passed around. Each is kept on the phone, sent when
 * there is signal and applied once, at the moment it was tapped. The JSA is named by the id made
 * on the phone, so the sign-ons queued after it with no signal name it before the server has it;
 * the outbox sends them in order, the JSA first. A change to a saved JSA is not one of these: it
 * needs the server's answer (a new version, or someone else's change first), so it is sent online.
 */

function signedInUserId(): string {
  const userId = getStoredAuth()?.id;
  // A command with no person would be sent as a link's, with no sign-in: refused, so not queued.
  if (!userId) throw new Error('Not signed in.');
  return userId;
}

/** The JSA, saved now (version 1). Resolves once it is safely on the phone. */
export async function queueJsa(body: TNewJsaBody, meta: Omit<TJsaMeta, 'jsaId' | 'jobId'>, words: TJsaWords): Promise<TQueuedCommand> {
  return queueCommand({
    userId: signedInUserId(),
    label: jsaLabel(words, body.task),
    method: 'POST',
    path: JSA_COMMAND_PATH,
    body,
    meta: { ...meta, jsaId: body.id, jobId: body.jobId },
  });
}

type TSignedJsa = { id: string; task: string; version: number };

const signature = (blob: Blob) => [{ field: 'fileId', fileType: 'jsa_signature', name: 'signature.png', blob }];

/**
 * One of the crew signed on in person, with their signature, to the version they read: the outbox
 * stores the image first (a jsa_signature file under an id made here), then sends the sign-on naming it.
 */
export async function queueAttendee(jsa: TSignedJsa, signer: TSigner, png: Blob, words: TJsaWords): Promise<TQueuedCommand> {
  return queueCommand({
    userId: signedInUserId(),
    label: signOnLabel(words, signer.signerName, jsa.task),
    method: 'POST',
    path: attendeeCommandPath(jsa.id),
    body: { signerName: signer.signerName, version: jsa.version, ...(signer.userId ? { userId: signer.userId } : {}) },
    meta: { jsaId: jsa.id },
    files: signature(png),
  });
}

/** The signed-in person signs the version they read, on their own phone. */
export async function queueOwnSignature(jsa: TSignedJsa, me: TCrewMember, png: Blob, words: TJsaWords): Promise<TQueuedCommand> {
  return queueCommand({
    userId: signedInUserId(),
    label: ownSignatureLabel(words, jsa.task),
    method: 'POST',
    path: signCommandPath(jsa.id),
    body: { version: jsa.version },
    // The register shows who signed before the server answers with their name.
    meta: { jsaId: jsa.id, signerName: me.name, userId: me.userId },
    files: signature(png),
  });
}

const isJsaCommand = (command: TQueuedCommand) => command.meta?.jsaId !== undefined;

/** The person's JSA actions on this phone, waiting or refused, oldest first; `loaded` once the queue is read. */
export function useJsaCommandsOnPhone(): { loaded: boolean; commands: TQueuedCommand[] } {
  const outbox = useOutbox(getStoredAuth()?.id ?? null);
  return useMemo(
    () => ({ loaded: outbox.loaded, commands: [...outbox.needsAttention, ...outbox.waiting].filter(isJsaCommand).sort((a, b) => a.id.localeCompare(b.id)) }),
    [outbox],
  );
}

/** One JSA's actions on this phone: its create (while the server does not have it) and its sign-ons. */
export function useJsaCommands(jsaId: string) {
  const { loaded, commands } = useJsaCommandsOnPhone();
  return useMemo(() => ({ loaded, ...commandsOfJsa(commands, jsaId) }), [loaded, commands, jsaId]);
}

/** JSAs saved on this phone and not on the server yet (waiting, or refused), newest first. */
export function useJsasOnPhone(): TQueuedCommand[] {
  const { commands } = useJsaCommandsOnPhone();
  return useMemo(() => commands.filter((command) => command.path === JSA_COMMAND_PATH).reverse(), [commands]);
}

/** While mounted: each JSA action the outbox gets answered goes straight into the JSA's page and the lists. */
export function useJsaCommandSync(): void {
  const store = useStoreJsa();
  useEffect(
    () =>
      onCommandSent((command, answer) => {
        const jsaId = command.meta?.jsaId;
        if (!jsaId) return;
        const jsa = ZJsaSchema.safeParse(answer);
        store(jsaId, jsa.success && jsa.data.id === jsaId ? jsa.data : null);
      }),
    [store],
  );
}
