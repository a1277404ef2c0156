import { describe, expect, it } from 'vitest';
import type { TPrestartTalk } from '@hivis/contracts';
import { newCommand } from '../../offline/outbox/queued-command';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';
import { TALK_COMMAND_PATH, commandsOfTalk, signOnCommandPath, talkFromCommand, talkFromServer, withSignOns } from './talk-view';

/* The talk as its page shows it: the server's, or the phone's queued create, with the phone's sign-ons on top. */

const TALK_ID = '0197a4c0-0000-7000-8000-000000000001';
const JOB_ID = '0197a4c0-0000-7000-8000-0000000000aa';
const at = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00.000Z`);

const queuedTalk = (when = '21:05') =>
  newCommand(
    {
      userId: 'u1',
      label: 'Pre-start talk: Bathroom fit-out',
      method: 'POST',
      path: TALK_COMMAND_PATH,
      body: { id: TALK_ID, jobId: JOB_ID, topics: ['Working at heights', 'Crane lift'], hazards: 'Wind over 40 km/h after lunch' },
      meta: { talkId: TALK_ID, jobId: JOB_ID, jobTitle: 'Bathroom fit-out', jobNumber: 'J-104', worksiteName: 'Wynnum', presenterName: 'Sam Supervisor' },
    },
    at(when),
  );

const queuedSignOn = (signerName: string, when: string, userId?: string, talkId = TALK_ID): TQueuedCommand =>
  newCommand(
    {
      userId: 'u1',
      label: `Sign-on of ${signerName}`,
      method: 'POST',
      path: signOnCommandPath(talkId),
      body: { signerName, ...(userId ? { userId } : {}) },
      meta: { talkId },
      files: [{ field: 'fileId', fileType: 'prestart_talk_signature', name: 'signature.png', blob: new Blob(['png']) }],
    },
    at(when),
  );

const serverTalk: TPrestartTalk = {
  id: TALK_ID,
  job: { id: JOB_ID, title: 'Bathroom fit-out', jobNumber: 'J-104', worksiteName: 'Wynnum' },
  heldAt: at('21:05').toISOString(),
  topics: ['Working at heights'],
  hazards: null,
  notes: 'Toolbox in the site shed',
  presentedBy: { id: 'u1', name: 'Sam Supervisor' },
  attendees: [{ id: 'a1', signerName: 'Will Worker', userId: 'u2', signedAt: at('21:10').toISOString() }],
  documentFileId: null,
};

describe('the talk from the phone’s queued create', () => {
  it('shows what was said, the job and the presenter, held when Start was tapped', () => {
    const talk = talkFromCommand(queuedTalk());
    expect(talk).toMatchObject({
      id: TALK_ID,
      job: { id: JOB_ID, title: 'Bathroom fit-out', jobNumber: 'J-104', worksiteName: 'Wynnum' },
      heldAt: at('21:05').toISOString(),
      topics: ['Working at heights', 'Crane lift'],
      hazards: 'Wind over 40 km/h after lunch',
      notes: null,
      presenterName: 'Sam Supervisor',
      register: [],
      onServer: false,
    });
  });

  it('has nothing to show for a body it cannot read', () => {
    const broken = { ...queuedTalk(), body: { topics: [] } };
    expect(talkFromCommand(broken)).toBeNull();
  });
});

describe('the register with the phone’s sign-ons', () => {
  it('adds the waiting sign-ons after the server’s, in the order they signed, marked as on the phone', () => {
    const talk = withSignOns(talkFromServer(serverTalk), [queuedSignOn('Vera Visitor', '21:14'), queuedSignOn('Pat Plumber', '21:12', 'u3')]);
    expect(talk.register.map((row) => [row.signerName, row.userId, row.onPhone])).toEqual([
      ['Will Worker', 'u2', false],
      ['Pat Plumber', 'u3', true],
      ['Vera Visitor', null, true],
    ]);
    expect(talk.register[1]?.signedAt).toBe(at('21:12').toISOString());
    expect(talk.onServer).toBe(true);
  });

  it('sets refused sign-ons aside, out of the register', () => {
    const refused: TQueuedCommand = {
      ...queuedSignOn('Will Worker', '21:15', 'u2'),
      state: 'needs-attention',
      problem: 'This person has already signed on to this talk.',
    };
    const talk = withSignOns(talkFromServer(serverTalk), [refused]);
    expect(talk.register).toHaveLength(1);
    expect(talk.refusedSignOns).toEqual([refused]);
  });

  it('works the same on a talk that is still only on the phone', () => {
    const talk = talkFromCommand(queuedTalk());
    expect(talk && withSignOns(talk, [queuedSignOn('Pat Plumber', '21:12', 'u3')]).register).toHaveLength(1);
  });
});

describe('sorting a talk’s actions out of the queue', () => {
  it('finds the talk’s create and its sign-ons, and nothing of another talk', () => {
    const create = queuedTalk();
    const mine = queuedSignOn('Pat Plumber', '21:12', 'u3');
    const otherTalk = queuedSignOn('Pat Plumber', '21:12', 'u3', 'another-talk');
    const clockIn = newCommand({ userId: 'u1', label: 'Clock in', method: 'POST', path: '/api/v3/timesheet/clock-in', body: {} });
    expect(commandsOfTalk([create, mine, otherTalk, clockIn], TALK_ID)).toEqual({ create, signOns: [mine] });
    expect(commandsOfTalk([mine], TALK_ID).create).toBeUndefined();
  });
});
