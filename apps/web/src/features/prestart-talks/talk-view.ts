import { ZNewPrestartTalkSchema } from '@hivis/contracts';
import type { TPrestartTalk } from '@hivis/contracts';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';

/*
 * The talk as its page shows it, from wherever it is: the server's record, or the talk started on
 * this phone and not sent yet (its queued create). The sign-ons saved on this phone are put on
 * top of either: each waiting one is a row of the register marked as saved on this phone, each
 * refused one is set aside with the server's words. Pure, so the register a supervisor sees with
 * no signal is the register the tests check.
 */

export const TALK_COMMAND_PATH = '/api/v3/prestart-talk';
export const signOnCommandPath = (talkId: string) => `${TALK_COMMAND_PATH}/${talkId}/attendee`;

/** What a queued talk carries for its page beside the call itself (never sent). */
export type TTalkMeta = { talkId: string; jobId: string; jobTitle: string; jobNumber: string; worksiteName: string; presenterName: string };

export type TRegisterRow = {
  key: string;
  signerName: string;
  userId: string | null;
  signedAt: string;
  /** Recorded by the server, or saved on this phone and waiting to be sent. */
  onPhone: boolean;
};

export type TTalkView = {
  id: string;
  job: { id: string; title: string; jobNumber: string | null; worksiteName: string };
  heldAt: string;
  topics: string[];
  hazards: string | null;
  notes: string | null;
  presenterName: string | null;
  /** Oldest first: the server's sign-ons, then those waiting on this phone. */
  register: TRegisterRow[];
  /** Sign-ons the server refused, with its words, until dismissed. */
  refusedSignOns: TQueuedCommand[];
  /** The server has it (a PDF can be made); false while it waits on this phone. */
  onServer: boolean;
};

export function talkFromServer(talk: TPrestartTalk): TTalkView {
  return {
    id: talk.id,
    job: talk.job,
    heldAt: talk.heldAt,
    topics: talk.topics,
    hazards: talk.hazards,
    notes: talk.notes,
    presenterName: talk.presentedBy?.name ?? null,
    register: talk.attendees.map((attendee) => ({
      key: attendee.id,
      signerName: attendee.signerName,
      userId: attendee.userId,
      signedAt: attendee.signedAt,
      onPhone: false,
    })),
    refusedSignOns: [],
    onServer: true,
  };
}

/** The talk from its queued create; null when the queued body cannot be read (never expected). */
export function talkFromCommand(command: TQueuedCommand): TTalkView | null {
  const body = ZNewPrestartTalkSchema.safeParse(command.body);
  const meta = command.meta as Partial<TTalkMeta> | undefined;
  if (!body.success || !meta?.talkId) return null;
  return {
    id: meta.talkId,
    job: { id: body.data.jobId, title: meta.jobTitle ?? '', jobNumber: meta.jobNumber || null, worksiteName: meta.worksiteName ?? '' },
    heldAt: command.at,
    topics: body.data.topics,
    hazards: body.data.hazards || null,
    notes: body.data.notes || null,
    presenterName: meta.presenterName || null,
    register: [],
    refusedSignOns: [],
    onServer: false,
  };
}

/** The name and person a queued sign-on is for. */
export function signOnOf(command: TQueuedCommand): { signerName: string; userId: string | null } {
  const { signerName, userId } = command.body;
  return { signerName: typeof signerName === 'string' ? signerName : '', userId: typeof userId === 'string' ? userId : null };
}

/** The talk with this phone's sign-ons of it on top: waiting ones in the register, refused ones aside. */
export function withSignOns(talk: TTalkView, signOns: readonly TQueuedCommand[]): TTalkView {
  const waiting = signOns.filter((command) => command.state === 'waiting').sort((a, b) => a.at.localeCompare(b.at));
  return {
    ...talk,
    register: [...talk.register, ...waiting.map((command) => ({ key: command.id, ...signOnOf(command), signedAt: command.at, onPhone: true }))],
    refusedSignOns: signOns.filter((command) => command.state === 'needs-attention'),
  };
}

/** The talk's own actions on this phone, sorted out of the whole queue. */
export function commandsOfTalk(commands: readonly TQueuedCommand[], talkId: string): { create: TQueuedCommand | undefined; signOns: TQueuedCommand[] } {
  let create: TQueuedCommand | undefined;
  const signOns: TQueuedCommand[] = [];
  for (const command of commands) {
    if (command.meta?.talkId !== talkId) continue;
    if (command.path === TALK_COMMAND_PATH) create = command;
    else if (command.path === signOnCommandPath(talkId)) signOns.push(command);
  }
  return { create, signOns };
}
