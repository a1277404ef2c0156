import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCompanyStatus } from '../../../test/factories.js';
import { mailTo } from '../../../test/mail.js';
import { asMember, noteCompany, noteRef, openLinksOf, signOnsOf, signatureFile, testNoteKind, versionsOf, type NoteCompany } from '../../../test/paperwork.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { uniqueEmail } from '../../../test/values.js';
import { paperworkSigningRequests } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { issueVersion } from './issue.service.js';
import { openSigningLink } from './link.service.js';
import { renderVersionPdf } from './render.service.js';
import { sendSigningRequests } from './send.service.js';
import { completeSignOn, signOnByLink, signOnInPerson, signOnSignedIn, type InPersonSignOnInput } from './sign-on.service.js';

/*
 * The paperwork core through the tests' own kind (test/paperwork.ts): issuing, signing signed in
 * and by link, links that expire, are replaced or are used, and the company's standing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
});
afterAll(async () => {
  await t?.close();
});

const ADDRESS = '203.0.113.7';

/** Issues the next version with its first PDF, as a kind's Generate does. */
async function issue(side: NoteCompany, text = 'Wear harnesses on the roof.') {
  const issued = await asMember(t, side.owner, 'jobs.manage', (scope) =>
    issueVersion(scope, testNoteKind, { recordId: side.job.id, content: { text }, header: { jobTitle: side.job.title } }),
  );
  const rendered = await renderVersionPdf(t.ctx, testNoteKind, issued.ref, issued.version);
  return { ...issued, ...rendered };
}

async function send(side: NoteCompany, emails: string[]) {
  return asMember(t, side.owner, 'jobs.note', (scope) => sendSigningRequests(t.ctx, scope, testNoteKind, { recordId: side.job.id, emails }));
}

async function linkFor(side: NoteCompany, email: string): Promise<string> {
  await send(side, [email]);
  const [link] = await openLinksOf(t, side.job.id, email);
  if (!link) throw new Error('no link');
  return link.id;
}

async function signByLink(side: NoteCompany, signingRequestId: string, signerName = 'Lee Linkholder') {
  const fileId = await signatureFile(t, side.company.id, { signingRequestId });
  return signOnByLink(t.ctx, testNoteKind, { signingRequestId, fileId, signerName }, ADDRESS);
}

async function signAs(side: NoteCompany, member: NoteCompany['worker']) {
  const fileId = await signatureFile(t, side.company.id, { uploadedBy: member.id });
  return completeSignOn(
    t.ctx,
    testNoteKind,
    asMember(t, member, 'jobs.note', (scope) => signOnSignedIn(scope, testNoteKind, { recordId: side.job.id, fileId, details: { talk: 'attended' } })),
  );
}

