import { describe, expect, it } from 'vitest';
import { AUDIT_ANSWER_MESSAGES, ZAuditResponseInputSchema, ZNewAuditResponseSchema, checkAuditAnswers } from './audit-answers.js';
import type { TAuditSubmission } from './audit-answers.js';
import { questionStates } from './audit-scoring.js';
import { ZAuditTemplateInputSchema } from './audit-templates.js';
import type { TAuditTemplateInput } from './audit-templates.js';

const M = AUDIT_ANSWER_MESSAGES;
/** A valid UUID v7, different for each n. */
const uuid = (n: number) => `0190a6c2-7b3e-7c1a-8f00-${String(n).padStart(12, '0')}`;

const sectionsOf = (sections: TAuditTemplateInput['sections']) =>
  ZAuditTemplateInputSchema.parse({ name: 'Site audit', description: 'Weekly.', sections }).sections;

/** One question of every type, none required, so each answer is checked on its own. */
const EVERY_TYPE = sectionsOf([
  {
    id: 'all',
    order: 0,
    elements: [
      { id: 'yes-no', prompt: 'Gate shut?', type: 'boolean', constraints: { allowNa: false } },
      { id: 'yes-no-na', prompt: 'Gate shut?', type: 'boolean', constraints: { allowNa: true } },
      { id: 'safe', prompt: 'Edge protection', type: 'boolean', constraints: { booleanStyle: 'safe_at_risk' } },
      {
        id: 'radio',
        prompt: 'Housekeeping',
        type: 'multi_radio',
        options: [
          { id: 'good', value: 'Good' },
          { id: 'poor', value: 'Poor' },
        ],
      },
      {
        id: 'checklist',
        prompt: 'PPE worn',
        type: 'multi_checklist',
        options: [
          { id: 'hat', value: 'Hard hat' },
          { id: 'boots', value: 'Boots' },
        ],
      },
      {
        id: 'select',
        prompt: 'Trades on site',
        type: 'multi_select',
        options: [
          { id: 'sparky', value: 'Electrician' },
          { id: 'chippy', value: 'Carpenter' },
        ],
      },
      { id: 'text', prompt: 'Comments', type: 'text' },
      { id: 'long-text', prompt: 'Report', type: 'text', constraints: { multiline: true } },
      { id: 'plain', prompt: 'Supervisor', type: 'text', constraints: { textFormat: 'none' } },
      { id: 'abn', prompt: 'Subcontractor ABN', type: 'text', constraints: { textFormat: 'abn' } },
      { id: 'phone', prompt: 'Site phone', type: 'text', constraints: { textFormat: 'phone' } },
      { id: 'percentage', prompt: 'Complete', type: 'text', constraints: { textFormat: 'percentage' } },
      { id: 'currency', prompt: 'Cost of repairs', type: 'text', constraints: { textFormat: 'currency' } },
      { id: 'number', prompt: 'Workers on site', type: 'number' },
      { id: 'bounded', prompt: 'Scaffold height (m)', type: 'number', constraints: { min: 0, max: 60, decimals: 1 } },
      { id: 'floor', prompt: 'Temperature', type: 'number', constraints: { min: -10 } },
      { id: 'whole', prompt: 'Ladders', type: 'number', constraints: { max: 10, decimals: 0 } },
      { id: 'slider', prompt: 'Tidiness', type: 'slider', constraints: { min: 0, max: 10, step: 0.5 } },
      { id: 'fine-slider', prompt: 'Wind', type: 'slider', constraints: { min: 0.1, max: 1, step: 0.1 } },
      { id: 'signature', prompt: 'Supervisor sign-off', type: 'signature' },
      { id: 'date', prompt: 'Last inspected', type: 'date' },
      { id: 'datetime', prompt: 'Incident time', type: 'datetime' },
      { id: 'time', prompt: 'Start time', type: 'time' },
      { id: 'audio', prompt: 'Voice note', type: 'audio' },
      { id: 'photo', prompt: 'Photos of the gate', type: 'photo', constraints: { maxFiles: 2 } },
      { id: 'photos', prompt: 'Site photos', type: 'photo' },
      { id: 'file', prompt: 'Test certificates', type: 'file' },
      { id: 'show-file', prompt: 'Read the site rules', type: 'show_file', constraints: { fileId: uuid(999) } },
      { id: 'location', prompt: 'Where are you?', type: 'show_location' },
    ],
  },
]);

