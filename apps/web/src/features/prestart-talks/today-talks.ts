import type { TPrestartTalkListItem, TPrestartTalksToday } from '@hivis/contracts';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';
import { dayIn } from '../../ui/zoned-time';
import { TALK_COMMAND_PATH, signOnCommandPath } from './talk-view';
import type { TTalkMeta } from './talk-view';

/*
 * Has each job had its talk today? What the server knows, with what waits on this phone on top:
 * a talk started here with no signal counts as done (it is, on site), and the sign-ons waiting to
 * be sent count as signed. Shared by the job's panel, the homes' card and the SWMS sign-on.
 */

export type TTalkToday = { id: string; heldAt: string; presenterName: string | null; attendeeCount: number; onPhone: boolean };
export type TJobToday = TPrestartTalksToday['jobs'][number] & { talk: TTalkToday | null };

const waitingSignOns = (commands: readonly TQueuedCommand[], talkId: string) =>
  commands.filter((command) => command.state === 'waiting' && command.path === signOnCommandPath(talkId)).length;

/** Talks started on this phone that day and waiting to be sent, with the job each is for. */
export function talksOnPhoneOn(commands: readonly TQueuedCommand[], day: string, timeZone: string | undefined): (TTalkToday & { jobId: string })[] {
  return commands.flatMap((command) => {
    const meta = command.meta as Partial<TTalkMeta> | undefined;
    if (command.path !== TALK_COMMAND_PATH || command.state !== 'waiting' || !meta?.talkId || !meta.jobId) return [];
    if (dayIn(command.at, timeZone) !== day) return [];
    return [
      {
        id: meta.talkId,
        jobId: meta.jobId,
        heldAt: command.at,
        presenterName: meta.presenterName || null,
        attendeeCount: waitingSignOns(commands, meta.talkId),
        onPhone: true,
      },
    ];
  });
}

const latest = (talks: TTalkToday[]) => talks.reduce<TTalkToday | null>((found, talk) => (!found || talk.heldAt > found.heldAt ? talk : found), null);

/** A job's latest talk of the day: the server's (the list answered for the job and day) or this phone's. */
export function jobTalkToday(
  items: readonly TPrestartTalkListItem[],
  commands: readonly TQueuedCommand[],
  jobId: string,
  day: string,
  timeZone: string | undefined,
): TTalkToday | null {
  const fromServer = items.map((item) => ({
    id: item.id,
    heldAt: item.heldAt,
    presenterName: item.presenterName,
    attendeeCount: item.attendeeCount + waitingSignOns(commands, item.id),
    onPhone: false,
  }));
  const onPhone = talksOnPhoneOn(commands, day, timeZone).filter((talk) => talk.jobId === jobId);
  return latest([...fromServer, ...onPhone]);
}

/** Today's jobs, each with its talk or none, and how many are done. */
export function todaySummary(
  today: TPrestartTalksToday,
  commands: readonly TQueuedCommand[],
  timeZone: string | undefined,
): { jobs: TJobToday[]; done: number; missing: TJobToday[] } {
  const onPhone = talksOnPhoneOn(commands, today.date, timeZone);
  const jobs = today.jobs.map((job) => {
    const fromServer = job.talk
      ? { ...job.talk, presenterName: null, attendeeCount: job.talk.attendeeCount + waitingSignOns(commands, job.talk.id), onPhone: false }
      : null;
    const talk = latest([...(fromServer ? [fromServer] : []), ...onPhone.filter((queued) => queued.jobId === job.jobId)]);
    return { ...job, talk };
  });
  const missing = jobs.filter((job) => job.talk === null);
  return { jobs, done: jobs.length - missing.length, missing };
}
