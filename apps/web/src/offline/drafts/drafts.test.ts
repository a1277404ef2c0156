import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allDrafts, closeDraftDatabase, deleteDraft } from './draft-db';
import { createDraftWriter } from './draft-writer';
import { DRAFT_DAYS, draftKey, forgetDraft, keepDraft, keepableValues, pruneDrafts, readDraft, restoreQuestion, sameValues } from './drafts';

/* Form drafts on the device (fake-indexeddb here): whose they are, what is kept, how long, and the debounced writes. */

const DAY = 24 * 60 * 60 * 1000;
const typedAt = new Date(2026, 10, 26, 10, 42, 7);
const sam = { userId: 'u-sam', form: 'worksite' };

afterEach(async () => {
  // Fake timers would stop fake-indexeddb's own callbacks.
  vi.useRealTimers();
  for (const draft of await allDrafts()) await deleteDraft(draft.key);
  closeDraftDatabase();
});

describe('a draft', () => {
  it('is kept per person, per form and per record, and read back with when it was typed', async () => {
    await keepDraft(sam, { name: 'Bondi Pavilion' }, { now: typedAt });
    await keepDraft({ ...sam, recordId: 'site-1' }, { name: 'Smith St' }, { now: typedAt });

    expect(await readDraft(sam)).toMatchObject({ values: { name: 'Bondi Pavilion' }, savedAt: typedAt.getTime() });
    expect((await readDraft({ ...sam, recordId: 'site-1' }))?.values).toEqual({ name: 'Smith St' });
    expect(await readDraft({ ...sam, recordId: 'site-2' })).toBeNull();
    expect(await readDraft({ ...sam, userId: 'u-alex' })).toBeNull();
    expect(await readDraft({ ...sam, form: 'contact' })).toBeNull();
  });

  it('keeps the id a create form made for its record, so a restored form saves the same record', async () => {
    await keepDraft(sam, { name: 'Bondi Pavilion' }, { now: typedAt, deviceId: '0193a0b0-0000-7000-8000-000000000001' });
    expect(await readDraft(sam)).toMatchObject({ deviceId: '0193a0b0-0000-7000-8000-000000000001' });
    await keepDraft({ ...sam, recordId: 'site-1' }, { name: 'Smith St' }, { now: typedAt });
    expect(await readDraft({ ...sam, recordId: 'site-1' })).not.toHaveProperty('deviceId');
  });

  it('is replaced by newer typing and gone once forgotten (saved or discarded)', async () => {
    await keepDraft(sam, { name: 'Bondi' }, { now: typedAt });
    await keepDraft(sam, { name: 'Bondi Pavilion' }, { now: new Date(typedAt.getTime() + 60_000) });
    expect(await allDrafts()).toHaveLength(1);
    expect((await readDraft(sam))?.values).toEqual({ name: 'Bondi Pavilion' });

    await forgetDraft(sam);
    expect(await readDraft(sam)).toBeNull();
  });

  it(`expires after ${DRAFT_DAYS} days, when read or when the device is tidied`, async () => {
    await keepDraft(sam, { name: 'Old' }, { now: typedAt });
    await keepDraft({ ...sam, form: 'job' }, { title: 'Old job' }, { now: typedAt });
    await keepDraft({ ...sam, form: 'contact' }, { firstName: 'New' }, { now: new Date(typedAt.getTime() + 10 * DAY) });
    const later = new Date(typedAt.getTime() + (DRAFT_DAYS + 1) * DAY);

    expect(await readDraft(sam, new Date(typedAt.getTime() + DRAFT_DAYS * DAY - 1))).not.toBeNull();
    expect(await readDraft(sam, later)).toBeNull();
    expect(await pruneDrafts(later)).toBe(1);
    expect((await allDrafts()).map((draft) => draft.key)).toEqual([draftKey({ ...sam, form: 'contact' })]);
  });

  it('never keeps a password, a secret or a file', async () => {
    const photo = new Blob(['png'], { type: 'image/png' });
    const values = {
      email: 'sam@example.com',
      password: 'Demo-Passw0rd!',
      newPassword: 'x',
      logo: photo,
      photos: [photo],
      startsOn: typedAt,
      nested: { apiToken: 't', role: 'SAH' },
    };
    expect(keepableValues(values)).toEqual({ email: 'sam@example.com', photos: [], startsOn: typedAt, nested: { role: 'SAH' } });

    await keepDraft(sam, values, { now: typedAt });
    const kept = (await readDraft(sam))?.values;
    expect(kept).not.toHaveProperty('password');
    expect(kept).not.toHaveProperty('logo');
    expect(kept?.startsOn).toEqual(typedAt);
  });

  it('is offered only when it would change the form', () => {
    expect(sameValues({ name: 'A', logo: new Blob(['x']) }, { name: 'A' })).toBe(true);
    expect(sameValues({ name: 'A' }, { name: 'B' })).toBe(false);
  });
});

describe('the offer', () => {
  it('says the day, month and 24-hour time it was typed, in local time', () => {
    expect(restoreQuestion(typedAt)).toBe('Restore what you typed on 26/11 at 10:42?');
    expect(restoreQuestion(new Date(2027, 0, 3, 7, 5))).toBe('Restore what you typed on 03/01 at 07:05?');
    expect(restoreQuestion(new Date(2027, 0, 3, 19, 5).getTime())).toBe('Restore what you typed on 03/01 at 19:05?');
  });
});

describe('the writer', () => {
  it('writes once the typing pauses, with the last values only', () => {
    vi.useFakeTimers();
    const write = vi.fn();
    const writer = createDraftWriter<string>(write, 500);
    writer.schedule('B');
    vi.advanceTimersByTime(300);
    writer.schedule('Bo');
    writer.schedule('Bon');
    vi.advanceTimersByTime(499);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith('Bon');
  });

  it('writes at once when flushed (the page goes away), and nothing after a save cancels it', () => {
    vi.useFakeTimers();
    const write = vi.fn();
    const writer = createDraftWriter<string>(write, 500);
    writer.schedule('Bondi');
    writer.flush();
    expect(write).toHaveBeenCalledWith('Bondi');
    writer.flush();
    expect(write).toHaveBeenCalledTimes(1);

    writer.schedule('Bondi Pavilion');
    writer.cancel();
    vi.advanceTimersByTime(1_000);
    expect(write).toHaveBeenCalledTimes(1);
  });
});