/** The error a call refuses with: its HTTP status and message. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error: unknown = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

describe('issuing', () => {
  it('freezes content and details per version, numbered from 1', async () => {
    const side = await noteCompany(t);
    await issue(side, 'First text');
    await issue(side, 'Second text');
    const versions = await versionsOf(t, side.job.id);
    expect(versions.map((row) => [row.version, row.content, row.header])).toEqual([
      [1, { text: 'First text' }, { jobTitle: side.job.title }],
      [2, { text: 'Second text' }, { jobTitle: side.job.title }],
    ]);
    expect(versions.every((row) => row.fileId !== null && row.renderedAt !== null)).toBe(true);
  });

  it("answers another company's record as not found", async () => {
    const side = await noteCompany(t);
    const other = await noteCompany(t);
    const call = asMember(t, other.owner, 'jobs.manage', (scope) =>
      issueVersion(scope, testNoteKind, { recordId: side.job.id, content: { text: 'x' }, header: { jobTitle: 'x' } }),
    );
    expect((await refusal(call)).status).toBe(404);
    expect(await versionsOf(t, side.job.id)).toHaveLength(0);
  });
});

describe('signing signed in', () => {
  it('signs the current version once, with the kind-specific answers', async () => {
    const side = await noteCompany(t);
    await issue(side);
    const signed = await signAs(side, side.worker);
    expect(signed.version).toBe(1);
    expect(signed.signOn).toMatchObject({ signerName: 'Wes Worker', userId: side.worker.id, details: { talk: 'attended' } });
    expect(await refusal(signAs(side, side.worker))).toEqual({ status: 409, message: testNoteKind.messages.signedAlready });
    expect(await signOnsOf(t, side.job.id)).toHaveLength(1);
  });

  it('refuses before the first issue, staff not on the job, and another company', async () => {
    const side = await noteCompany(t);
    expect(await refusal(signAs(side, side.worker))).toEqual({ status: 400, message: testNoteKind.messages.notIssued });
    await issue(side);
    const { company, ...rest } = side;
    const elsewhere = await noteCompany(t);
    // The worker of another company, and a job this company's worker is not on.
    expect((await refusal(signAs({ ...rest, company, job: side.job, worker: elsewhere.worker }, elsewhere.worker))).status).toBe(404);
    const offJob = await noteCompany(t);
    expect((await refusal(signAs({ ...side, job: offJob.job }, side.worker))).status).toBe(404);
  });

  it('takes no sign-on while the company is suspended, though it still reads', async () => {
    const side = await noteCompany(t);
    await issue(side);
    const link = await linkFor(side, uniqueEmail('suspended'));
    await setCompanyStatus(t.db, side.company.id, 'suspended');
    expect((await refusal(signAs(side, side.worker))).status).toBe(403);
    expect((await refusal(signByLink(side, link))).status).toBe(403);
    const opened = await openSigningLink(t.ctx, testNoteKind, link, ADDRESS);
    expect(opened.version).toBe(1);
    expect(await signOnsOf(t, side.job.id)).toHaveLength(0);
  });
});

describe('signing in person', () => {
  const UNKNOWN = 'Not one of our people.';

  /** Someone signs on the owner's device: the owner uploaded the signature, the signer is named. */
  async function signInPerson(side: NoteCompany, signer: InPersonSignOnInput['signer'], fileId?: string) {
    const file = fileId ?? (await signatureFile(t, side.company.id, { uploadedBy: side.owner.id }));
    return completeSignOn(
      t.ctx,
      testNoteKind,
      asMember(t, side.owner, 'jobs.note', (scope) =>
        signOnInPerson(scope, testNoteKind, { recordId: side.job.id, fileId: file, signer, unknownPerson: UNKNOWN }),
      ),
    );
  }

  it('signs a company person under their own name once per version, and visitors by the name typed', async () => {
    const side = await noteCompany(t);
    await issue(side);
    const person = await signInPerson(side, { userId: side.worker.id, signerName: 'Wessy' });
    expect(person.signOn).toMatchObject({ signerName: 'Wes Worker', userId: side.worker.id, signerEmail: side.worker.email.toLowerCase(), version: 1 });
    expect(await refusal(signInPerson(side, { userId: side.worker.id }))).toEqual({ status: 409, message: testNoteKind.messages.signedAlready });
    // Two visitors may share a name: nothing tells them apart, so both sign.
    for (const name of ['  Vic Visitor ', 'Vic Visitor']) {
      expect((await signInPerson(side, { signerName: name })).signOn).toMatchObject({ signerName: 'Vic Visitor', userId: null, signerEmail: null });
    }
    expect(await signOnsOf(t, side.job.id)).toHaveLength(3);
    // The signed-in person themselves (not only the crew) may sign on their own device, once.
    expect((await signInPerson(side, { userId: side.owner.id })).signOn.signerName).toBe('Olive Owner');
  });

  it('refuses a signature the signed-in person did not upload, a person not of the company, and no name', async () => {
    const side = await noteCompany(t);
    await issue(side);
    const elsewhere = await noteCompany(t);
    const workersFile = await signatureFile(t, side.company.id, { uploadedBy: side.worker.id });
    expect(await refusal(signInPerson(side, { signerName: 'Vic Visitor' }, workersFile))).toEqual({ status: 400, message: testNoteKind.messages.signature });
    expect(await refusal(signInPerson(side, { userId: elsewhere.worker.id, signerName: 'Wes' }))).toEqual({ status: 400, message: UNKNOWN });
    expect(await refusal(signInPerson(side, { signerName: '   ' }))).toEqual({ status: 400, message: testNoteKind.messages.name });
    expect(await signOnsOf(t, side.job.id)).toHaveLength(0);
  });

  it('keeps the reach of the signed-in person and the company’s standing', async () => {
    const side = await noteCompany(t);
    await issue(side);
    const fileId = await signatureFile(t, side.company.id, { uploadedBy: side.worker.id });
    const offJob = await noteCompany(t);
    await issue(offJob);
    // The worker holds the device but is not on the other job: 404, as for their own sign-on.
    const onOther = completeSignOn(
      t.ctx,
      testNoteKind,
      asMember(t, side.worker, 'jobs.note', (scope) =>
        signOnInPerson(scope, testNoteKind, { recordId: offJob.job.id, fileId, signer: { signerName: 'Vic Visitor' }, unknownPerson: UNKNOWN }),
      ),
    );
    expect((await refusal(onOther)).status).toBe(404);
    await setCompanyStatus(t.db, side.company.id, 'suspended');
    expect((await refusal(signInPerson(side, { signerName: 'Vic Visitor' }))).status).toBe(403);
  });
});

