import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, noteCompany, pdfText, signatureFile, testNoteKind, versionsOf, type NoteCompany } from '../../../test/paperwork.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildJob } from '../../../test/work-factories.js';
import { files, jobs } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { withSystem, withTenant } from '../../platform/tenancy/tenant.js';
import { issueVersion } from './issue.service.js';
import { decodeCursor, keysetPage } from './list-page.js';
import { cursorAtOf, keysetAfter, keysetOrderBy, type KeysetOrder } from './list-page.queries.js';
import { signOnSignedIn, completeSignOn } from './sign-on.service.js';
import { signOnRegister } from './register.service.js';
import { renderVersionPdf } from './render.service.js';
import { deleteSupersededPaperworkPdfs } from './superseded-pdfs.js';

/*
 * The paperwork core's documents: the PDF stored per version and produced again after each
 * sign-on, superseded copies swept, the sign-on register and keyset pages.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
});
afterAll(async () => {
  await t?.close();
});

async function issue(side: NoteCompany, text = 'Check the anchor points.') {
  const issued = await asMember(t, side.owner, 'jobs.manage', (scope) =>
    issueVersion(scope, testNoteKind, { recordId: side.job.id, content: { text }, header: { jobTitle: side.job.title } }),
  );
  return renderVersionPdf(t.ctx, testNoteKind, issued.ref, issued.version);
}

async function signAs(side: NoteCompany, member: NoteCompany['owner']) {
  const fileId = await signatureFile(t, side.company.id, { uploadedBy: member.id });
  return completeSignOn(
    t.ctx,
    testNoteKind,
    asMember(t, member, 'jobs.note', (scope) => signOnSignedIn(scope, testNoteKind, { recordId: side.job.id, fileId })),
  );
}

async function currentFileId(side: NoteCompany): Promise<string> {
  const [version] = await versionsOf(t, side.job.id);
  if (!version?.fileId) throw new Error('no PDF');
  return version.fileId;
}

describe('the PDF of a version', () => {
  it('is stored at issue, then produced again with each sign-on in its register', async () => {
    const side = await noteCompany(t);
    const rendered = await issue(side, 'Check the anchor points.');
    const issuedText = await pdfText(t, rendered.fileId);
    expect(issuedText).toContain(`Note for ${side.job.title}`);
    expect(issuedText).toContain('Check the anchor points.');
    expect(issuedText).not.toContain('Wes Worker');

    await signAs(side, side.worker);
    const signedFile = await currentFileId(side);
    expect(signedFile).not.toBe(rendered.fileId);
    expect(await pdfText(t, signedFile)).toContain('Wes Worker (version 1)');
    const [row] = await withSystem(t.db, (tx) => tx.select().from(files).where(eq(files.id, signedFile)));
    expect(row).toMatchObject({ fileType: 'document', contentType: 'application/pdf', name: `Note ${side.job.title} v1.pdf` });
  });

  it('prints a signature the PDF library cannot decode as signed electronically', async () => {
    const side = await noteCompany(t);
    await issue(side);
    const fileId = await signatureFile(t, side.company.id, { uploadedBy: side.worker.id });
    const [stored] = await withSystem(t.db, (tx) => tx.select().from(files).where(eq(files.id, fileId)));
    if (!stored) throw new Error('no file');
    // PNG magic bytes in front of a body no decoder takes.
    await t.ctx.fileStorage.remove(stored.storageKey);
    await t.ctx.fileStorage.put(stored.storageKey, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]));
    await completeSignOn(
      t.ctx,
      testNoteKind,
      asMember(t, side.worker, 'jobs.note', (scope) => signOnSignedIn(scope, testNoteKind, { recordId: side.job.id, fileId })),
    );
    expect(await pdfText(t, await currentFileId(side))).toContain('Wes Worker (version 1) Signed electronically');
  });

  it('sweeps earlier copies once no version points at them, never the current ones', async () => {
    const side = await noteCompany(t);
    const first = await issue(side);
    await signAs(side, side.worker);
    const current = await currentFileId(side);
    const later = new Date(Date.now() + 3 * 60 * 60 * 1000);
    expect(await deleteSupersededPaperworkPdfs(t.ctx, new Date(), [testNoteKind])).toBe(0);
    expect(await deleteSupersededPaperworkPdfs(t.ctx, later, [testNoteKind])).toBeGreaterThanOrEqual(1);
    const left = await withSystem(t.db, (tx) => tx.select({ id: files.id }).from(files).where(eq(files.companyId, side.company.id)));
    const ids = left.map((row) => row.id);
    expect(ids).toContain(current);
    expect(ids).not.toContain(first.fileId);
    expect(await pdfText(t, current)).toContain('Wes Worker');
  });
});

describe('the sign-on register', () => {
  it('pages a version oldest first by (signed_at, id), and refuses a damaged cursor', async () => {
    const side = await noteCompany(t);
    await issue(side);
    const crew = [side.owner, side.worker];
    for (const member of crew) await signAs(side, member);
    const read = (cursor: string | null) =>
      asMember(t, side.owner, 'jobs.read', (scope) => signOnRegister(scope, testNoteKind, { recordId: side.job.id, cursor, take: 1 }));
    const first = await read(null);
    expect(first.items.map((row) => row.signerName)).toEqual(['Olive Owner']);
    expect(first.nextCursor).not.toBeNull();
    const second = await read(first.nextCursor);
    expect(second.items.map((row) => row.signerName)).toEqual(['Wes Worker']);
    expect(second.nextCursor).toBeNull();
    const damaged = await read('not-a-cursor').catch((error: unknown) => error);
    expect(damaged instanceof AppError && damaged.status).toBe(400);
  });

  it("answers another company's record as not found", async () => {
    const side = await noteCompany(t);
    const other = await noteCompany(t);
    const call = asMember(t, other.owner, 'jobs.read', (scope) => signOnRegister(scope, testNoteKind, { recordId: side.job.id, take: 10 }));
    const error = await call.catch((thrown: unknown) => thrown);
    expect(error instanceof AppError && error.status).toBe(404);
  });
});

describe('keyset pages for a kind’s list', () => {
  it('walks newest first without repeating or skipping rows of the same time', async () => {
    const side = await noteCompany(t);
    const at = new Date('2026-01-05T01:02:03.456789Z');
    const sameTime: string[] = [];
    for (let n = 0; n < 4; n += 1) sameTime.push((await buildJob(t.db, side.company.id, { title: `Same time ${n}`, createdAt: at })).id);
    const order: KeysetOrder = { at: jobs.createdAt, id: jobs.id, direction: 'desc' };
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const after = decodeCursor(cursor);
      const rows = await withTenant(t.db, side.company.id, (tx) =>
        tx
          .select({ id: jobs.id, cursorAt: cursorAtOf(order) })
          .from(jobs)
          .where(and(eq(jobs.companyId, side.company.id), keysetAfter(order, after)))
          .orderBy(...keysetOrderBy(order))
          .limit(3),
      );
      const page = keysetPage(rows, 2);
      seen.push(...page.items.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    // The note's job is the newest; the four of one microsecond follow by id, descending.
    expect(seen).toEqual([side.job.id, ...sameTime.sort().reverse()]);
  });
});
