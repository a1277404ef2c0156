import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWMS_GENERATE_MESSAGES, emptySwmsContent, type TSwms } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../../test/assertions.js';
import { bearer } from '../../../../test/factories.js';
import { mailTo } from '../../../../test/mail.js';
import {
  completeContent,
  createTemplate,
  draftSwms,
  fileText,
  generate,
  insertSignature,
  templatePdf,
  uploadTemplateFile,
} from '../../../../test/swms-generate.js';
import { signatureFileId, swmsCompany } from '../../../../test/swms-signing.js';
import type { TestApp } from '../../../../test/test-app.js';
import { createTestApp } from '../../../../test/test-app.js';
import { swms, paperworkSigningRequests, paperworkVersions } from '../../../db/schema/index.js';
import { withSystem } from '../../../platform/tenancy/tenant.js';

/* POST /api/v3/swms/{id}/generate: issuing versions and the PDF they produce, read back with unpdf. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
});
afterAll(async () => {
  await t?.close();
});

const versionsOf = (swmsId: string) => withSystem(t.db, (tx) => tx.select().from(paperworkVersions).where(eq(paperworkVersions.recordId, swmsId)));

describe('POST /api/v3/swms/{id}/generate', () => {
  it('issues version 1 with a PDF that has every section, the activities, HRCW, signers, and the kept template pages', async () => {
    const c = await swmsCompany(t);
    const fileId = await uploadTemplateFile(t, c.ownerToken, await templatePdf(4), 'cover.pdf', 'application/pdf');
    const template = await createTemplate(t, c.ownerToken, { name: 'Company cover', fileId, hidePages: [1, 2], showJobDetails: true, showLegislation: true });
    expect(template.statusCode, template.body).toBe(201);
    const content = completeContent(3);
    const row = await draftSwms(t, c.company.id, content, (template.json() as { id: string }).id);

    const first = await generate(t, c.ownerToken, row.id);
    expect(first.statusCode, first.body).toBe(200);
    const issued = first.json() as TSwms;
    expect(issued).toMatchObject({ status: 'issued', step: 'confirm_details', currentVersion: 1, editedSinceIssue: false });
    expect(issued.file?.inlineUrl).toMatch(/^\/api\/v3\/files\/.+disposition=inline/);

    // Sign-ons are rendered into the register when the version is produced again.
    await insertSignature(t, row, await signatureFileId(t, { token: c.ownerToken }), 'Olive Owner', 1);
    await insertSignature(t, row, await signatureFileId(t, { token: c.ownerToken }), 'Terry Tradie', 1);
    const again = await generate(t, c.ownerToken, row.id);
    expect(again.statusCode, again.body).toBe(200);
    const fileIdNow = (again.json() as TSwms).file?.id ?? '';
    expect(fileIdNow).not.toBe(issued.file?.id);
    expect(await versionsOf(row.id)).toHaveLength(1);

    const { text, pages } = await fileText(t, fileIdNow);
    for (const heading of [
      'Business and job details',
      'High-risk construction work',
      'People responsible and consultation',
      'Work activities, hazards and controls',
      'How controls are implemented, monitored and reviewed',
      'Emergency procedures',
      'Hazardous substances and safety data sheets',
      'Legislation and codes of practice (Queensland)',
      'Risk matrix and hierarchy of controls',
      'Sign-on register',
    ]) {
      expect(text).toContain(heading);
    }
    for (const activity of content.activities) expect(text).toContain(activity.name);
    expect(text).toContain(content.activities[0]?.hazards[0]?.controls[0]?.text.slice(0, 40));
    expect(text).toContain('Risk of a person falling more than 2 metres');
    expect(text).toContain('This work involves 2 of the listed categories');
    expect(text).toContain('Olive Owner');
    expect(text).toContain('Terry Tradie');
    expect(text).toContain('Version 1');
    expect(text).toContain('Safe work method statement');
    expect(text).toContain('Hutchison Head Contracting');
    expect(text).toContain('Work Health and Safety Regulation 2011, Part 6.3');
    expect(text).toMatch(/Page 1 of \d+/);
    expect(text).toContain('TEMPLATE PAGE 3');
    expect(text).toContain('TEMPLATE PAGE 4');
    expect(text).not.toContain('TEMPLATE PAGE 1');
    expect(text).not.toContain('TEMPLATE PAGE 2');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('issues a new version after an edit and asks earlier signers to sign it again', async () => {
    const c = await swmsCompany(t);
    const row = await draftSwms(t, c.company.id, completeContent(1));
    expect((await generate(t, c.ownerToken, row.id)).statusCode).toBe(200);
    await insertSignature(t, row, await signatureFileId(t, { token: c.ownerToken }), 'Olive Owner', 1, c.owner.email);
    await withSystem(t.db, (tx) => tx.update(swms).set({ editedSinceIssue: true }).where(eq(swms.id, row.id)));

    const response = await generate(t, c.ownerToken, row.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as TSwms;
    expect(body.currentVersion).toBe(2);
    expect(body.signatures).toEqual([expect.objectContaining({ signerName: 'Olive Owner', version: 1, current: false })]);
    expect((await versionsOf(row.id)).map((version) => version.version).sort()).toEqual([1, 2]);
    const requests = await withSystem(t.db, (tx) =>
      tx
        .select()
        .from(paperworkSigningRequests)
        .where(and(eq(paperworkSigningRequests.recordId, row.id), eq(paperworkSigningRequests.version, 2))),
    );
    expect(requests.map((request) => request.email)).toEqual([c.owner.email]);
    // The mail goes out once the new version's PDF is stored (queued in that same transaction), so
    // its link never opens a version without a document.
    const [mail] = (await mailTo(t.db, c.owner.email)).filter((row) => row.subject.startsWith('Please sign the new version'));
    const renderedAt = (await versionsOf(row.id)).find((version) => version.version === 2)?.renderedAt;
    expect(mail?.createdAt.getTime()).toBeGreaterThanOrEqual(renderedAt?.getTime() ?? Infinity);
    const { text } = await fileText(t, body.file?.id ?? '');
    expect(text).toContain('Version 2');
    expect(text).toContain('Version 1 (earlier version)');
  });

  it('asks earlier signers on the Generate that stores a new version’s first PDF, once, when the one that issued it failed before', async () => {
    const c = await swmsCompany(t);
    const row = await draftSwms(t, c.company.id, completeContent(1));
    expect((await generate(t, c.ownerToken, row.id)).statusCode).toBe(200);
    await insertSignature(t, row, await signatureFileId(t, { token: c.ownerToken }), 'Olive Owner', 1, c.owner.email);
    // Version 2 issued, but its Generate stopped before the PDF was stored: nobody was asked yet.
    const [first] = await versionsOf(row.id);
    await withSystem(t.db, async (tx) => {
      await tx
        .insert(paperworkVersions)
        .values({ companyId: c.company.id, kind: 'swms', recordId: row.id, version: 2, content: row.content, header: first?.header });
      await tx.update(swms).set({ currentVersion: 2, editedSinceIssue: false }).where(eq(swms.id, row.id));
    });
    const requestsForVersion2 = () =>
      withSystem(t.db, (tx) =>
        tx
          .select()
          .from(paperworkSigningRequests)
          .where(and(eq(paperworkSigningRequests.recordId, row.id), eq(paperworkSigningRequests.version, 2))),
      );

    const retried = await generate(t, c.ownerToken, row.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect((retried.json() as TSwms).currentVersion).toBe(2);
    expect((await requestsForVersion2()).map((request) => request.email)).toEqual([c.owner.email]);
    // Generating the same version again asks nobody a second time.
    expect((await generate(t, c.ownerToken, row.id)).statusCode).toBe(200);
    expect(await requestsForVersion2()).toHaveLength(1);
  });

  it('titles a New Zealand SWMS "Task analysis" and lists a non-PDF template as an attachment without job details', async () => {
    const c = await swmsCompany(t);
    const fileId = await uploadTemplateFile(t, c.ownerToken, Buffer.from('Company rules for site work.\n'), 'rules.txt', 'text/plain');
    const template = await createTemplate(t, c.ownerToken, { name: 'Site rules', fileId, showJobDetails: false, showLegislation: true });
    expect(template.statusCode, template.body).toBe(201);
    const row = await draftSwms(
      t,
      c.company.id,
      completeContent(1, { jurisdiction: 'NZ', hrcwCodes: [], emergencyProcedures: 'Call 111. Assembly point at the Whakatāne wharf gate.' }),
      (template.json() as { id: string }).id,
    );
    const response = await generate(t, c.ownerToken, row.id);
    expect(response.statusCode, response.body).toBe(200);
    const { text } = await fileText(t, (response.json() as TSwms).file?.id ?? '');
    expect(text).toContain('Task analysis');
    expect(text).toContain('Health and Safety at Work Act 2015');
    expect(text).toContain('none of the listed categories');
    expect(text).toContain('Site rules (rules.txt): kept with this SWMS as an attachment.');
    expect(text).not.toContain('Business and job details');
    // Macrons print as typed (the embedded fonts draw them).
    expect(text).toContain('Assembly point at the Whakatāne wharf gate.');
  });

  it('answers 400 naming what is missing, and issues nothing', async () => {
    const c = await swmsCompany(t);
    const row = await draftSwms(t, c.company.id, emptySwmsContent());
    expectFieldErrors(await generate(t, c.ownerToken, row.id), {
      jurisdiction: SWMS_GENERATE_MESSAGES.jurisdiction,
      activities: SWMS_GENERATE_MESSAGES.activities,
      'preparedBy.name': SWMS_GENERATE_MESSAGES.preparedBy,
      'approvedBy.name': SWMS_GENERATE_MESSAGES.approvedBy,
      'supervisor.name': SWMS_GENERATE_MESSAGES.supervisor,
      emergencyProcedures: SWMS_GENERATE_MESSAGES.emergencyProcedures,
      implementation: SWMS_GENERATE_MESSAGES.implementation,
    });
    expect(await versionsOf(row.id)).toHaveLength(0);
    // The suggested emergency text still has its blanks: a principal contractor would reject it.
    const blanks = await draftSwms(t, c.company.id, completeContent(1, { emergencyProcedures: 'Muster point at (fill in).' }));
    expectFieldErrors(await generate(t, c.ownerToken, blanks.id), { emergencyProcedures: SWMS_GENERATE_MESSAGES.emergencyBlanks });
    const [after] = await withSystem(t.db, (tx) => tx.select().from(swms).where(eq(swms.id, row.id)));
    expect(after).toMatchObject({ status: 'draft', currentVersion: 0 });
  });

  it('answers 404 for another company’s SWMS and a deleted one, 403 for a worker or without the feature, 401 without a token', async () => {
    const c = await swmsCompany(t);
    const other = await swmsCompany(t);
    const row = await draftSwms(t, c.company.id, completeContent(1));
    expectError(await generate(t, other.ownerToken, row.id), 404);
    expectError(await generate(t, c.workerToken, row.id), 403);
    const noCreate = await swmsCompany(t, ['swms', 'swms.view']);
    const theirs = await draftSwms(t, noCreate.company.id, completeContent(1));
    expectError(await generate(t, noCreate.ownerToken, theirs.id), 403);
    expectError(await t.app.inject({ method: 'POST', url: `/api/v3/swms/${row.id}/generate` }), 401);
    await withSystem(t.db, (tx) => tx.update(swms).set({ deletedAt: new Date() }).where(eq(swms.id, row.id)));
    expectError(await generate(t, c.ownerToken, row.id), 404);
    expectError(await t.app.inject({ method: 'POST', url: '/api/v3/swms/not-a-uuid/generate', headers: bearer(c.ownerToken) }), 400);
  });
});
