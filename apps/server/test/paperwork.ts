import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { isPahRoles, type TPermission } from '@hivis/contracts';
import type { JobRow } from '../src/db/schema/index.js';
import { files, jobAssignments, jobs, paperworkSignOns, paperworkSigningRequests, paperworkVersions } from '../src/db/schema/index.js';
import type { AccessScope } from '../src/platform/access/with-access.js';
import { withAccess } from '../src/platform/access/with-access.js';
import { notFound } from '../src/platform/errors.js';
import { readStoredBytes } from '../src/platform/pdf/stored-bytes.js';
import { withSystem, withTenant } from '../src/platform/tenancy/tenant.js';
import { defineKind, signatureFolder, type PaperworkRecord } from '../src/modules/paperwork/index.js';
import { png } from './samples.js';
import { buildTeam, type Member } from './team.js';
import type { TestApp } from './test-app.js';
import { buildAssignment, buildJob } from './work-factories.js';

/*
 * The paperwork core's tests carry it through a kind of their own, "test-note": a note issued on
 * a job, signed by the people on it or by anyone with a link. Its record is the job itself, so the
 * tests need no table of their own; its rules are the ones SWMS has (staff only on their jobs).
 */

export type TestNote = PaperworkRecord & { jobNumber: string | null };
export type TestNoteExtra = { issuedBy: string | null };

export const testNoteKind = defineKind<TestNote, TestNoteExtra>({
  key: 'test-note',
  area: 'jobs',
  recordField: 'jobId',
  messages: {
    noun: 'Note',
    notIssued: 'Issue the note before it is signed.',
    expired: 'This signing link has expired. Please ask for a new one.',
    used: 'This link has already been used to sign.',
    newerVersion: 'A newer version of this note was issued after you read it.',
    signedAlready: 'You have already signed this version of the note.',
    name: 'Please enter your name.',
    signature: 'Please sign again: the signature was not saved.',
    rateLimited: 'Too many attempts from this connection. Please wait a few minutes and try again.',
    sendLimit: 'Your company has sent a lot of signing emails in the last hour. Please wait a while and try again.',
    signedCurrent: 'Already signed this version.',
  },
  // The generic document type and the audit's signature images: no kind of the product uses them
  // for issued PDFs, and the test databases hold nothing else of them.
  files: { document: 'document', signature: 'audit_signature_photo' },
  async findRecord(tx, companyId, recordId, lock) {
    const query = tx
      .select({ id: jobs.id, companyId: jobs.companyId, title: jobs.title, jobNumber: jobs.jobNumber })
      .from(jobs)
      .where(and(eq(jobs.id, recordId), eq(jobs.companyId, companyId)));
    const [row] = lock ? await query.for(lock) : await query;
    return row ?? null;
  },
  async requireReach(tx, auth, record) {
    if (isPahRoles(auth.roles)) return;
    const [on] = await tx
      .select({ id: jobAssignments.id })
      .from(jobAssignments)
      .where(and(eq(jobAssignments.jobId, record.id), eq(jobAssignments.userId, auth.userId), ne(jobAssignments.status, 'removed')));
    if (!on) throw notFound('Note');
  },
  signByLink: true,
  linkPath: (id) => `/notes/sign/${id}`,
  signingMail: ({ record, companyName, version, firstName, url, days, again }) => ({
    title: again ? `Please sign the new version of ${record.title}` : `Please read and sign ${record.title}`,
    greeting: `Hi ${firstName ?? 'there'},`,
    paragraphs: [again ? `${companyName} has changed the note. This is version ${version}.` : `${companyName} has asked you to sign the note.`],
    action: { label: 'Read and sign the note', url },
    footnote: `This link is just for you and works for ${days} days.`,
  }),
  async readExtra(_tx, _companyId, version) {
    return { issuedBy: version.issuedBy };
  },
  async layout(document) {
    const header = document.version.header as { jobTitle: string };
    const content = document.version.content as { text: string };
    return {
      info: { title: `Note v${document.version.version}` },
      content: [
        { text: `Note for ${header.jobTitle}`, fontSize: 14, bold: true },
        { text: `Version ${document.version.version}` },
        { text: content.text },
        { text: 'Sign-on register', bold: true },
        ...document.signOns.map((signOn) =>
          signOn.signatureImage
            ? { columns: [{ text: `${signOn.signerName} (version ${signOn.version})` }, { image: signOn.signatureImage, width: 60 }] }
            : { text: `${signOn.signerName} (version ${signOn.version}) Signed electronically` },
        ),
      ],
    };
  },
  fileName: (document) => `Note ${(document.version.header as { jobTitle: string }).jobTitle}`,
});

