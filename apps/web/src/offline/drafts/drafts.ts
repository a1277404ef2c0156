import { allDrafts, deleteDraft, getDraft, putDraft } from './draft-db';
import type { TStoredDraft } from './draft-db';

/*
 * The rules of a form draft, apart from React: whose it is, what is kept, how long, and the
 * words that offer it back.
 */

/** Two weeks: long enough to come back after a rostered week off, short enough that a stale draft of a long-finished job does not pop up. */
export const DRAFT_DAYS = 14;
const DRAFT_MS = DRAFT_DAYS * 24 * 60 * 60 * 1000;

export type TDraftAddress = {
  userId: string;
  /** Which form: 'worksite', 'project.client', 'swms.pc-details'. */
  form: string;
  /** The record an edit form changes; none for a new record. */
  recordId?: string | null;
};

export function draftKey({ userId, form, recordId }: TDraftAddress): string {
  return `${userId}|${form}|${recordId ?? 'new'}`;
}

/** A field whose name says it holds a secret: never written to the device. */
const SECRET_FIELD = /password|secret|token/i;

/**
 * What of the form's values may be kept: everything but passwords (and other secrets) and files
 * (a photo or logo is large and is chosen again in a tap). A dropped field is left out, so a
 * restore keeps whatever the form has there.
 */
export function keepableValues(values: unknown): unknown {
  if (isFile(values)) return undefined;
  if (Array.isArray(values)) return values.filter((item) => !isFile(item)).map(keepableValues);
  if (values === null || typeof values !== 'object' || values instanceof Date) return values;
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (SECRET_FIELD.test(name) || isFile(value)) continue;
    kept[name] = keepableValues(value);
  }
  return kept;
}

function isFile(value: unknown): boolean {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** Whether two sets of values would fill the form the same way (a draft equal to the form is not worth offering). */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(keepableValues(a)) === JSON.stringify(keepableValues(b));
}

export async function keepDraft(
  address: TDraftAddress,
  values: unknown,
  { deviceId, now = new Date() }: { deviceId?: string; now?: Date } = {},
): Promise<void> {
  const kept = keepableValues(values) as Record<string, unknown>;
  await putDraft({ key: draftKey(address), userId: address.userId, values: kept, savedAt: now.getTime(), ...(deviceId ? { deviceId } : {}) });
}

/** The person's draft of this form, unless it has expired (then it is removed). */
export async function readDraft(address: TDraftAddress, now = new Date()): Promise<TStoredDraft | null> {
  const draft = await getDraft(draftKey(address));
  if (!draft) return null;
  if (isExpired(draft, now)) {
    await deleteDraft(draft.key);
    return null;
  }
  return draft;
}

export async function forgetDraft(address: TDraftAddress): Promise<void> {
  await deleteDraft(draftKey(address));
}

/** Removes every expired draft on the device, of every person (drafts of forms never opened again would stay forever). */
export async function pruneDrafts(now = new Date()): Promise<number> {
  const expired = (await allDrafts()).filter((draft) => isExpired(draft, now));
  for (const draft of expired) await deleteDraft(draft.key);
  return expired.length;
}

function isExpired(draft: TStoredDraft, now: Date): boolean {
  return now.getTime() - draft.savedAt > DRAFT_MS;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "Restore what you typed on 26/11 at 10:42?", in the device's own time zone, 24-hour. */
export function restoreQuestion(savedAt: number | Date): string {
  const at = new Date(savedAt);
  return `Restore what you typed on ${pad(at.getDate())}/${pad(at.getMonth() + 1)} at ${pad(at.getHours())}:${pad(at.getMinutes())}?`;
}