const problemsOf = (sections: typeof EVERY_TYPE, answers: Record<string, unknown>, extra: Partial<TAuditSubmission> = {}) =>
  checkAuditAnswers(sections, { answers, notes: {}, evidence: {}, ...extra });

describe('audit answers: each type’s shape', () => {
  it.each<{ name: string; questionId: string; answer: unknown; message: string | null }>([
    { name: 'boolean: yes', questionId: 'yes-no', answer: 'yes', message: null },
    { name: 'boolean: no', questionId: 'yes-no', answer: 'no', message: null },
    { name: 'boolean: N/A refused when not offered', questionId: 'yes-no', answer: 'na', message: M.yesNo },
    { name: 'boolean: N/A allowed when offered', questionId: 'yes-no-na', answer: 'na', message: null },
    { name: 'boolean: true is not an answer', questionId: 'yes-no-na', answer: true, message: M.yesNoNa },
    { name: 'boolean: safe / at risk words', questionId: 'safe', answer: 'Safe', message: M.safeAtRisk },
    { name: 'multi_radio: an option', questionId: 'radio', answer: 'poor', message: null },
    { name: 'multi_radio: another question’s option', questionId: 'radio', answer: 'hat', message: M.option },
    { name: 'multi_radio: a list', questionId: 'radio', answer: ['good'], message: M.option },
    { name: 'multi_checklist: options', questionId: 'checklist', answer: ['hat', 'boots'], message: null },
    { name: 'multi_checklist: an option twice', questionId: 'checklist', answer: ['hat', 'hat'], message: M.options },
    { name: 'multi_checklist: one option not in a list', questionId: 'checklist', answer: 'hat', message: M.options },
    { name: 'multi_select: an option', questionId: 'select', answer: ['chippy'], message: null },
    { name: 'multi_select: an unknown option', questionId: 'select', answer: ['chippy', 'plumber'], message: M.options },
    { name: 'text: text', questionId: 'text', answer: 'All good', message: null },
    { name: 'text: a number', questionId: 'text', answer: 42, message: M.text },
    { name: 'text: 500 characters', questionId: 'text', answer: 'a'.repeat(500), message: null },
    { name: 'text: 501 characters', questionId: 'text', answer: 'a'.repeat(501), message: M.textLength(500) },
    { name: 'text: multiline takes 5000', questionId: 'long-text', answer: 'a'.repeat(5000), message: null },
    { name: 'text: multiline refuses 5001', questionId: 'long-text', answer: 'a'.repeat(5001), message: M.textLength(5000) },
    { name: 'text format none: anything', questionId: 'plain', answer: 'Jo (site lead) #2', message: null },
    { name: 'abn: valid', questionId: 'abn', answer: '53004085616', message: null },
    { name: 'abn: valid with spaces', questionId: 'abn', answer: '51 824 753 556', message: null },
    { name: 'abn: wrong check digits', questionId: 'abn', answer: '51 824 753 557', message: M.abn },
    { name: 'abn: letters', questionId: 'abn', answer: 'ABN 51824753556', message: M.abn },
    { name: 'abn: too short', questionId: 'abn', answer: '5182475355', message: M.abn },
    { name: 'phone: mobile', questionId: 'phone', answer: '0412 345 678', message: null },
    { name: 'phone: international with brackets', questionId: 'phone', answer: '+61 (2) 9876-5432', message: null },
    { name: 'phone: too few digits', questionId: 'phone', answer: '1234 567', message: M.phone },
    { name: 'phone: letters', questionId: 'phone', answer: '0412 345 678 ext 2', message: M.phone },
    { name: 'percentage: whole', questionId: 'percentage', answer: '100', message: null },
    { name: 'percentage: decimals and %', questionId: 'percentage', answer: '42.55%', message: null },
    { name: 'percentage: over 100', questionId: 'percentage', answer: '100.01', message: M.percentage },
    { name: 'percentage: three decimals', questionId: 'percentage', answer: '42.555', message: M.percentage },
    { name: 'percentage: negative', questionId: 'percentage', answer: '-5', message: M.percentage },
    { name: 'currency: dollars and cents', questionId: 'currency', answer: '1234.50', message: null },
    { name: 'currency: with $ and commas', questionId: 'currency', answer: '$1,234.50', message: null },
    { name: 'currency: whole dollars', questionId: 'currency', answer: '1234', message: null },
    { name: 'currency: one cent digit', questionId: 'currency', answer: '1234.5', message: M.currency },
    { name: 'currency: commas in the wrong place', questionId: 'currency', answer: '12,34', message: M.currency },
    { name: 'currency: words', questionId: 'currency', answer: 'about $50', message: M.currency },
    { name: 'number: any number', questionId: 'number', answer: -3.25, message: null },
    { name: 'number: text that looks like one', questionId: 'number', answer: '12', message: M.number },
    { name: 'number: not finite', questionId: 'number', answer: Number.POSITIVE_INFINITY, message: M.number },
    { name: 'number: within limits, one decimal', questionId: 'bounded', answer: 12.5, message: null },
    { name: 'number: the top limit', questionId: 'bounded', answer: 60, message: null },
    { name: 'number: over the top limit', questionId: 'bounded', answer: 60.5, message: M.range(0, 60) },
    { name: 'number: under the bottom limit', questionId: 'bounded', answer: -1, message: M.range(0, 60) },
    { name: 'number: too many decimals', questionId: 'bounded', answer: 12.25, message: M.decimals(1) },
    { name: 'number: only a lowest value', questionId: 'floor', answer: -11, message: M.atLeast(-10) },
    { name: 'number: only a highest value', questionId: 'whole', answer: 11, message: M.atMost(10) },
    { name: 'number: whole numbers only', questionId: 'whole', answer: 2.5, message: M.decimals(0) },
    { name: 'slider: on a step', questionId: 'slider', answer: 7.5, message: null },
    { name: 'slider: between steps', questionId: 'slider', answer: 7.3, message: M.step(0, 10, 0.5) },
    { name: 'slider: off the end', questionId: 'slider', answer: 10.5, message: M.range(0, 10) },
    { name: 'slider: text', questionId: 'slider', answer: '5', message: M.number },
    { name: 'slider: on a step despite floating error', questionId: 'fine-slider', answer: 0.3, message: null },
    { name: 'slider: off a fine step', questionId: 'fine-slider', answer: 0.35, message: M.step(0.1, 1, 0.1) },
    { name: 'signature: a file id', questionId: 'signature', answer: uuid(1), message: null },
    { name: 'signature: a drawing, not a file', questionId: 'signature', answer: 'data:image/png;base64,AAAA', message: M.signature },
    { name: 'date: a real date', questionId: 'date', answer: '2024-02-29', message: null },
    { name: 'date: not a real date', questionId: 'date', answer: '2023-02-29', message: M.date },
    { name: 'date: another format', questionId: 'date', answer: '29/02/2024', message: M.date },
    { name: 'datetime: with offset', questionId: 'datetime', answer: '2025-03-01T07:30:00+11:00', message: null },
    { name: 'datetime: without offset', questionId: 'datetime', answer: '2025-03-01T07:30:00', message: M.datetime },
    { name: 'time: 24 hour', questionId: 'time', answer: '23:59', message: null },
    { name: 'time: out of range', questionId: 'time', answer: '24:00', message: M.time },
    { name: 'time: 12 hour', questionId: 'time', answer: '7:30 am', message: M.time },
    { name: 'audio: one recording', questionId: 'audio', answer: [uuid(1)], message: null },
    { name: 'audio: two recordings (one by default)', questionId: 'audio', answer: [uuid(1), uuid(2)], message: M.tooManyFiles(1, 'recording') },
    { name: 'audio: not a list', questionId: 'audio', answer: uuid(1), message: M.audio },
    { name: 'photo: up to its most', questionId: 'photo', answer: [uuid(1), uuid(2)], message: null },
    { name: 'photo: over its most', questionId: 'photo', answer: [uuid(1), uuid(2), uuid(3)], message: M.tooManyFiles(2, 'photos') },
    { name: 'photo: the same photo twice', questionId: 'photo', answer: [uuid(1), uuid(1)], message: M.duplicateFile },
    { name: 'photo: five by default', questionId: 'photos', answer: [1, 2, 3, 4, 5].map(uuid), message: null },
    { name: 'photo: six by default', questionId: 'photos', answer: [1, 2, 3, 4, 5, 6].map(uuid), message: M.tooManyFiles(5, 'photos') },
    { name: 'photo: not a file id', questionId: 'photos', answer: ['photo.jpg'], message: M.photo },
    { name: 'file: three by default', questionId: 'file', answer: [1, 2, 3].map(uuid), message: null },
    { name: 'file: four by default', questionId: 'file', answer: [1, 2, 3, 4].map(uuid), message: M.tooManyFiles(3, 'files') },
    { name: 'show_file: seen', questionId: 'show-file', answer: true, message: null },
    { name: 'show_file: not seen', questionId: 'show-file', answer: false, message: M.seen },
    { name: 'show_location: a place', questionId: 'location', answer: { lat: -33.8688, long: 151.2093, accuracy: 12 }, message: null },
    { name: 'show_location: off the globe', questionId: 'location', answer: { lat: -95, long: 151.2, accuracy: 12 }, message: M.location },
    { name: 'show_location: negative accuracy', questionId: 'location', answer: { lat: -33.8, long: 151.2, accuracy: -1 }, message: M.location },
    {
      name: 'show_location: extra keys',
      questionId: 'location',
      answer: { lat: -33.8, long: 151.2, accuracy: 5, address: '1 George St' },
      message: M.location,
    },
    { name: 'show_location: text', questionId: 'location', answer: '-33.8,151.2', message: M.location },
  ])('$name', ({ questionId, answer, message }) => {
    const result = problemsOf(EVERY_TYPE, { [questionId]: answer });
    expect(result.problems).toEqual(message === null ? [] : [{ path: `answers.${questionId}`, message }]);
    expect(result.answers).toEqual(message === null ? { [questionId]: answer } : {});
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty text', ''],
    ['blank text', '   '],
    ['an empty list', []],
  ])('%s is no answer, not a wrong one', (_name, answer) => {
    const result = problemsOf(EVERY_TYPE, { radio: answer, photo: answer, number: answer });
    expect(result.problems).toEqual([]);
    expect(result.answers).toEqual({});
  });

  it('keeps text trimmed', () => {
    expect(problemsOf(EVERY_TYPE, { text: '  All good \n' }).answers).toEqual({ text: 'All good' });
  });

  it('lists every file the answers point at, with its kind', () => {
    const result = problemsOf(EVERY_TYPE, { signature: uuid(1), audio: [uuid(2)], photo: [uuid(3), uuid(4)], file: [uuid(5)], text: 'no file' });
    expect(result.files).toEqual([
      { questionId: 'signature', fileId: uuid(1), fileType: 'audit_signature_photo' },
      { questionId: 'audio', fileId: uuid(2), fileType: 'audit_audio' },
      { questionId: 'photo', fileId: uuid(3), fileType: 'audit_photo' },
      { questionId: 'photo', fileId: uuid(4), fileType: 'audit_photo' },
      { questionId: 'file', fileId: uuid(5), fileType: 'audit_file' },
    ]);
  });
});

