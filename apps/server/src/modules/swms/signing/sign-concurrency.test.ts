import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/factories.js';
import { completeContent, createTemplate, draftSwms, fileText, generate, templatePdf, uploadTemplateFile } from '../../../../test/swms-generate.js';
import { holdTemplateForIssue } from '../templates/templates.queries.js';
import { UNFROZEN_HEADER, issuedSwms, sendLink, signatureFileId, swmsCompany } from '../../../../test/swms-signing.js';
import type { TestApp } from '../../../../test/test-app.js';
import { createTestApp } from '../../../../test/test-app.js';
import { swms, paperworkSignOns, paperworkVersions } from '../../../db/schema/index.js';
import { withSystem } from '../../../platform/tenancy/tenant.js';

/*
 * A crew signing at the same moment: every sign-on re-renders the version's PDF, and the last
 * PDF must carry all of them (on PostgreSQL the sign-ons take turns on the version's row), and a
 * sign-on during the issue of a new version waits for it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
});
afterAll(async () => {
  await t?.close();
});

async function versionText(swmsId: string): Promise<string> {
  const [row] = await withSystem(t.db, (tx) =>
    tx
      .select()
      .from(paperworkVersions)
      .where(and(eq(paperworkVersions.recordId, swmsId), eq(paperworkVersions.version, 1))),
  );
  if (!row?.fileId) throw new Error('no PDF for version 1');
  return (await fileText(t, row.fileId)).text;
}

describe('signing at the same moment', () => {
  it('keeps every sign-on in the register of the latest PDF', async () => {
    const side = await swmsCompany(t);
    const row = await issuedSwms(t, side.company.id, { crew: [side.worker] });
    const names = ['Ava Concurrent', 'Ben Concurrent', 'Cat Concurrent'];
    const links = await Promise.all(names.map((_, index) => sendLink(t, side.ownerToken, row.id, `crew${index}@example.test`)));
    const fileIds = await Promise.all(links.map((id) => signatureFileId(t, { signingRequestId: id })));
    const workerFile = await signatureFileId(t, { token: side.workerToken });

    const answers = await Promise.all([
      ...links.map((id, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v3/swms/sign/request',
          payload: { signingRequestId: id, fileId: fileIds[index], signerName: names[index], preStartTalk: 'attended' },
        }),
      ),
      t.app.inject({ method: 'POST', url: '/api/v3/swms/sign/user', headers: bearer(side.workerToken), payload: { swmsId: row.id, fileId: workerFile } }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    const signed = await withSystem(t.db, (tx) => tx.select().from(paperworkSignOns).where(eq(paperworkSignOns.recordId, row.id)));
    expect(signed).toHaveLength(4);
    const text = await versionText(row.id);
    for (const name of [...names, 'Wes Worker']) expect(text).toContain(name);
  });

  it('lets one of two taps through the same link and tells the other it was used', async () => {
    const side = await swmsCompany(t);
    const row = await issuedSwms(t, side.company.id);
    const link = await sendLink(t, side.ownerToken, row.id, 'twice@example.test');
    const fileId = await signatureFileId(t, { signingRequestId: link });
    const payload = { signingRequestId: link, fileId, signerName: 'Tap Twice' };
    const answers = await Promise.all([1, 2].map(() => t.app.inject({ method: 'POST', url: '/api/v3/swms/sign/request', payload })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const signed = await withSystem(t.db, (tx) => tx.select().from(paperworkSignOns).where(eq(paperworkSignOns.recordId, row.id)));
    expect(signed).toHaveLength(1);
  });
});

describe('generating at the same moment', () => {
  it('issues one version, and signing during it keeps the sign-on in the PDF', async () => {
    const side = await swmsCompany(t);
    const row = await draftSwms(t, side.company.id, completeContent(2));
    const [first, second] = await Promise.all([generate(t, side.ownerToken, row.id), generate(t, side.ownerToken, row.id)]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(second?.statusCode, second?.body).toBe(200);
    const versions = await withSystem(t.db, (tx) => tx.select().from(paperworkVersions).where(eq(paperworkVersions.recordId, row.id)));
    expect(versions.map((version) => version.version)).toEqual([1]);

    const link = await sendLink(t, side.ownerToken, row.id, 'during@example.test');
    const fileId = await signatureFileId(t, { signingRequestId: link });
    const [generated, signed] = await Promise.all([
      generate(t, side.ownerToken, row.id),
      t.app.inject({ method: 'POST', url: '/api/v3/swms/sign/request', payload: { signingRequestId: link, fileId, signerName: 'Dana During' } }),
    ]);
    expect(generated.statusCode, generated.body).toBe(200);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await versionText(row.id)).toContain('Dana During');
  });
});

describe('signing while a new version is being issued', () => {
  it('waits for the issue and signs the new version, never the one it replaces', async () => {
    const side = await swmsCompany(t);
    const row = await issuedSwms(t, side.company.id);
    const link = await sendLink(t, side.ownerToken, row.id, 'mid.issue@example.test');
    const fileId = await signatureFileId(t, { signingRequestId: link });
    let signing: Promise<{ statusCode: number; body: string }> | null = null;
    // A Generate in progress: the SWMS row is locked and version 2 written, not yet committed, when the sign-on arrives.
    await withSystem(t.db, async (tx) => {
      await tx.select().from(swms).where(eq(swms.id, row.id)).for('update');
      await tx
        .insert(paperworkVersions)
        .values({ companyId: side.company.id, kind: 'swms', recordId: row.id, version: 2, header: UNFROZEN_HEADER, content: row.content });
      await tx.update(swms).set({ currentVersion: 2 }).where(eq(swms.id, row.id));
      signing = t.app.inject({ method: 'POST', url: '/api/v3/swms/sign/request', payload: { signingRequestId: link, fileId, signerName: 'Mia Midway' } });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    if (!signing) throw new Error('no sign-on');
    const answer: { statusCode: number; body: string } = await signing;
    expect(answer.statusCode, answer.body).toBe(200);
    const signed = await withSystem(t.db, (tx) => tx.select().from(paperworkSignOns).where(eq(paperworkSignOns.recordId, row.id)));
    expect(signed.map((signature) => signature.version)).toEqual([2]);
  });
});

describe('changing a template while a version is being issued with it', () => {
  it('waits for the issue, then refuses: the version keeps its template', async () => {
    const side = await swmsCompany(t);
    const fileId = await uploadTemplateFile(t, side.ownerToken, await templatePdf(2), 'template.pdf', 'application/pdf');
    const created = await createTemplate(t, side.ownerToken, { name: 'Company pages', fileId });
    expect(created.statusCode, created.body).toBe(201);
    const templateId = (created.json() as { id: string }).id;
    const row = await draftSwms(t, side.company.id, completeContent(1), templateId);
    let deleting: Promise<{ statusCode: number; body: string }> | null = null;
    // A Generate in progress: the version row is written, not yet committed, when the delete arrives.
    await withSystem(t.db, async (tx) => {
      await holdTemplateForIssue(tx, side.company.id, templateId);
      await tx
        .insert(paperworkVersions)
        .values({ companyId: side.company.id, kind: 'swms', recordId: row.id, version: 1, header: UNFROZEN_HEADER, content: row.content, templateId });
      deleting = t.app.inject({ method: 'DELETE', url: `/api/v3/swms/template/${templateId}`, headers: bearer(side.ownerToken) });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    if (!deleting) throw new Error('no delete');
    const answer: { statusCode: number; body: string } = await deleting;
    expect(answer.statusCode, answer.body).toBe(409);
    const [version] = await withSystem(t.db, (tx) => tx.select().from(paperworkVersions).where(eq(paperworkVersions.recordId, row.id)));
    expect(version?.templateId).toBe(templateId);
  });
});
