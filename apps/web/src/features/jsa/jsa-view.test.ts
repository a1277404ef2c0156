import { describe, expect, it } from 'vitest';
import type { TJsa } from '@hivis/contracts';
import { newCommand } from '../../offline/outbox/queued-command';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';
import {
  JSA_COMMAND_PATH,
  attendeeCommandPath,
  commandsOfJsa,
  jsaFromCommand,
  jsaFromServer,
  jsaRegister,
  signCommandPath,
  signedThisVersion,
  withSignOns,
} from './jsa-view';

/* The JSA as its page shows it: the server's, or the phone's queued create, with the phone's sign-ons on top. */

const JSA_ID = '0197a4c0-0000-7000-8000-000000000001';
const JOB_ID = '0197a4c0-0000-7000-8000-0000000000aa';
const at = (hhmm: string) => new Date(`2026-11-25T${hhmm}:00.000Z`);

const STEP = {
  description: 'Cut tiles to size',
  hazards: [
    {
      hazard: 'Cut from the wet saw',
      before: { likelihood: 3, consequence: 3 },
      controls: [{ level: 'engineering', text: 'Blade guard on.' }],
      after: { likelihood: 2, consequence: 2 },
      residualReason: null,
    },
  ],
};

const queuedJsa = (when = '21:05') =>
  newCommand(
    {
      userId: 'u1',
      label: 'JSA: Cut balcony tiles',
      method: 'POST',
      path: JSA_COMMAND_PATH,
      body: { id: JSA_ID, jobId: JOB_ID, source: { kind: 'blank' }, task: 'Cut balcony tiles', steps: [STEP], ppe: ['Safety glasses'] },
      meta: {
        jsaId: JSA_ID,
        jobId: JOB_ID,
        jobTitle: 'Balcony waterproofing',
        jobNumber: 'J-0107',
        worksiteName: 'Wynnum',
        preparedByName: 'Sam Supervisor',
        documentTitle: 'Task Analysis',
      },
    },
    at(when),
  );

const queuedAttendee = (
  signerName: string,
  when: string,
  { userId, version = 1, jsaId = JSA_ID }: { userId?: string; version?: number; jsaId?: string } = {},
): TQueuedCommand =>
  newCommand(
    {
      userId: 'u1',
      label: `Sign-on of ${signerName}`,
      method: 'POST',
      path: attendeeCommandPath(jsaId),
      body: { signerName, version, ...(userId ? { userId } : {}) },
      meta: { jsaId },
      files: [{ field: 'fileId', fileType: 'jsa_signature', name: 'signature.png', blob: new Blob(['png']) }],
    },
    at(when),
  );

const queuedOwnSignature = (when: string, version = 2): TQueuedCommand =>
  newCommand(
    {
      userId: 'u1',
      label: 'Your signature',
      method: 'POST',
      path: signCommandPath(JSA_ID),
      body: { version },
      meta: { jsaId: JSA_ID, signerName: 'Sam Supervisor', userId: 'u1' },
      files: [{ field: 'fileId', fileType: 'jsa_signature', name: 'signature.png', blob: new Blob(['png']) }],
    },
    at(when),
  );

const signOn = (id: string, signerName: string, userId: string | null, version: number, when: string, current: boolean) => ({
  id,
  signerName,
  userId,
  version,
  signedAt: at(when).toISOString(),
  current,
});

const serverJsa: TJsa = {
  id: JSA_ID,
  documentTitle: 'Job Safety Analysis',
  job: { id: JOB_ID, title: 'Balcony waterproofing', jobNumber: 'J-0107', worksiteName: 'Wynnum' },
  version: 2,
  content: { task: 'Cut balcony tiles', steps: [STEP], ppe: ['Safety glasses'], notes: null },
  source: { kind: 'blank' },
  preparedBy: { id: 'u1', name: 'Sam Supervisor' },
  createdAt: at('21:05').toISOString(),
  updatedAt: at('22:00').toISOString(),
  updatedBy: { id: 'u1', name: 'Sam Supervisor' },
  signOns: [
    signOn('a1', 'Will Worker', 'u2', 1, '21:10', false),
    signOn('a2', 'Vera Visitor', null, 1, '21:11', false),
    signOn('a3', 'Will Worker', 'u2', 2, '22:05', true),
    signOn('a4', 'Pat Plumber', 'u3', 1, '21:12', false),
  ],
  documentFileId: null,
};