/** A scaffold check: a gate question, a question and a section shown only when there is scaffold. */
const SCAFFOLD = sectionsOf([
  {
    id: 'site',
    order: 0,
    elements: [
      { id: 'has-scaffold', prompt: 'Is there scaffold on site?', type: 'boolean', required: true },
      { id: 'why-none', prompt: 'Why is there no scaffold?', type: 'text', requiredWhen: { '==': [{ var: 'has-scaffold' }, 'no'] } },
      { id: 'scaffolder', prompt: 'Who put it up?', type: 'text', visibleWhen: { '==': [{ var: 'has-scaffold' }, 'yes'] } },
      {
        id: 'housekeeping',
        prompt: 'Housekeeping',
        type: 'multi_radio',
        options: [
          { id: 'good', value: 'Good' },
          { id: 'poor', value: 'Poor', failed: true },
        ],
        onFail: { requireNote: true, requirePhoto: true },
      },
      { id: 'wind', prompt: 'Wind speed (km/h)', type: 'number', constraints: { failAbove: 40 } },
    ],
  },
  {
    id: 'scaffold',
    order: 1,
    visibleWhen: { '==': [{ var: 'has-scaffold' }, 'yes'] },
    elements: [{ id: 'tag', prompt: 'Tag number', type: 'text', required: true }],
  },
]);