describe('signing by link', () => {
  it('signs once; a second use is refused, and the page then shows it done', async () => {
    const side = await noteCompany(t);
    await issue(side);
    const link = await linkFor(side, uniqueEmail('once'));
    const signed = await signByLink(side, link, 'Ada Once');
    expect(await refusal(signByLink(side, link))).toEqual({ status: 409, message: testNoteKind.messages.used });
    const opened = await openSigningLink(t.ctx, testNoteKind, link, ADDRESS);
    expect(opened.signOns[0]).toMatchObject({ id: signed.signOnId, signerName: 'Ada Once', signingRequestId: link, userId: null });
    expect({ signed: opened.signed, signedVersion: opened.signedVersion, names: opened.signOns.map((row) => row.signerName) }).toEqual({
      signed: true,
      signedVersion: 1,
      names: ['Ada Once'],
    });
  });

  it('answers 410 for an expired link, used or not, and for a replaced one', async () => {
    const side = await noteCompany(t);
    await issue(side);
    const email = uniqueEmail('expiring');
    const first = await linkFor(side, email);
    const second = await linkFor(side, email);
    expect(await refusal(signByLink(side, first))).toEqual({ status: 410, message: testNoteKind.messages.expired });
    await signByLink(side, second);
    const past = new Date(Date.now() - 1000);
    await withSystem(t.db, (tx) => tx.update(paperworkSigningRequests).set({ expiresAt: past }).where(eq(paperworkSigningRequests.id, second)));
    expect((await refusal(openSigningLink(t.ctx, testNoteKind, second, ADDRESS))).status).toBe(410);
    const unused = await linkFor(side, uniqueEmail('unused'));
    await withSystem(t.db, (tx) => tx.update(paperworkSigningRequests).set({ expiresAt: past }).where(eq(paperworkSigningRequests.id, unused)));
    expect((await refusal(signByLink(side, unused))).status).toBe(410);
  });

  it('is unknown to another kind and for a secret that names nothing', async () => {
    const side = await noteCompany(t);
    await issue(side);
    const link = await linkFor(side, uniqueEmail('kind'));
    const otherKind = { ...testNoteKind, key: 'other-note' };
    expect((await refusal(openSigningLink(t.ctx, otherKind, link, ADDRESS))).status).toBe(404);
    expect((await refusal(openSigningLink(t.ctx, testNoteKind, '00000000-0000-4000-8000-000000000000', ADDRESS))).status).toBe(404);
  });

  it('after a newer version, an old link says which version it signed, and its signer is asked again once', async () => {
    const side = await noteCompany(t);
    await issue(side);
    const email = uniqueEmail('again');
    const link = await linkFor(side, email);
    await signByLink(side, link, 'Sam Again');
    await issue(side, 'Changed text');
    const opened = await openSigningLink(t.ctx, testNoteKind, link, ADDRESS);
    expect({ version: opened.version, signed: opened.signed, signedVersion: opened.signedVersion }).toEqual({ version: 2, signed: false, signedVersion: 1 });
    // Rendering version 2 again asks nobody a second time.
    await renderVersionPdf(t.ctx, testNoteKind, noteRef(side.job), 2);
    const mails = await mailTo(t.db, email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Please sign the new version of ${side.job.title}`, `Please read and sign ${side.job.title}`]);
    const [fresh] = await openLinksOf(t, side.job.id, email).then((links) => links.filter((row) => row.signedAt === null));
    if (!fresh) throw new Error('no new link');
    expect((await signByLink(side, fresh.id, 'Sam Again')).version).toBe(2);
  });

  it('keeps one sign-on per person per version across sign-in and link', async () => {
    const side = await noteCompany(t);
    await issue(side);
    // The link is sent first: once the worker has signed, a send skips them.
    const link = await linkFor(side, side.worker.email.toLowerCase());
    await signAs(side, side.worker);
    expect(await refusal(signByLink(side, link))).toEqual({ status: 409, message: testNoteKind.messages.signedAlready });
  });
});

describe('sending', () => {
  it('mails each address once, and skips who signed the current version', async () => {
    const side = await noteCompany(t);
    await issue(side);
    const signer = uniqueEmail('signed');
    await signByLink(side, await linkFor(side, signer));
    const fresh = uniqueEmail('fresh');
    const result = await send(side, [fresh, signer]);
    expect(result).toEqual({ sent: [fresh], skipped: [{ email: signer, reason: testNoteKind.messages.signedCurrent }], version: 1 });
    const mails = await mailTo(t.db, fresh);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${t.config.publicUrl}/notes/sign/`);
    expect(await mailTo(t.db, signer)).toHaveLength(1);
  });

  it('refuses a record not issued yet and another company', async () => {
    const side = await noteCompany(t);
    expect((await refusal(send(side, [uniqueEmail('early')]))).status).toBe(400);
    const other = await noteCompany(t);
    await issue(other);
    const call = asMember(t, side.owner, 'jobs.note', (scope) =>
      sendSigningRequests(t.ctx, scope, testNoteKind, { recordId: other.job.id, emails: ['x@example.test'] }),
    );
    expect((await refusal(call)).status).toBe(404);
  });
});
