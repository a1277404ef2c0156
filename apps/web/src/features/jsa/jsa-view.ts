import { ZNewJsaSchema } from '@hivis/contracts';
import type { TJsa, TJsaSource } from '@hivis/contracts';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';

/*
 * A JSA as its page shows it, from wherever it is: the server's record, or the JSA saved on this
 * phone and not sent yet (its queued create). The sign-ons saved on this phone (the signed-in
 * person's own signature, and the crew's on the phone passed around) are put on top of either:
 * each waiting one is a row of the register marked as saved on this phone, each refused one is
 * set aside with the server's words. Pure, so what the crew sees with no signal is what the
 * tests check.
 */

export const JSA_COMMAND_PATH = '/api/v3/jsa';
/** One of the crew signing on in person, on the phone passed around. */
export const attendeeCommandPath = (jsaId: string) => `${JSA_COMMAND_PATH}/${jsaId}/attendee`;
/** The signed-in person signing on their own phone. */
export const signCommandPath = (jsaId: string) => `${JSA_COMMAND_PATH}/${jsaId}/sign`;

/** What a queued JSA carries for its page beside the call itself (never sent). */
export type TJsaMeta = {
  jsaId: string;
  jobId: string;
  jobTitle: string;
  jobNumber: string;
  worksiteName: string;
  preparedByName: string;
  documentTitle: string;
};

export type TJsaSignOnEntry = {
  key: string;
  signerName: string;
  userId: string | null;
  /** The version signed. */
  version: number;
  signedAt: string;
  /** Recorded by the server, or saved on this phone and waiting to be sent. */
  onPhone: boolean;
};

export type TJsaView = {
  id: string;
  documentTitle: string;
  job: { id: string; title: string; jobNumber: string | null; worksiteName: string };
  version: number;
  content: TJsa['content'];
  source: TJsaSource;
  preparedByName: string | null;
  updatedAt: string;
  updatedByName: string | null;
  /** Oldest first: the server's sign-ons (every version), then those waiting on this phone. */
  signOns: TJsaSignOnEntry[];
  /** Sign-ons the server refused, with its words, until dismissed. */
  refusedSignOns: TQueuedCommand[];
  /** The server has it (a PDF can be made, it can be changed); false while it waits on this phone. */
  onServer: boolean;
};

export function jsaFromServer(jsa: TJsa): TJsaView {
  return {
    id: jsa.id,
    documentTitle: jsa.documentTitle,
    job: jsa.job,
    version: jsa.version,
    content: jsa.content,
    source: jsa.source,
    preparedByName: jsa.preparedBy?.name ?? null,
    updatedAt: jsa.updatedAt,
    updatedByName: jsa.updatedBy?.name ?? null,
    signOns: jsa.signOns.map((signOn) => ({
      key: signOn.id,
      signerName: signOn.signerName,
      userId: signOn.userId,
      version: signOn.version,
      signedAt: signOn.signedAt,
      onPhone: false,
    })),
    refusedSignOns: [],
    onServer: true,
  };
}

/** The JSA from its queued create (version 1, prepared now); null when the queued body cannot be read (never expected). */
export function jsaFromCommand(command: TQueuedCommand, fallbackTitle: string): TJsaView | null {
  const body = ZNewJsaSchema.safeParse(command.body);
  const meta = command.meta as Partial<TJsaMeta> | undefined;
  if (!body.success || !meta?.jsaId) return null;
  const { task, steps, ppe, notes, source, jobId } = body.data;
  return {
    id: meta.jsaId,
    documentTitle: meta.documentTitle || fallbackTitle,
    job: { id: jobId, title: meta.jobTitle ?? '', jobNumber: meta.jobNumber || null, worksiteName: meta.worksiteName ?? '' },
    version: 1,
    content: { task, steps, ppe, notes: notes || null },
    source,
    preparedByName: meta.preparedByName || null,
    updatedAt: command.at,
    updatedByName: meta.preparedByName || null,
    signOns: [],
    refusedSignOns: [],
    onServer: false,
  };
}

/** The name, person and version a queued sign-on is for (the own signature names its person in meta). */
export function signOnOf(command: TQueuedCommand): { signerName: string; userId: string | null; version: number } {
  const { signerName, userId, version } = command.body;
  const name = typeof signerName === 'string' ? signerName : (command.meta?.signerName ?? '');
  const person = typeof userId === 'string' ? userId : (command.meta?.userId ?? null);
  return { signerName: name, userId: person, version: typeof version === 'number' ? version : 1 };
}

/** The JSA with this phone's sign-ons of it on top: waiting ones in the register, refused ones aside. */
export function withSignOns(view: TJsaView, signOns: readonly TQueuedCommand[]): TJsaView {
  const waiting = signOns.filter((command) => command.state === 'waiting').sort((a, b) => a.at.localeCompare(b.at));
  return {
    ...view,
    signOns: [...view.signOns, ...waiting.map((command) => ({ key: command.id, ...signOnOf(command), signedAt: command.at, onPhone: true }))],
    refusedSignOns: signOns.filter((command) => command.state === 'needs-attention'),
  };
}

/** The JSA's own actions on this phone, sorted out of the whole queue. */
export function commandsOfJsa(commands: readonly TQueuedCommand[], jsaId: string): { create: TQueuedCommand | undefined; signOns: TQueuedCommand[] } {
  let create: TQueuedCommand | undefined;
  const signOns: TQueuedCommand[] = [];
  for (const command of commands) {
    if (command.meta?.jsaId !== jsaId) continue;
    if (command.path === JSA_COMMAND_PATH) create = command;
    else if (command.path === attendeeCommandPath(jsaId) || command.path === signCommandPath(jsaId)) signOns.push(command);
  }
  return { create, signOns };
}

export type TJsaRegisterRow = TJsaSignOnEntry & {
  /** Signed on to the version shown, saved on this phone, or signed only an earlier version. */
  state: 'recorded' | 'on-phone' | 'earlier';
};

const personOf = (entry: { userId: string | null; signerName: string }) => entry.userId ?? `name:${entry.signerName.trim().replace(/\s+/g, ' ').toLowerCase()}`;

/**
 * The register as shown: who signed the version shown, in the order they signed (saved on this
 * phone or recorded), then each person who signed only an earlier version, once, with their
 * latest signature, marked: they need to sign this version.
 */
export function jsaRegister(view: TJsaView): TJsaRegisterRow[] {
  const current = view.signOns.filter((entry) => entry.version === view.version);
  const signedCurrent = new Set(current.map(personOf));
  const earlier = new Map<string, TJsaSignOnEntry>();
  for (const entry of view.signOns) {
    if (entry.version >= view.version || signedCurrent.has(personOf(entry))) continue;
    const kept = earlier.get(personOf(entry));
    if (!kept || kept.signedAt < entry.signedAt) earlier.set(personOf(entry), entry);
  }
  return [
    ...current.map((entry): TJsaRegisterRow => ({ ...entry, state: entry.onPhone ? 'on-phone' : 'recorded' })),
    ...[...earlier.values()].sort((a, b) => a.signedAt.localeCompare(b.signedAt)).map((entry): TJsaRegisterRow => ({ ...entry, state: 'earlier' })),
  ];
}

/** The people signed on to the version shown (recorded or saved on this phone): who may not sign it again. */
export function signedThisVersion(view: TJsaView): TJsaSignOnEntry[] {
  return view.signOns.filter((entry) => entry.version === view.version);
}
