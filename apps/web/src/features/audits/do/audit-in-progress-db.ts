import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { TAuditOccurrenceRef, TAuditSection } from '@hivis/contracts';
import { DRAFT_DAYS } from '../../../offline/drafts/drafts';

/*
 * An audit being done, kept on the phone as it is answered: a walk round a site takes twenty
 * minutes with no signal, and a reload, a closed tab or a flat battery must not lose a single
 * answer or photo. IndexedDB, like the outbox and form drafts, because it keeps the photos as
 * they are (Blobs) and survives signing out. The answers and the photos are kept apart, so typing
 * a note rewrites a small record, not every photo with it.
 */

export type TAuditInProgress = {
  /** `${userId}|${templateId}|${jobId or 'none'}`: one audit in progress per person, template and job. */
  key: string;
  userId: string;
  /** The submitted audit's id, made on the phone when it was started, so the outbox stores it once. */
  id: string;
  templateId: string;
  templateName: string;
  /** The version started, with its questions: the audit answers what the person saw, however the template changes meanwhile. */
  version: number;
  sections: TAuditSection[];
  jobId: string | null;
  startedAt: string;
  answers: Record<string, unknown>;
  notes: Record<string, string>;
  evidence: Record<string, string[]>;
  /** The section on screen, so a reload opens where the person was. */
  sectionIndex: number;
  /** When last answered (ms since 1970). */
  savedAt: number;
  /** Done for an assignment's occurrence (started from the list of audits due, or a reminder's link). */
  occurrence?: TAuditOccurrenceRef | null;
  /** Answered through a web link by someone with no account: the link, and its page's form token when the audit was started. */
  link?: TAuditLinkRef;
  /** Who answers through a link, given on the last step; `website` is the field people never see (a script fills it). */
  respondent?: TRespondent;
};

export type TAuditLinkRef = { uuid: string; formToken: string };
export type TRespondent = { name: string; email: string; website: string };

/** A photo, recording, signature or file taken for an audit, under the id its answer names. */
export type TAuditFile = {
  id: string;
  /** The audit it belongs to (its key). */
  auditKey: string;
  fileType: 'audit_photo' | 'audit_audio' | 'audit_file' | 'audit_signature_photo';
  name: string;
  blob: Blob;
  /** A photo's moment of taking, by the camera file (sent with the upload, shown on the audit). */
  takenAt?: string | null;
};

interface TAuditsInProgressSchema extends DBSchema {
  audits: { key: string; value: TAuditInProgress };
  files: { key: string; value: TAuditFile; indexes: { byAudit: string } };
}

const DB_NAME = 'hivis-audits-in-progress';
let opening: Promise<IDBPDatabase<TAuditsInProgressSchema>> | null = null;

function database(): Promise<IDBPDatabase<TAuditsInProgressSchema>> {
  opening ??= openDB<TAuditsInProgressSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('audits', { keyPath: 'key' });
      db.createObjectStore('files', { keyPath: 'id' }).createIndex('byAudit', 'auditKey');
    },
  });
  return opening;
}

/** Kept as long as a form draft: long enough for a rostered week off. */
const KEPT_MS = DRAFT_DAYS * 24 * 60 * 60 * 1000;

/** Still worth carrying on with: answered in the last two weeks. */
export function isKept(audit: TAuditInProgress, now = Date.now()): boolean {
  return now - audit.savedAt < KEPT_MS;
}

/**
 * `userId`: the person's id, or `link:{uuid}` for an audit answered through a web link. An
 * assignment's occurrence is an audit of its own: this week's check does not carry on last week's.
 */
export function auditInProgressKey(userId: string, templateId: string, jobId: string | null, occurrence?: TAuditOccurrenceRef | null): string {
  const base = `${userId}|${templateId}|${jobId ?? 'none'}`;
  return occurrence ? `${base}|${occurrence.assignmentId}|${occurrence.on}` : base;
}

export async function getAuditInProgress(key: string): Promise<TAuditInProgress | undefined> {
  return (await database()).get('audits', key);
}

/** A person's audits in progress on this phone. */
export async function auditsInProgressOf(userId: string): Promise<TAuditInProgress[]> {
  return (await (await database()).getAll('audits')).filter((audit) => audit.userId === userId);
}

export async function putAuditInProgress(audit: TAuditInProgress): Promise<void> {
  await (await database()).put('audits', audit);
}

export async function putAuditFile(file: TAuditFile): Promise<void> {
  await (await database()).put('files', file);
}

export async function deleteAuditFile(id: string): Promise<void> {
  await (await database()).delete('files', id);
}

export async function auditFiles(auditKey: string): Promise<TAuditFile[]> {
  return (await database()).getAllFromIndex('files', 'byAudit', auditKey);
}

/** Forgets the audit and its files together: submitted (the outbox holds them now) or thrown away. */
export async function deleteAuditInProgress(key: string): Promise<void> {
  const db = await database();
  const tx = db.transaction(['audits', 'files'], 'readwrite');
  const files = await tx.objectStore('files').index('byAudit').getAllKeys(key);
  await Promise.all([tx.objectStore('audits').delete(key), ...files.map((id) => tx.objectStore('files').delete(id)), tx.done]);
}

/** For tests: forget the open connection so a fresh database is opened next time. */
export function closeAuditsInProgressDatabase(): void {
  void opening?.then((db) => db.close());
  opening = null;
}
