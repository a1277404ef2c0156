import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ZAuditTemplateDetailsSchema } from '@hivis/contracts';
import type { TAuditTemplateDetails } from '@hivis/contracts';
import { auditFiles, closeAuditsInProgressDatabase, deleteAuditInProgress, putAuditFile, putAuditInProgress } from './audit-in-progress-db';
import type { TAuditFile } from './audit-in-progress-db';
import { auditProblems, auditProgress, auditSubmission, liveStates, shownSections, startAudit } from './audit-run';

/* Doing an audit on the phone: what shows as answers change, what is left, and what is sent. */

const template: TAuditTemplateDetails = ZAuditTemplateDetailsSchema.parse({
  id: '0190a0b0-0000-7000-8000-000000000001',
  name: 'Gate check',
  description: 'Each morning.',
  auditType: 'company',
  version: 3,
  sectionCount: 2,
  questionCount: 4,
  derivedFromAuditTemplateId: null,
  derivedFromName: null,
  createdBy: null,
  createdOn: '2026-11-01T00:00:00.000Z',
  updatedOn: '2026-11-01T00:00:00.000Z',
  archivedOn: null,
  versions: [],
  sections: [
    {
      id: 'sign',
      title: 'Sign off',
      order: 1,
      elements: [{ id: 'photo', prompt: 'Photo of the gate', type: 'photo', required: true }],
    },
    {
      id: 'gate',
      title: 'Gate',
      order: 0,
      elements: [
        {
          id: 'locked',
          prompt: 'Gate locked?',
          type: 'boolean',
          required: true,
          constraints: { booleanFailsOn: 'no' },
          onFail: { requireNote: true, requirePhoto: true },
        },
        { id: 'people', prompt: 'People on site', type: 'number', constraints: { min: 0, max: 30 } },
        { id: 'why', prompt: 'Why not?', type: 'text', required: true, visibleWhen: { '==': [{ var: 'locked' }, 'no'] } },
      ],
    },
  ],
});

const P1 = '0190a0b0-0000-7000-8000-0000000000a1';
const P2 = '0190a0b0-0000-7000-8000-0000000000a2';
const P3 = '0190a0b0-0000-7000-8000-0000000000a3';
const file = (id: string): TAuditFile => ({ id, auditKey: 'k', fileType: 'audit_photo', name: `${id}.jpg`, blob: new Blob([id], { type: 'image/jpeg' }) });

afterEach(() => closeAuditsInProgressDatabase());

describe('doing an audit', () => {
  it('starts on the template’s current version, its sections in order, with an id of its own', () => {
    const audit = startAudit('u1', template, { jobId: 'job-1' }, new Date('2026-11-27T09:00:00Z'));
    expect(audit).toMatchObject({ key: 'u1|0190a0b0-0000-7000-8000-000000000001|job-1', version: 3, startedAt: '2026-11-27T09:00:00.000Z', sectionIndex: 0 });
    expect(audit.sections.map((section) => section.id)).toEqual(['gate', 'sign']);
    expect(audit.id).not.toBe(startAudit('u1', template, { jobId: 'job-1' }).id);
  });

  it('shows a follow-up question once the answer asks for it, and counts it in the progress', () => {
    const { sections } = startAudit('u1', template, { jobId: null });
    const clear = liveStates(sections, { locked: 'yes' });
    expect(clear.get('why')?.visible).toBe(false);
    expect(auditProgress(sections, { locked: 'yes' }, clear)).toEqual({ answered: 1, total: 3 });
    const failed = liveStates(sections, { locked: 'no' });
    expect(failed.get('why')).toEqual({ visible: true, required: true, failed: false });
    expect(failed.get('locked')?.failed).toBe(true);
    expect(auditProgress(sections, { locked: 'no' }, failed)).toEqual({ answered: 1, total: 4 });
    // A half-typed number opens nothing and counts as an answer to fix, not a number.
    expect(liveStates(sections, { locked: 'yes', people: '4.' }).get('people')?.visible).toBe(true);
    expect(shownSections(sections, failed).map((section) => section.id)).toEqual(['gate', 'sign']);
  });

  it('lists what is missing with its question and section, in the server’s words', () => {
    const audit = { ...startAudit('u1', template, { jobId: null }), answers: { locked: 'no', people: 'four' } };
    expect(auditProblems(audit).map(({ path, prompt, sectionIndex }) => [path, prompt, sectionIndex])).toEqual([
      ['notes.locked', 'Gate locked?', 0],
      ['evidence.locked', 'Gate locked?', 0],
      ['answers.people', 'People on site', 0],
      ['answers.why', 'Why not?', 0],
      ['answers.photo', 'Photo of the gate', 1],
    ]);
  });

  it('sends what the server keeps, with only the files it names', () => {
    const audit = {
      ...startAudit('u1', template, { jobId: 'job-1' }),
      answers: { locked: 'yes', why: 'left over', photo: [P1] },
      notes: { locked: 'no longer failing' },
      evidence: { locked: [P2] },
    };
    const { body, files } = auditSubmission(audit, [file(P1), file(P2), file(P3)]);
    expect(body).toEqual({
      id: audit.id,
      auditTemplateId: template.id,
      version: 3,
      jobId: 'job-1',
      startedAt: audit.startedAt,
      answers: { locked: 'yes', photo: [P1] },
      notes: {},
      evidence: {},
    });
    expect(files.map((each) => each.id)).toEqual([P1]);
  });

  it('keeps the audit and its photos on the phone, and forgets them together', async () => {
    const audit = startAudit('u1', template, { jobId: null });
    await putAuditInProgress(audit);
    await putAuditFile({ ...file('p-1'), auditKey: audit.key });
    await putAuditFile({ ...file('p-9'), auditKey: 'someone else’s' });
    expect((await auditFiles(audit.key)).map((each) => each.id)).toEqual(['p-1']);
    await deleteAuditInProgress(audit.key);
    expect(await auditFiles(audit.key)).toEqual([]);
    expect(await auditFiles('someone else’s')).toHaveLength(1);
  });
});