/** A company with an owner and a worker, and a job the worker is on (the note's record). */
export async function noteCompany(t: TestApp) {
  const { company, people } = await buildTeam(
    t,
    { owner: { roles: ['ROOT_PAH'], firstName: 'Olive', lastName: 'Owner' }, worker: { roles: ['NAH'], firstName: 'Wes', lastName: 'Worker' } },
    { name: `Note Builders ${Math.random().toString(16).slice(2, 8)} Pty Ltd` },
  );
  const job = await buildJob(t.db, company.id, { title: 'Roof sheeting at Lot 4' });
  await buildAssignment(t.db, job, people.worker.id, { status: 'accepted' });
  return { company, owner: people.owner, worker: people.worker, job };
}

export type NoteCompany = Awaited<ReturnType<typeof noteCompany>>;

/** The core inside a kind's access scope, as a kind's service calls it. */
export function asMember<T>(t: TestApp, member: Member, permission: TPermission, fn: (scope: AccessScope) => Promise<T>): Promise<T> {
  const auth = { userId: member.id, companyId: member.companyId, roles: member.roles, impersonatorId: null };
  return withAccess(t.ctx, auth, permission, fn);
}

/** A signature image of the company: uploaded by `uploadedBy`, or through a link (in that link's folder). */
export async function signatureFile(t: TestApp, companyId: string, by: { uploadedBy: string } | { signingRequestId: string }): Promise<string> {
  const id = randomUUID();
  const folder = 'signingRequestId' in by ? signatureFolder(testNoteKind, by.signingRequestId) : 'signatures';
  const storageKey = `${companyId}/${folder}/${id}.png`;
  const bytes = png();
  await t.ctx.fileStorage.put(storageKey, bytes);
  await withTenant(t.db, companyId, (tx) =>
    tx.insert(files).values({
      id,
      companyId,
      uploadedBy: 'uploadedBy' in by ? by.uploadedBy : null,
      fileType: 'audit_signature_photo',
      name: 'signature.png',
      contentType: 'image/png',
      size: bytes.length,
      storageKey,
    }),
  );
  return id;
}

export const noteRef = (job: Pick<JobRow, 'id' | 'companyId'>) => ({ companyId: job.companyId, kind: testNoteKind.key, recordId: job.id });

export async function versionsOf(t: TestApp, jobId: string) {
  return withSystem(t.db, (tx) =>
    tx
      .select()
      .from(paperworkVersions)
      .where(and(eq(paperworkVersions.kind, testNoteKind.key), eq(paperworkVersions.recordId, jobId)))
      .orderBy(paperworkVersions.version),
  );
}

export async function signOnsOf(t: TestApp, jobId: string) {
  return withSystem(t.db, (tx) =>
    tx
      .select()
      .from(paperworkSignOns)
      .where(and(eq(paperworkSignOns.kind, testNoteKind.key), eq(paperworkSignOns.recordId, jobId))),
  );
}

/** The open links of one person for one note. */
export async function openLinksOf(t: TestApp, jobId: string, email: string) {
  return withSystem(t.db, (tx) =>
    tx
      .select()
      .from(paperworkSigningRequests)
      .where(and(eq(paperworkSigningRequests.recordId, jobId), eq(paperworkSigningRequests.email, email), isNull(paperworkSigningRequests.revokedAt))),
  );
}

/** A stored PDF read back as text with unpdf. */
export async function pdfText(t: TestApp, fileId: string): Promise<string> {
  const [file] = await withSystem(t.db, (tx) => tx.select().from(files).where(eq(files.id, fileId)));
  if (!file) throw new Error('no such file');
  const proxy = await getDocumentProxy(new Uint8Array(await readStoredBytes(t.ctx.fileStorage, file.storageKey)));
  const { text } = await extractText(proxy, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