describe('audit answers: what shows and what is required', () => {
  it.each<{ name: string; answers: Record<string, unknown>; problems: { path: string; message: string }[]; kept: Record<string, unknown> }>([
    {
      name: 'a required question without an answer',
      answers: {},
      problems: [{ path: 'answers.has-scaffold', message: M.required }],
      kept: {},
    },
    {
      name: 'required when its condition holds',
      answers: { 'has-scaffold': 'no' },
      problems: [{ path: 'answers.why-none', message: M.required }],
      kept: { 'has-scaffold': 'no' },
    },
    {
      name: 'not required when its condition does not hold (and the section shown needs its own answer)',
      answers: { 'has-scaffold': 'yes' },
      problems: [{ path: 'answers.tag', message: M.required }],
      kept: { 'has-scaffold': 'yes' },
    },
    {
      name: 'a hidden question’s answer is dropped, not refused',
      answers: { 'has-scaffold': 'no', 'why-none': 'Single storey', scaffolder: 'Acme Scaffolding' },
      problems: [],
      kept: { 'has-scaffold': 'no', 'why-none': 'Single storey' },
    },
    {
      name: 'a hidden section: its required question is not required, its answers are dropped',
      answers: { 'has-scaffold': 'no', 'why-none': 'Single storey', tag: 'T-104' },
      problems: [],
      kept: { 'has-scaffold': 'no', 'why-none': 'Single storey' },
    },
    {
      name: 'a malformed answer in a hidden section is not the person’s to fix',
      answers: { 'has-scaffold': 'no', 'why-none': 'Single storey', tag: 104 },
      problems: [],
      kept: { 'has-scaffold': 'no', 'why-none': 'Single storey' },
    },
    {
      name: 'all answered with scaffold',
      answers: { 'has-scaffold': 'yes', scaffolder: 'Acme Scaffolding', housekeeping: 'good', tag: 'T-104' },
      problems: [],
      kept: { 'has-scaffold': 'yes', scaffolder: 'Acme Scaffolding', housekeeping: 'good', tag: 'T-104' },
    },
    {
      name: 'an id that is not a question of the audit',
      answers: { 'has-scaffold': 'no', 'why-none': 'Single storey', ghost: 'boo' },
      problems: [{ path: 'answers.ghost', message: M.unknownQuestion }],
      kept: { 'has-scaffold': 'no', 'why-none': 'Single storey' },
    },
  ])('$name', ({ answers, problems, kept }) => {
    const result = problemsOf(SCAFFOLD, answers);
    expect(result.problems).toEqual(problems);
    expect(result.answers).toEqual(kept);
  });

  it('a malformed answer opens no question or section', () => {
    // ['yes'] equals 'yes' in the logic's loose comparison: taken as it came, it would show both.
    const raw = questionStates(SCAFFOLD, { 'has-scaffold': ['yes'] });
    expect([raw.get('scaffolder')?.visible, raw.get('tag')?.required]).toEqual([true, true]);

    const result = problemsOf(SCAFFOLD, { 'has-scaffold': ['yes'], scaffolder: 'Acme Scaffolding' });
    expect(result.problems).toEqual([{ path: 'answers.has-scaffold', message: M.yesNo }]);
    expect(result.answers).toEqual({});
  });
});

