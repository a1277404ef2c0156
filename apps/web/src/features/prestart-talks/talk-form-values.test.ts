import { PRESTART_TALK_MESSAGES } from '@hivis/contracts';
import { describe, expect, it } from 'vitest';
import { jobFromLinkState, jobOfToday, newTalkValues, toTalkBody, validateTalkValues } from './talk-form-values';

const JOB = { id: '0197a4c0-0000-7000-8000-0000000000aa', title: 'Bathroom fit-out', jobNumber: null, worksiteName: 'Wynnum' };

describe('the new talk’s form', () => {
  it('asks for the job and a topic, in the server’s words', () => {
    expect(validateTalkValues(newTalkValues())).toEqual({ job: PRESTART_TALK_MESSAGES.jobId, topics: PRESTART_TALK_MESSAGES.topics });
    expect(validateTalkValues({ ...newTalkValues(JOB), topics: ['PPE for today'] })).toEqual({});
  });

  it('says a long hazards text on its field', () => {
    expect(validateTalkValues({ ...newTalkValues(JOB), topics: ['PPE for today'], hazards: 'x'.repeat(2001) })).toEqual({
      hazards: 'Must be at most 2000 characters.',
    });
  });

  it('sends the talk under the phone’s id, leaving blank texts out', () => {
    expect(toTalkBody({ ...newTalkValues(JOB), topics: ['PPE for today'], hazards: '  Wet scaffold boards ', notes: '  ' }, 'talk-id')).toEqual({
      id: 'talk-id',
      jobId: JOB.id,
      topics: ['PPE for today'],
      hazards: 'Wet scaffold boards',
      notes: undefined,
    });
  });
});

describe('the job a talk is started for', () => {
  it('takes the job a link brought, when it is the one asked for', () => {
    expect(jobFromLinkState({ job: JOB }, JOB.id)).toEqual(JOB);
    expect(jobFromLinkState({ job: { ...JOB, jobNumber: 'J-104' } }, JOB.id)?.jobNumber).toBe('J-104');
    // Another job's state (a link edited by hand), none, or a bad one: the form asks.
    expect(jobFromLinkState({ job: JOB }, 'another-job')).toBeNull();
    expect(jobFromLinkState(null, JOB.id)).toBeNull();
    expect(jobFromLinkState({ job: { id: JOB.id } }, JOB.id)).toBeNull();
    expect(jobFromLinkState({ job: JOB }, null)).toBeNull();
  });

  it('keeps a job of today’s list with its site', () => {
    expect(jobOfToday({ jobId: JOB.id, title: JOB.title, worksiteName: 'Wynnum' })).toEqual(JOB);
  });
});