describe('the JSA from the phone’s queued create', () => {
  it('shows what was written, the job and who prepared it, as version 1 saved when it was tapped', () => {
    const jsa = jsaFromCommand(queuedJsa(), 'Job Safety Analysis');
    expect(jsa).toMatchObject({
      id: JSA_ID,
      documentTitle: 'Task Analysis',
      job: { id: JOB_ID, title: 'Balcony waterproofing', jobNumber: 'J-0107', worksiteName: 'Wynnum' },
      version: 1,
      content: { task: 'Cut balcony tiles', ppe: ['Safety glasses'], notes: null },
      preparedByName: 'Sam Supervisor',
      updatedAt: at('21:05').toISOString(),
      signOns: [],
      onServer: false,
    });
    expect(jsa?.content.steps[0]?.hazards[0]?.controls).toEqual([{ level: 'engineering', text: 'Blade guard on.' }]);
  });

  it('is not shown from a body it cannot read', () => {
    expect(jsaFromCommand({ ...queuedJsa(), body: { id: JSA_ID } }, 'Job Safety Analysis')).toBeNull();
  });

  it('puts the crew signing on with no signal in the register, in the order they signed', () => {
    const jsa = jsaFromCommand(queuedJsa(), 'Job Safety Analysis');
    if (!jsa) throw new Error('expected the JSA');
    const shown = withSignOns(jsa, [queuedAttendee('Vera Visitor', '21:12'), queuedAttendee('Will Worker', '21:10', { userId: 'u2' })]);
    expect(jsaRegister(shown).map((row) => [row.signerName, row.userId, row.state])).toEqual([
      ['Will Worker', 'u2', 'on-phone'],
      ['Vera Visitor', null, 'on-phone'],
    ]);
    expect(signedThisVersion(shown)).toHaveLength(2);
  });
});

describe('the JSA from the server, with this phone’s sign-ons', () => {
  it('marks who signed only an earlier version, once each, after those who signed this one', () => {
    const rows = jsaRegister(jsaFromServer(serverJsa));
    expect(rows.map((row) => [row.signerName, row.version, row.state])).toEqual([
      ['Will Worker', 2, 'recorded'],
      ['Vera Visitor', 1, 'earlier'],
      ['Pat Plumber', 1, 'earlier'],
    ]);
  });

  it('counts the own signature waiting on the phone for this version, by the name the phone kept', () => {
    const shown = withSignOns(jsaFromServer(serverJsa), [queuedOwnSignature('22:10'), queuedAttendee('Pat Plumber', '22:11', { userId: 'u3', version: 2 })]);
    expect(signedThisVersion(shown).map((entry) => entry.signerName)).toEqual(['Will Worker', 'Sam Supervisor', 'Pat Plumber']);
    const rows = jsaRegister(shown);
    expect(rows.map((row) => [row.signerName, row.state])).toEqual([
      ['Will Worker', 'recorded'],
      ['Sam Supervisor', 'on-phone'],
      ['Pat Plumber', 'on-phone'],
      ['Vera Visitor', 'earlier'],
    ]);
  });

  it('sets a refused sign-on aside with the server’s words, out of the register', () => {
    const refused = {
      ...queuedAttendee('Vera Visitor', '22:12', { version: 2 }),
      state: 'needs-attention' as const,
      problem: 'This person has already signed this version of the JSA.',
    };
    const shown = withSignOns(jsaFromServer(serverJsa), [refused]);
    expect(shown.refusedSignOns).toEqual([refused]);
    expect(signedThisVersion(shown)).toHaveLength(1);
  });
});

describe('a JSA’s own actions on the phone', () => {
  it('are its create and its sign-ons, not another JSA’s', () => {
    const other = '0197a4c0-0000-7000-8000-000000000002';
    const create = queuedJsa();
    const mine = queuedAttendee('Will Worker', '21:10');
    const own = queuedOwnSignature('21:11', 1);
    const theirs = queuedAttendee('Pat Plumber', '21:11', { jsaId: other });
    expect(commandsOfJsa([create, mine, theirs, own], JSA_ID)).toEqual({ create, signOns: [mine, own] });
    expect(commandsOfJsa([create, mine, theirs], other)).toEqual({ create: undefined, signOns: [theirs] });
  });
});