describe('audit answers: failed answers', () => {
  const answered = { 'has-scaffold': 'no', 'why-none': 'Single storey' };

  it.each<{ name: string; notes: Record<string, string>; evidence: Record<string, string[]>; problems: { path: string; message: string }[] }>([
    {
      name: 'needs a note and a photo',
      notes: {},
      evidence: {},
      problems: [
        { path: 'notes.housekeeping', message: M.note },
        { path: 'evidence.housekeeping', message: M.evidence },
      ],
    },
    {
      name: 'a blank note is no note',
      notes: { housekeeping: '   ' },
      evidence: { housekeeping: [uuid(1)] },
      problems: [{ path: 'notes.housekeeping', message: M.note }],
    },
    {
      name: 'an empty list of photos is none',
      notes: { housekeeping: 'Rubbish at the gate' },
      evidence: { housekeeping: [] },
      problems: [{ path: 'evidence.housekeeping', message: M.evidence }],
    },
    { name: 'with both', notes: { housekeeping: 'Rubbish at the gate' }, evidence: { housekeeping: [uuid(1)] }, problems: [] },
  ])('$name', ({ notes, evidence, problems }) => {
    expect(problemsOf(SCAFFOLD, { ...answered, housekeeping: 'poor' }, { notes, evidence }).problems).toEqual(problems);
  });

  it('keeps the note and photos of a failed answer, and lists the photos as files', () => {
    const result = problemsOf(
      SCAFFOLD,
      { ...answered, housekeeping: 'poor', wind: 55 },
      { notes: { housekeeping: ' Rubbish at the gate ', wind: 'Gusty' }, evidence: { housekeeping: [uuid(1), uuid(2), uuid(1)] } },
    );
    expect(result.problems).toEqual([]);
    expect(result.notes).toEqual({ housekeeping: 'Rubbish at the gate', wind: 'Gusty' });
    expect(result.evidence).toEqual({ housekeeping: [uuid(1), uuid(2)] });
    expect(result.files).toEqual([
      { questionId: 'housekeeping', fileId: uuid(1), fileType: 'audit_photo' },
      { questionId: 'housekeeping', fileId: uuid(2), fileType: 'audit_photo' },
    ]);
  });

  it('a failed answer without failure rules needs neither', () => {
    expect(problemsOf(SCAFFOLD, { ...answered, wind: 55 }).problems).toEqual([]);
  });

  it('drops notes and photos on answers that did not fail, or on questions that do not show', () => {
    const result = problemsOf(
      SCAFFOLD,
      { ...answered, housekeeping: 'good', wind: 20 },
      { notes: { housekeeping: 'Tidy', wind: 'Calm', tag: 'Hidden', ghost: 'x' }, evidence: { housekeeping: [uuid(1)], tag: [uuid(2)] } },
    );
    expect(result).toEqual({ problems: [], answers: { ...answered, housekeeping: 'good', wind: 20 }, notes: {}, evidence: {}, files: [] });
  });
});

