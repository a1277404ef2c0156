import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuditActionsPageSchema, ZAuditResponseDetailsSchema, ZAuditTemplateDetailsSchema, ZFileSchema } from '@hivis/contracts';
import { api } from '../../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../../test/assertions.js';
import { auditFile, auditsTeam, gateCheckTemplate, question } from '../../../../test/audits.js';
import { pdfText } from '../../../../test/paperwork.js';
import { uploadFile } from '../../../../test/files.js';
import { pdf } from '../../../../test/samples.js';
import { reportFileId } from './audit-pdf.service.js';
import type { TestApp } from '../../../../test/test-app.js';
import { createTestApp } from '../../../../test/test-app.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

/**
 * A team whose worker has submitted a failed gate check, with a note, a photo of the problem and a
 * signature; `createAction`: the failed gate opens an action.
 */
async function submittedAudit({ createAction = false } = {}) {
  const team = await auditsTeam(t);
  const body = gateCheckTemplate();
  question(body, 0, 0).onFail = { requireNote: true, requirePhoto: true, createAction };
  const template = ZAuditTemplateDetailsSchema.parse((await call('POST', '/api/v3/audit', team.owner, body)).json());
  const signature = await auditFile(t, team.worker);
  const photo = await auditFile(t, team.worker, 'audit_photo');
  const submitted = await call('POST', '/api/v3/audit/response', team.worker, {
    id: randomUUID(),
    auditTemplateId: template.id,
    version: template.version,
    startedAt: new Date().toISOString(),
    answers: { 'gate-locked': 'no', 'gate-why': 'Chain cut', people: 4, signature },
    notes: { 'gate-locked': 'Padlock missing, chain cut.' },
    evidence: { 'gate-locked': [photo] },
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  return { ...team, audit: ZAuditResponseDetailsSchema.parse(submitted.json()) };
}

const exportPdf = (token: string, auditResponseId: unknown) => call('POST', '/api/v3/export/audit/pdf', token, { auditResponseId });

describe('POST /api/v3/export/audit/pdf', () => {
  it('reads back the result, the failed item first with its note, every answer and the page numbers', async () => {
    const { worker, audit } = await submittedAudit();
    const response = await exportPdf(worker, audit.id);
    expect(response.statusCode, response.body).toBe(200);
    const file = ZFileSchema.parse(response.json());
    expect(file).toMatchObject({ fileType: 'audit_document', contentType: 'application/pdf', name: `Gate check ${audit.submittedOn.slice(0, 10)}.pdf` });
    const text = await pdfText(t, file.id);
    expect(text).toContain('FAILED: 0% (0 of 1 points)');
    expect(text).toContain('1 failed item, listed first.');
    expect(text).toContain('Done by Pat Tester');
    const failedItems = text.indexOf('Failed items');
    const everyAnswer = text.indexOf('Every answer');
    expect(failedItems).toBeGreaterThan(0);
    expect(everyAnswer).toBeGreaterThan(failedItems);
    expect(text.slice(failedItems, everyAnswer)).toContain('Was the gate locked overnight? FAILED No');
    expect(text.slice(failedItems, everyAnswer)).toContain('Note: Padlock missing, chain cut.');
    expect(text.slice(everyAnswer)).toContain('Chain cut');
    expect(text.slice(everyAnswer)).toContain('4');
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('answers again with the stored report, and makes a new one once the audit is reviewed', async () => {
    const { owner, worker, audit } = await submittedAudit();
    // Two people asking at once get the one report.
    const [first, other] = (await Promise.all([exportPdf(worker, audit.id), exportPdf(owner, audit.id)])).map((answer) => ZFileSchema.parse(answer.json()));
    expect(other?.id).toBe(first?.id);
    const again = ZFileSchema.parse((await exportPdf(owner, audit.id)).json());
    expect(again.id).toBe(first?.id);
    const reviewed = await call('PUT', `/api/v3/audit/response/id/${audit.id}/review`, owner, { status: 'returned', comment: 'Photo the new padlock.' });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const after = ZFileSchema.parse((await exportPdf(owner, audit.id)).json());
    expect(after.id).not.toBe(first?.id);
    expect(await pdfText(t, after.id)).toContain('Sent back by Olive');
  });

  it('lists the audit’s actions after the failed items, and is made again once an action is done', async () => {
    const { owner, worker, audit } = await submittedAudit({ createAction: true });
    const first = ZFileSchema.parse((await exportPdf(owner, audit.id)).json());
    const text = await pdfText(t, first.id);
    const actions = text.indexOf('Actions Action Given to Due Status');
    expect(actions).toBeGreaterThan(text.indexOf('Failed items'));
    expect(text.indexOf('Every answer')).toBeGreaterThan(actions);
    expect(text.slice(actions, text.indexOf('Every answer'))).toMatch(/Was the gate locked overnight\? Pat Tester \d{2} \w{3} \d{4} Open/);

    const [action] = ZAuditActionsPageSchema.parse((await call('GET', `/api/v3/audit/action?auditResponseId=${audit.id}`, owner)).json()).items;
    const photo = await auditFile(t, worker, 'audit_photo');
    const done = await call('PUT', `/api/v3/audit/action/${action?.id ?? ''}/done`, worker, { fixPhotoFileId: photo, note: 'New padlock fitted.' });
    expect(done.statusCode, done.body).toBe(200);
    const after = ZFileSchema.parse((await exportPdf(owner, audit.id)).json());
    expect(after.id).not.toBe(first.id);
    const afterText = await pdfText(t, after.id);
    expect(afterText).toMatch(/Done by Pat Tester, \d{2} \w{3} \d{4}, .*: New padlock fitted\./);
  });

  it('answers 404 for another person’s audit to staff and for another company’s, 400 for a bad id', async () => {
    const { audit, supervisor } = await submittedAudit();
    expectError(await exportPdf(supervisor, audit.id), 404);
    const other = await auditsTeam(t);
    expectError(await exportPdf(other.owner, audit.id), 404);
    expectFieldErrors(await exportPdf(other.owner, 'not-an-id'), { auditResponseId: 'Please choose the audit to export.' });
    expectFieldErrors(await call('POST', '/api/v3/export/audit/pdf', other.owner, {}), { auditResponseId: true });
  });

  it('does not take a file someone uploaded under the report’s id for the report', async () => {
    const { worker, audit } = await submittedAudit();
    const id = reportFileId(audit, []);
    const forged = await uploadFile(t, worker, {
      fileType: 'audit_document',
      filename: 'report.pdf',
      contentType: 'application/pdf',
      data: pdf('All passed'),
      fields: { id },
    });
    expect(forged.statusCode, forged.body).toBe(201);
    const file = ZFileSchema.parse((await exportPdf(worker, audit.id)).json());
    expect(file.id).not.toBe(id);
    expect(await pdfText(t, file.id)).toContain('FAILED: 0%');
  });
});
