import { useCallback, useEffect, useRef, useState } from 'react';
import { queueCommand } from '../../../offline/outbox/outbox';
import {
  auditFiles,
  auditInProgressKey,
  deleteAuditFile,
  deleteAuditInProgress,
  getAuditInProgress,
  isKept,
  putAuditFile,
  putAuditInProgress,
} from './audit-in-progress-db';
import type { TAuditFile, TAuditInProgress } from './audit-in-progress-db';
import type { TAuditFileStore } from './answers/answer-props';
import { auditSubmission, startAudit, webSubmission } from './audit-run';
import type { TAuditStart, TAuditToDo } from './audit-run';

/*
 * The audit on screen, written to the phone at every answer (audit-in-progress-db.ts), and handed
 * to the device outbox on Submit. Opened again (a reload, the next morning), it carries on where
 * it was left, on the version it started with.
 */

export const AUDIT_RESPONSE_PATH = '/api/v3/audit/response';
/** An audit answered through a web link goes here, with no sign-in. */
export const WEB_AUDIT_RESPONSE_PATH = '/api/v3/audit/response/web';

/** The audit as its outbox command: a person's, or (no person) one answered through a link. */
async function queueAudit(done: TAuditInProgress): Promise<void> {
  const kept = await auditFiles(done.key);
  const link = done.link;
  const submission = link ? webSubmission({ ...done, link }, kept) : auditSubmission(done, kept);
  await queueCommand({
    userId: link ? null : done.userId,
    label: `Audit: ${done.templateName}`,
    method: 'POST',
    path: link ? WEB_AUDIT_RESPONSE_PATH : AUDIT_RESPONSE_PATH,
    body: submission.body,
    meta: { responseId: done.id, templateName: done.templateName },
    // A link's files go up through the link (its id beside each); a person's under their sign-in.
    files: submission.files.map(({ id, fileType, name, blob, takenAt }) => {
      const fields = { ...(takenAt ? { takenAt } : {}), ...(link ? { auditLinkId: link.uuid } : {}) };
      return { id, fileType, name, blob, ...(Object.keys(fields).length > 0 ? { fields } : {}) };
    }),
  });
}

export type TAuditInProgressState = {
  audit: TAuditInProgress | null;
  /** Answered before (kept on the phone), rather than started now. */
  resumed: boolean;
  store: TAuditFileStore;
  update: (change: (audit: TAuditInProgress) => TAuditInProgress) => void;
  /** Throws the answers away and starts again. */
  startAgain: () => Promise<void>;
  /** Queues the audit with its files in the outbox and forgets it here. */
  submit: () => Promise<TAuditInProgress>;
};

/**
 * `userId`: whose audit on this phone (the person's id, or linkAuditOwner for a web link's);
 * `link`: the web link it is answered through, with its page's form token (kept with the audit
 * when it starts: a reload keeps the first).
 */
export function useAuditInProgress(userId: string, template: TAuditToDo | undefined, start: TAuditStart): TAuditInProgressState {
  const { jobId, link } = start;
  // The occurrence by its parts: a new object each render must not start the audit again.
  const assignmentId = start.occurrence?.assignmentId ?? null;
  const occurrenceOn = start.occurrence?.on ?? null;
  const [audit, setAudit] = useState<TAuditInProgress | null>(null);
  const [resumed, setResumed] = useState(false);
  const [files, setFiles] = useState<TAuditFile[]>([]);
  // The latest audit for the callbacks, written before React renders it: two quick taps each see the other's answer.
  const current = useRef<TAuditInProgress | null>(null);
  // The link's token as first given: a fresh one on a refetch does not start the audit again.
  const linkRef = useRef(link);
  linkRef.current ??= link;
  const startOf = useCallback(
    (): TAuditStart => ({ jobId, occurrence: assignmentId && occurrenceOn ? { assignmentId, on: occurrenceOn } : null, link: linkRef.current }),
    [jobId, assignmentId, occurrenceOn],
  );

  useEffect(() => {
    if (!template) return;
    let live = true;
    const started = startOf();
    const key = auditInProgressKey(userId, template.id, jobId, started.occurrence);
    void Promise.all([getAuditInProgress(key), auditFiles(key)]).then(([kept, keptFiles]) => {
      if (!live) return;
      const fresh = kept !== undefined && isKept(kept);
      const next = fresh ? kept : startAudit(userId, template, started);
      current.current = next;
      setAudit(next);
      setResumed(fresh && Object.keys(kept.answers).length > 0);
      setFiles(fresh ? keptFiles : []);
    });
    return () => {
      live = false;
    };
  }, [userId, template, jobId, startOf]);

  const update = useCallback((change: (audit: TAuditInProgress) => TAuditInProgress) => {
    const before = current.current;
    if (!before) return;
    const next = { ...change(before), savedAt: Date.now() };
    current.current = next;
    setAudit(next);
    void putAuditInProgress(next);
  }, []);

  const keep = useCallback(async (file: Omit<TAuditFile, 'auditKey'>) => {
    const auditKey = current.current?.key;
    if (!auditKey) return;
    const kept = { ...file, auditKey };
    await putAuditFile(kept);
    // Kept again under its id (a photo marked up) replaces the one before.
    setFiles((before) => [...before.filter((each) => each.id !== kept.id), kept]);
  }, []);

  const drop = useCallback(async (id: string) => {
    await deleteAuditFile(id);
    setFiles((before) => before.filter((file) => file.id !== id));
  }, []);

  const startAgain = useCallback(async () => {
    const before = current.current;
    if (!before || !template) return;
    await deleteAuditInProgress(before.key);
    const next = startAudit(userId, template, startOf());
    current.current = next;
    setAudit(next);
    setResumed(false);
    setFiles([]);
  }, [userId, template, startOf]);

  const submit = useCallback(async () => {
    const done = current.current;
    if (!done) throw new Error('No audit is open.');
    await queueAudit(done);
    // The outbox holds the audit and its files now: nothing more is written to the copy here (a
    // photo still being saved would bring it back), and the copy goes, or it would be offered again.
    current.current = null;
    await deleteAuditInProgress(done.key);
    return done;
  }, []);

  return { audit, resumed, store: { files, keep, drop }, update, startAgain, submit };
}
