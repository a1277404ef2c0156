import { PRESTART_TALK_MESSAGES } from '@hivis/contracts';
import type { TAssignment } from '@hivis/contracts';
import { describe, expect, it } from 'vitest';
import { CHOOSE_SIGNER, SOMEONE_ELSE, crewOf, resolveSigner, signerOptions } from './sign-on-choice';
import type { TSignedPerson } from './sign-on-choice';

/* "Who is signing?": the crew less those signed, the presenter, Someone else; checked with the server's words. */

const person = (userId: string, firstName: string, lastName: string, status: TAssignment['status']): TAssignment => ({
  id: `assignment-${userId}`,
  jobId: 'j1',
  userId,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  role: 'NAH',
  status,
  respondedOn: null,
  assignedOn: '2026-11-20T00:00:00.000Z',
});

const row = (signerName: string, userId: string | null): TSignedPerson => ({ signerName, userId });
const MESSAGES = { signerName: PRESTART_TALK_MESSAGES.signerName, signedAlready: PRESTART_TALK_MESSAGES.signedAlready };

const crew = crewOf([
  person('u3', 'Will', 'Worker', 'accepted'),
  person('u2', 'Pat', 'Plumber', 'offered'),
  person('u4', 'Dee', 'Declined', 'declined'),
  person('u5', 'Rae', 'Removed', 'removed'),
  { ...person('u6', '', '', 'accepted'), email: 'kim@example.com' },
]);
const me = { userId: 'u1', name: 'Sam Supervisor' };

describe('the crew', () => {
  it('is the people offered or on the job, by name, an unnamed one by email', () => {
    expect(crew).toEqual([
      { userId: 'u6', name: 'kim@example.com' },
      { userId: 'u2', name: 'Pat Plumber' },
      { userId: 'u3', name: 'Will Worker' },
    ]);
  });
});

describe('the choices', () => {
  it('puts the presenter first, leaves out whoever signed, and ends with Someone else', () => {
    const options = signerOptions(crew, me, [row('Pat Plumber', 'u2')]);
    expect(options.map((option) => option.label)).toEqual(['Sam Supervisor (you)', 'kim@example.com', 'Will Worker', 'Someone else (type their name)']);
    expect(options.at(-1)?.value).toBe(SOMEONE_ELSE);
  });

  it('lists the presenter once when they are on the crew, and not once signed', () => {
    const onCrew = { userId: 'u3', name: 'Will Worker' };
    expect(signerOptions(crew, onCrew, []).filter((option) => option.value === 'u3')).toEqual([{ value: 'u3', label: 'Will Worker (you)' }]);
    expect(signerOptions([], me, [row('Sam Supervisor', 'u1')])).toEqual([{ value: SOMEONE_ELSE, label: 'Someone else (type their name)' }]);
  });
});

describe('who signs', () => {
  const people = [me, ...crew];
  it('is the chosen person, by their name and id', () => {
    expect(resolveSigner('u3', '', people, [], MESSAGES)).toEqual({ signer: { signerName: 'Will Worker', userId: 'u3' } });
  });

  it('is the typed name, tidied, for someone else', () => {
    expect(resolveSigner(SOMEONE_ELSE, '  Vera   Visitor ', people, [], MESSAGES)).toEqual({ signer: { signerName: 'Vera Visitor', userId: null } });
  });

  it('says what is missing', () => {
    expect(resolveSigner(null, '', people, [], MESSAGES)).toEqual({ problem: CHOOSE_SIGNER });
    expect(resolveSigner(SOMEONE_ELSE, '  ', people, [], MESSAGES)).toEqual({ problem: PRESTART_TALK_MESSAGES.signerName });
    expect(resolveSigner(SOMEONE_ELSE, 'x'.repeat(121), people, [], MESSAGES)).toEqual({ problem: 'Must be at most 120 characters.' });
    expect(resolveSigner('not-on-the-crew', '', people, [], MESSAGES)).toEqual({ problem: CHOOSE_SIGNER });
  });

  it('refuses a second sign-on of the same person or name, as the server would', () => {
    const register = [row('Will Worker', 'u3'), row('Vera Visitor', null)];
    expect(resolveSigner('u3', '', people, register, MESSAGES)).toEqual({ problem: PRESTART_TALK_MESSAGES.signedAlready });
    expect(resolveSigner(SOMEONE_ELSE, 'vera  visitor', people, register, MESSAGES)).toEqual({ problem: PRESTART_TALK_MESSAGES.signedAlready });
  });
});
