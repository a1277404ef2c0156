import { describe, expect, it } from 'vitest';
import type { TPrestartTalkListItem, TPrestartTalksToday } from '@hivis/contracts';
import { newCommand } from '../../offline/outbox/queued-command';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';
import { TALK_COMMAND_PATH, signOnCommandPath } from './talk-view';
import { jobTalkToday, todaySummary } from './today-talks';

/* Today's talks: the server's, with the talks and sign-ons waiting on this phone counted in. */

const BRISBANE = 'Australia/Brisbane';
const TODAY = '2026-11-26';
const at = (iso: string) => new Date(iso);

const queuedTalk = (talkId: string, jobId: string, when: string, state: TQueuedCommand['state'] = 'waiting'): TQueuedCommand => ({
  ...newCommand(
    {
      userId: 'u1',
      label: 'Pre-start talk',
      method: 'POST',
      path: TALK_COMMAND_PATH,
      body: { id: talkId, jobId, topics: ['PPE for today'] },
      meta: { talkId, jobId, jobTitle: 'Job', jobNumber: '', worksiteName: 'Site', presenterName: 'Sam Supervisor' },
    },
    at(when),
  ),
  state,
});
const queuedSignOn = (talkId: string, state: TQueuedCommand['state'] = 'waiting'): TQueuedCommand => ({
  ...newCommand({ userId: 'u1', label: 'Sign-on', method: 'POST', path: signOnCommandPath(talkId), body: { signerName: 'Will' }, meta: { talkId } }),
  state,
});

const today: TPrestartTalksToday = {
  date: TODAY,
  jobs: [
    { jobId: 'j1', title: 'Bathroom fit-out', worksiteName: 'Wynnum', talk: { id: 't1', heldAt: '2026-11-25T21:05:00.000Z', attendeeCount: 3 } },
    { jobId: 'j2', title: 'Deck', worksiteName: 'Manly', talk: null },
    { jobId: 'j3', title: 'Fence', worksiteName: 'Lota', talk: null },
  ],
};

describe('today’s summary', () => {
  it('counts the jobs done and lists the missing ones', () => {
    const summary = todaySummary(today, [], BRISBANE);
    expect(summary.done).toBe(1);
    expect(summary.missing.map((job) => job.jobId)).toEqual(['j2', 'j3']);
    expect(summary.jobs[0]?.talk).toMatchObject({ id: 't1', attendeeCount: 3, onPhone: false });
  });

  it('counts a talk started on this phone today as done, and the sign-ons waiting as signed', () => {
    // 20:50 UTC on the 25th is 6:50 am on the 26th in Brisbane.
    const commands = [queuedTalk('t2', 'j2', '2026-11-25T20:50:00.000Z'), queuedSignOn('t2'), queuedSignOn('t2'), queuedSignOn('t1')];
    const summary = todaySummary(today, commands, BRISBANE);
    expect(summary.done).toBe(2);
    expect(summary.missing.map((job) => job.jobId)).toEqual(['j3']);
    expect(summary.jobs[1]?.talk).toMatchObject({ id: 't2', attendeeCount: 2, onPhone: true, presenterName: 'Sam Supervisor' });
    expect(summary.jobs[0]?.talk?.attendeeCount).toBe(4);
  });

  it('does not count a talk of another day, or one the server refused', () => {
    const yesterday = queuedTalk('t4', 'j3', '2026-11-24T21:00:00.000Z');
    const refused = queuedTalk('t5', 'j3', '2026-11-25T21:00:00.000Z', 'needs-attention');
    expect(todaySummary(today, [yesterday, refused], BRISBANE).missing.map((job) => job.jobId)).toEqual(['j2', 'j3']);
  });
});

describe('a job’s talk today', () => {
  const item = (id: string, heldAt: string): TPrestartTalkListItem => ({
    id,
    job: { id: 'j1', title: 'Bathroom fit-out', worksiteName: 'Wynnum' },
    heldAt,
    topics: ['PPE for today'],
    presenterName: 'Sam Supervisor',
    attendeeCount: 4,
  });

  it('is the latest of the server’s and this phone’s', () => {
    expect(jobTalkToday([], [], 'j1', TODAY, BRISBANE)).toBeNull();
    expect(jobTalkToday([item('t1', '2026-11-25T21:05:00.000Z')], [], 'j1', TODAY, BRISBANE)).toMatchObject({
      id: 't1',
      presenterName: 'Sam Supervisor',
      attendeeCount: 4,
    });
    const later = queuedTalk('t9', 'j1', '2026-11-25T23:00:00.000Z');
    expect(jobTalkToday([item('t1', '2026-11-25T21:05:00.000Z')], [later], 'j1', TODAY, BRISBANE)).toMatchObject({ id: 't9', onPhone: true });
    // Another job's talk on this phone is not this job's.
    expect(jobTalkToday([], [queuedTalk('t8', 'j2', '2026-11-25T23:00:00.000Z')], 'j1', TODAY, BRISBANE)).toBeNull();
  });
});
