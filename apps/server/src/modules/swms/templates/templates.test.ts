import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWMS_TEMPLATE_MESSAGES, type TSwmsTemplate } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../../test/assertions.js';
import { bearer } from '../../../../test/factories.js';
import { png } from '../../../../test/samples.js';
import { completeContent, createTemplate, draftSwms, generate, templatePdf, uploadTemplateFile } from '../../../../test/swms-generate.js';
import { swmsCompany } from '../../../../test/swms-signing.js';
import type { TestApp } from '../../../../test/test-app.js';
import { createTestApp } from '../../../../test/test-app.js';
import { swms } from '../../../db/schema/index.js';
import { withSystem } from '../../../platform/tenancy/tenant.js';

/* GET, POST /api/v3/swms/template; PUT, DELETE /api/v3/swms/template/{id}. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
});
afterAll(async () => {
  await t?.close();
});

const list = (token: string) => t.app.inject({ method: 'GET', url: '/api/v3/swms/template', headers: bearer(token) });
const put = (token: string, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v3/swms/template/${id}`, headers: bearer(token), payload });
const remove = (token: string, id: string) => t.app.inject({ method: 'DELETE', url: `/api/v3/swms/template/${id}`, headers: bearer(token) });

describe('SWMS templates', () => {
  it('creates, lists, changes and deletes a template', async () => {
    const c = await swmsCompany(t);
    const fileId = await uploadTemplateFile(t, c.ownerToken, await templatePdf(3), 'Company forms.pdf', 'application/pdf');
    const created = await createTemplate(t, c.ownerToken, {
      name: '  Company forms ',
      fileId,
      hidePages: [2, 1],
      showJobDetails: false,
      showLegislation: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json() as TSwmsTemplate;
    expect(template).toMatchObject({ name: 'Company forms', fileId, hidePages: [1, 2], showJobDetails: false, showLegislation: true, merged: true });
    expect(template.file).toMatchObject({ id: fileId, name: 'Company forms.pdf', contentType: 'application/pdf' });

    const docx = await uploadTemplateFile(t, c.ownerToken, Buffer.from('Just notes\n'), 'notes.txt', 'text/plain');
    const second = await createTemplate(t, c.ownerToken, { name: 'Notes', fileId: docx });
    expect(second.json()).toMatchObject({ hidePages: [], showJobDetails: true, showLegislation: true, merged: false });

    const listed = await list(c.ownerToken);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { items: TSwmsTemplate[] }).items.map((item) => item.name)).toEqual(['Company forms', 'Notes']);

    const changed = await put(c.ownerToken, template.id, { name: 'Forms', hidePages: [], showJobDetails: true, showLegislation: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Forms', fileId, hidePages: [], showLegislation: false });

    // A draft that chose it goes back to "no template".
    const draft = await draftSwms(t, c.company.id, completeContent(1), template.id);
    const deleted = await remove(c.ownerToken, template.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [after] = await withSystem(t.db, (tx) => tx.select().from(swms).where(eq(swms.id, draft.id)));
    expect(after?.templateId).toBeNull();
    expect(((await list(c.ownerToken)).json() as { items: unknown[] }).items).toHaveLength(1);
  });

  it('answers 400 with the field messages', async () => {
    const c = await swmsCompany(t);
    const fileId = await uploadTemplateFile(t, c.ownerToken, await templatePdf(2), 'two.pdf', 'application/pdf');
    expectFieldErrors(await createTemplate(t, c.ownerToken, { name: ' ', fileId }), { name: SWMS_TEMPLATE_MESSAGES.name });
    expectFieldErrors(await createTemplate(t, c.ownerToken, { name: 'No file' }), { fileId: SWMS_TEMPLATE_MESSAGES.file });
    expectFieldErrors(await createTemplate(t, c.ownerToken, { name: 'Bad pages', fileId, hidePages: [0] }), { 'hidePages.0': SWMS_TEMPLATE_MESSAGES.hidePage });
    expectFieldErrors(await createTemplate(t, c.ownerToken, { name: 'Bad pages', fileId, hidePages: [11] }), {
      'hidePages.0': SWMS_TEMPLATE_MESSAGES.hidePage,
    });
    expectFieldErrors(await createTemplate(t, c.ownerToken, { name: 'Twice', fileId, hidePages: [1, 1] }), {
      hidePages: SWMS_TEMPLATE_MESSAGES.hidePagesUnique,
    });
    expectFieldErrors(await createTemplate(t, c.ownerToken, { name: 'Too many', fileId, hidePages: [1, 2, 3] }), {
      hidePages: SWMS_TEMPLATE_MESSAGES.hidePagesTooMany(2),
    });
    // A file uploaded for something else, or another company's file, is not a template file.
    const photo = await uploadTemplateFile(t, c.ownerToken, png(), 'photo.png', 'image/png', 'hazard_photo');
    expectFieldErrors(await createTemplate(t, c.ownerToken, { name: 'Photo', fileId: photo }), { fileId: SWMS_TEMPLATE_MESSAGES.fileKind });
    const other = await swmsCompany(t);
    const theirs = await uploadTemplateFile(t, other.ownerToken, await templatePdf(1), 'theirs.pdf', 'application/pdf');
    expectFieldErrors(await createTemplate(t, c.ownerToken, { name: 'Theirs', fileId: theirs }), { fileId: SWMS_TEMPLATE_MESSAGES.file });
    expect(((await list(c.ownerToken)).json() as { items: unknown[] }).items).toEqual([]);
  });

  it('refuses an image uploaded as a template file, with the message under the file field', async () => {
    const c = await swmsCompany(t);
    await expect(uploadTemplateFile(t, c.ownerToken, png(), 'logo.png', 'image/png')).rejects.toThrow(/This kind of file cannot be used here/);
  });

  it('keeps a template used by an issued SWMS (409), and answers 404 for another company and 403 for a worker', async () => {
    const c = await swmsCompany(t);
    const fileId = await uploadTemplateFile(t, c.ownerToken, await templatePdf(1), 'one.pdf', 'application/pdf');
    const template = (await createTemplate(t, c.ownerToken, { name: 'Used', fileId })).json() as TSwmsTemplate;
    const row = await draftSwms(t, c.company.id, completeContent(1), template.id);
    expect((await generate(t, c.ownerToken, row.id)).statusCode).toBe(200);
    expect(expectError(await remove(c.ownerToken, template.id), 409).message).toBe(SWMS_TEMPLATE_MESSAGES.inIssuedSwms);
    expectError(await put(c.ownerToken, template.id, { name: 'Renamed' }), 409);

    const other = await swmsCompany(t);
    expectError(await put(other.ownerToken, template.id, { name: 'Mine now' }), 404);
    expectError(await remove(other.ownerToken, template.id), 404);
    expect(((await list(other.ownerToken)).json() as { items: unknown[] }).items).toEqual([]);

    expectError(await list(c.workerToken), 403);
    expectError(await createTemplate(t, c.workerToken, { name: 'Worker', fileId }), 403);
    expectError(await remove(c.workerToken, template.id), 403);
    const viewOnly = await swmsCompany(t, ['swms', 'swms.view']);
    expectError(await list(viewOnly.ownerToken), 403);
    expectError(await t.app.inject({ method: 'GET', url: '/api/v3/swms/template' }), 401);
  });
});