describe('audit answers: the submission', () => {
  const valid = {
    auditTemplateId: uuid(1),
    version: 3,
    jobId: uuid(2),
    worksiteId: null,
    startedAt: '2025-03-01T07:30:00+11:00',
    answers: { 'has-scaffold': 'no', 'why-none': 'Single storey' },
  };
  const issuesOf = (input: unknown) => {
    const result = ZAuditResponseInputSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('takes a submission, filling notes and photos, and checks it against the template', () => {
    const values = ZAuditResponseInputSchema.parse({ ...valid, notes: { wind: '  Gusty  ' } });
    expect(values.notes).toEqual({ wind: 'Gusty' });
    expect(values.evidence).toEqual({});
    expect(checkAuditAnswers(SCAFFOLD, values).problems).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a template id that is not an id', { auditTemplateId: 'scaffold' }, `auditTemplateId: ${M.id}`],
    ['a job id that is not an id', { jobId: '42' }, `jobId: ${M.id}`],
    ['a worksite id that is not an id', { worksiteId: 'site-1' }, `worksiteId: ${M.id}`],
    ['version 0', { version: 0 }, `version: ${M.version}`],
    ['a version that is not whole', { version: 1.5 }, `version: ${M.version}`],
    ['a start without its offset', { startedAt: '2025-03-01T07:30:00' }, `startedAt: ${M.startedAt}`],
    ['an answer to a blank id', { answers: { '': 'yes' } }, `answers.: ${M.questionId}`],
    ['an answer to an id over 64 characters', { answers: { ['q'.repeat(65)]: 'yes' } }, `answers.${'q'.repeat(65)}: ${M.questionId}`],
    ['more than 500 answers', { answers: Object.fromEntries(Array.from({ length: 501 }, (_, index) => [`q${index}`, 'yes'])) }, `answers: ${M.tooManyAnswers}`],
    ['a note over 2000 characters', { notes: { wind: 'a'.repeat(2001) } }, `notes.wind: ${M.noteLength}`],
    ['a photo that is not a file id', { evidence: { wind: ['photo.jpg'] } }, `evidence.wind.0: ${M.evidenceId}`],
    ['more than 10 photos', { evidence: { wind: Array.from({ length: 11 }, (_, index) => uuid(index)) } }, `evidence.wind: ${M.tooManyPhotos}`],
  ])('refuses %s', (_name, change, issue) => {
    expect(issuesOf({ ...valid, ...change })).toEqual([issue]);
  });

  it('takes 500 answers', () => {
    expect(issuesOf({ ...valid, answers: Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`q${index}`, 'yes'])) })).toEqual([]);
  });

  it('takes the device’s id for the new audit, and refuses a bad one', () => {
    expect(ZNewAuditResponseSchema.safeParse({ ...valid, id: uuid(9) }).success).toBe(true);
    expect(ZNewAuditResponseSchema.safeParse({ ...valid, id: 'audit-1' }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['id']);
  });
});
