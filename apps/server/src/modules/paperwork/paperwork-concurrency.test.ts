import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, noteCompany, openLinksOf, pdfText, signOnsOf, signatureFile, testNoteKind, versionsOf, type NoteCompany } from '../../../test/paperwork.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp, testDatabaseKind } from '../../../test/test-app.js';
import { jobs, paperworkVersions } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { issueVersion } from './issue.service.js';
import { renderVersionPdf } from './render.service.js';
import { sendSigningRequests } from './send.service.js';
import { completeSignOn, signOnByLink, signOnSignedIn } from './sign-on.service.js';

/*
 * Sign-ons at the same moment. Only PostgreSQL runs transactions side by side (PGlite takes them in
 * turn, where these would pass whatever the locks), so the file runs there only.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
});
afterAll(async () => {
  await t?.close();
});

const ADDRESS = '203.0.113.9';

async function issued(side: NoteCompany) {
  const version = await asMember(t, side.owner, 'jobs.manage', (scope) =>
    issueVersion(scope, testNoteKind, { recordId: side.job.id, content: { text: 'Crew brief' }, header: { jobTitle: side.job.title } }),
  );
  await renderVersionPdf(t.ctx, testNoteKind, version.ref, version.version);
}

async function link(side: NoteCompany, email: string): Promise<string> {
  await asMember(t, side.owner, 'jobs.note', (scope) => sendSigningRequests(t.ctx, scope, testNoteKind, { recordId: side.job.id, emails: [email] }));
  const [row] = await openLinksOf(t, side.job.id, email);
  if (!row) throw new Error('no link');
  return row.id;
}

describe.skipIf(testDatabaseKind() !== 'pg')('signing at the same moment', () => {
  it('keeps every sign-on in the register of the latest PDF', async () => {
    const side = await noteCompany(t);
    await issued(side);
    const names = ['Ava Concurrent', 'Ben Concurrent', 'Cat Concurrent'];
    const links = await Promise.all(names.map((_, index) => link(side, `crew${index}.${side.company.id.slice(0, 8)}@example.test`)));
    const fileIds = await Promise.all(links.map((signingRequestId) => signatureFile(t, side.company.id, { signingRequestId })));
    const workerFile = await signatureFile(t, side.company.id, { uploadedBy: side.worker.id });
    await Promise.all([
      ...links.map((signingRequestId, index) =>
        signOnByLink(t.ctx, testNoteKind, { signingRequestId, fileId: fileIds[index] ?? '', signerName: names[index] }, ADDRESS),
      ),
      completeSignOn(
        t.ctx,
        testNoteKind,
        asMember(t, side.worker, 'jobs.note', (scope) => signOnSignedIn(scope, testNoteKind, { recordId: side.job.id, fileId: workerFile })),
      ),
    ]);
    expect(await signOnsOf(t, side.job.id)).toHaveLength(4);
    const [version] = await versionsOf(t, side.job.id);
    if (!version?.fileId) throw new Error('no PDF');
    const text = await pdfText(t, version.fileId);
    for (const name of [...names, 'Wes Worker']) expect(text).toContain(name);
  });

  it('lets one of two taps through the same link and tells the other it was used', async () => {
    const side = await noteCompany(t);
    await issued(side);
    const signingRequestId = await link(side, `twice.${side.company.id.slice(0, 8)}@example.test`);
    const fileId = await signatureFile(t, side.company.id, { signingRequestId });
    const answers = await Promise.allSettled(
      [1, 2].map(() => signOnByLink(t.ctx, testNoteKind, { signingRequestId, fileId, signerName: 'Tap Twice' }, ADDRESS)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = answers.find((answer) => answer.status === 'rejected');
    expect(refused?.reason).toMatchObject({ status: 409, message: testNoteKind.messages.used });
    expect(await signOnsOf(t, side.job.id)).toHaveLength(1);
  });

  it('waits for an issue in progress and signs the new version, never the one it replaces', async () => {
    const side = await noteCompany(t);
    await issued(side);
    const signingRequestId = await link(side, `mid.issue.${side.company.id.slice(0, 8)}@example.test`);
    const fileId = await signatureFile(t, side.company.id, { signingRequestId });
    let signing: Promise<unknown> | null = null;
    // An issue in progress: the record is locked and version 2 written, not yet committed, when the sign-on arrives.
    await withSystem(t.db, async (tx) => {
      await tx.select().from(jobs).where(eq(jobs.id, side.job.id)).for('update');
      await tx
        .insert(paperworkVersions)
        .values({ companyId: side.company.id, kind: testNoteKind.key, recordId: side.job.id, version: 2, content: {}, header: { jobTitle: 'x' } });
      signing = signOnByLink(t.ctx, testNoteKind, { signingRequestId, fileId, signerName: 'Mia Midway' }, ADDRESS);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    if (!signing) throw new Error('no sign-on');
    await signing;
    const signed = await signOnsOf(t, side.job.id);
    expect(signed.map((row) => row.version)).toEqual([2]);
    const [v2] = await withSystem(t.db, (tx) =>
      tx
        .select()
        .from(paperworkVersions)
        .where(and(eq(paperworkVersions.recordId, side.job.id), eq(paperworkVersions.version, 2))),
    );
    expect(v2?.fileId).not.toBeNull();
  });
});
